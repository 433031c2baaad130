import { describe, expect, it } from 'vitest';
import { coldChainIssue } from './cold-chain';
import { order, stop } from './test-fixtures';
import type { DispatchVehicleModel } from './types';

const model: DispatchVehicleModel = {
  uuid: 'm1',
  name: '4.2m reefer',
  temperatureLayers: ['FROZEN', 'CHILLED'],
  ratedLoadKg: '1000',
  ratedVolumeM3: '10',
};
const zone = (tempCode: string) => [{ tempCode }];

describe('cold chain', () => {
  it('accepts a line whose layers the model carries and whose load fits', () => {
    const line = {
      stopList: [stop('DC'), stop('S1')],
      orders: [
        order('w1', 'DC', 'S1', { totalWeight: '1000', totalVolume: '10', tempVoLists: zone('FROZEN') }),
      ],
    };
    expect(coldChainIssue(line, model, 1)).toBeNull();
  });

  it('refuses a layer the model does not carry, naming the stop where it is picked up', () => {
    const line = {
      stopList: [stop('DC'), stop('S1'), stop('S2')],
      orders: [
        order('w1', 'DC', 'S2', { tempVoLists: zone('FROZEN') }),
        order('w2', 'S1', 'S2', { tempVoLists: zone('AMBIENT') }),
      ],
    };
    expect(coldChainIssue(line, model, 2)).toEqual({
      ok: false,
      key: 'waybill.tip.model.layer',
      params: { line: 2, station: 'S1', layer: 'AMBIENT', model: '4.2m reefer' },
    });
  });

  it('refuses a load over the rated weight, naming the stop and the excess', () => {
    const line = {
      stopList: [stop('DC'), stop('S1'), stop('S2')],
      orders: [
        order('w1', 'DC', 'S1', { totalWeight: '600.5' }),
        order('w2', 'DC', 'S2', { totalWeight: '400' }),
      ],
    };
    expect(coldChainIssue(line, model, 1)).toEqual({
      ok: false,
      key: 'waybill.tip.model.weight',
      params: { line: 1, station: 'DC', model: '4.2m reefer', rated: '1000', excess: '0.500' },
    });
  });

  it('counts what is on board: a delivery frees room for a later pick-up', () => {
    const line = {
      stopList: [stop('DC'), stop('S1'), stop('S2')],
      orders: [
        order('w1', 'DC', 'S1', { totalWeight: '900' }),
        order('w2', 'S1', 'S2', { totalWeight: '900' }),
      ],
    };
    expect(coldChainIssue(line, model, 1)).toBeNull();
  });

  it('refuses a load over the rated volume, sums exact to the cubic centimetre', () => {
    const line = {
      stopList: [stop('DC'), stop('S1')],
      orders: [
        order('w1', 'DC', 'S1', { totalVolume: '9.999999' }),
        order('w2', 'DC', 'S1', { totalVolume: '0.000002' }),
      ],
    };
    expect(coldChainIssue(line, model, 1)).toMatchObject({
      key: 'waybill.tip.model.volume',
      params: { station: 'DC', excess: '0.000001', rated: '10' },
    });
  });

  it('does not check a rated figure the model leaves empty', () => {
    const line = {
      stopList: [stop('DC'), stop('S1')],
      orders: [order('w1', 'DC', 'S1', { totalWeight: '99999' })],
    };
    expect(coldChainIssue(line, { ...model, ratedLoadKg: null }, 1)).toBeNull();
  });
});
