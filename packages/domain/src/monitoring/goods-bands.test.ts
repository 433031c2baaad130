import { describe, expect, it } from 'vitest';
import { goodsBandsOf, TEMPERATURE_LAYER_BANDS } from './goods-bands';
import { allowedBand } from './temperature';

describe('goods temperature bands', () => {
  it('frozen goods must stay at -18 °C or colder, chilled between 0 and 4 °C', () => {
    expect(TEMPERATURE_LAYER_BANDS.FROZEN).toEqual({ min: null, max: -18 });
    expect(TEMPERATURE_LAYER_BANDS.CHILLED).toEqual({ min: 0, max: 4 });
  });

  it('way n is the compartment of the model\u2019s n-th layer, banded by the goods loaded in it', () => {
    expect(goodsBandsOf({ layers: ['FROZEN', 'CHILLED'], loaded: ['CHILLED', 'FROZEN'] })).toEqual({
      1: { min: null, max: -18 },
      2: { min: 0, max: 4 },
    });
  });

  it('a compartment whose layer nothing loaded has is not watched', () => {
    expect(goodsBandsOf({ layers: ['FROZEN', 'CHILLED'], loaded: ['CHILLED'] })).toEqual({
      1: null,
      2: { min: 0, max: 4 },
    });
  });

  it('ambient goods leave their compartment to the rule\u2019s zone', () => {
    const bands = goodsBandsOf({ layers: ['CHILLED', 'AMBIENT'], loaded: ['CHILLED', 'AMBIENT'] });
    expect(bands).toEqual({ 1: { min: 0, max: 4 } });
    expect(allowedBand([{ way: 2, min: 0, max: 30 }], 2, bands)).toEqual({ min: 0, max: 30 });
  });

  it('without the model\u2019s layers nothing is said about the goods', () => {
    expect(goodsBandsOf({ layers: [], loaded: ['FROZEN'] })).toBeNull();
    expect(goodsBandsOf({ layers: null, loaded: ['FROZEN'] })).toBeNull();
  });

  it('the allowed range is the tighter of the rule\u2019s zone and the goods\u2019 band', () => {
    const bands = goodsBandsOf({ layers: ['CHILLED'], loaded: ['CHILLED'] });
    expect(allowedBand([{ way: 1, min: -2, max: 8 }], 1, bands)).toEqual({ min: 0, max: 4 });
  });
});
