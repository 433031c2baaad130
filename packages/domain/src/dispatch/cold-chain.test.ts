import { describe, expect, it } from 'vitest';
import { coldChainIssue, coldChainIssues, lineLoadFactors, shipmentColdChainIssue } from './cold-chain';
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

describe('cold chain of a shipment already made (scheduling, change of model)', () => {
  const van: DispatchVehicleModel = {
    uuid: 'van',
    name: '3.8m insulated van',
    temperatureLayers: ['CHILLED', 'AMBIENT'],
    ratedLoadKg: '1500',
    ratedVolumeM3: '16',
  };
  const goods = [
    order('w1', 'DC', 'S1', { tempVoLists: zone('FROZEN') }),
    order('w2', 'DC', 'S1', { tempVoLists: zone('CHILLED') }),
    order('w3', 'DC', 'S2', { tempVoLists: zone('AMBIENT') }),
  ];

  it('refuses frozen, chilled and ambient goods on a van without a frozen compartment, naming the layer', () => {
    const issue = shipmentColdChainIssue({
      orders: goods,
      stops: [stop('DC'), stop('S1'), stop('S2')],
      model: van,
      lineNumber: 1,
    });
    expect(issue).toEqual({
      ok: false,
      key: 'waybill.tip.model.layer',
      params: { line: 1, station: 'DC', layer: 'FROZEN', model: '3.8m insulated van' },
    });
  });

  it('accepts the same goods on a model carrying every layer', () => {
    const threeLayers = { ...van, temperatureLayers: ['FROZEN', 'CHILLED', 'AMBIENT'] };
    expect(
      shipmentColdChainIssue({ orders: goods, stops: [stop('DC')], model: threeLayers, lineNumber: 1 }),
    ).toBeNull();
  });

  it('refuses a load over the rated weight, naming the excess, with the position in the call as the line', () => {
    const heavy = [order('w1', 'DC', 'S1', { totalWeight: '1500.25', tempVoLists: zone('CHILLED') })];
    expect(
      shipmentColdChainIssue({ orders: heavy, stops: [stop('DC'), stop('S1')], model: van, lineNumber: 3 }),
    ).toMatchObject({ key: 'waybill.tip.model.weight', params: { line: 3, excess: '0.250', rated: '1500' } });
  });

  it('checks every waybill even when the shipment has no stop rows (stops rebuilt from its waybills)', () => {
    const issue = shipmentColdChainIssue({ orders: goods, stops: [], model: van, lineNumber: 1 });
    expect(issue).toMatchObject({ key: 'waybill.tip.model.layer', params: { layer: 'FROZEN' } });
  });

  it('refuses a missing or disabled model as the submit does', () => {
    expect(shipmentColdChainIssue({ orders: goods, stops: [], model: null, lineNumber: 2 })).toEqual({
      ok: false,
      key: 'waybill.tip.model.unknown',
      params: { line: 2 },
    });
  });

  it('a shipment without waybills fits any vehicle, even one without a model', () => {
    expect(shipmentColdChainIssue({ orders: [], stops: [], model: null, lineNumber: 1 })).toBeNull();
  });
});

describe('every cold-chain problem of a line, per stop', () => {
  it('names every stop picking up a layer the model lacks, once per layer, and every overloaded stop', () => {
    const line = {
      stopList: [stop('DC'), stop('S1'), stop('S2')],
      orders: [
        order('w1', 'DC', 'S2', { totalWeight: '1200', tempVoLists: zone('AMBIENT') }),
        order('w2', 'DC', 'S2', { tempVoLists: zone('AMBIENT') }),
        order('w3', 'S1', 'S2', { tempVoLists: zone('DEEP') }),
      ],
    };
    expect(coldChainIssues(line, model, 1).map((p) => [p.stopIndex, p.key, p.params?.layer])).toEqual([
      [0, 'waybill.tip.model.layer', 'AMBIENT'],
      [0, 'waybill.tip.model.weight', undefined],
      [1, 'waybill.tip.model.layer', 'DEEP'],
      [1, 'waybill.tip.model.weight', undefined],
    ]);
  });
});

describe('load factor of a line against a model', () => {
  it('gives weight and volume per layer and in total as percent of the rated figures, rounded up', () => {
    const line = {
      stopList: [stop('DC'), stop('S1')],
      orders: [
        order('w1', 'DC', 'S1', {
          totalWeight: '450.5',
          totalVolume: '3',
          tempVoLists: [
            { tempCode: 'FROZEN', weight: '250.5', volume: '1' },
            { tempCode: 'CHILLED', weight: '200', volume: '2' },
          ],
        }),
      ],
    };
    const result = lineLoadFactors(line, model);
    expect(result.layers).toEqual([
      {
        tempCode: 'FROZEN',
        weight: '250.5',
        volume: '1',
        weightPercent: 26,
        volumePercent: 10,
        missing: false,
      },
      {
        tempCode: 'CHILLED',
        weight: '200',
        volume: '2',
        weightPercent: 20,
        volumePercent: 20,
        missing: false,
      },
    ]);
    expect(result.total).toEqual({ weight: '450.5', volume: '3', weightPercent: 46, volumePercent: 30 });
    expect(result.fits).toBe(true);
  });

  it('marks a layer the model lacks and says the line does not fit (the cold-chain rule)', () => {
    const line = {
      stopList: [stop('DC'), stop('S1')],
      orders: [order('w1', 'DC', 'S1', { tempVoLists: [{ tempCode: 'AMBIENT', weight: '1' }] })],
    };
    const result = lineLoadFactors(line, { ...model, ratedVolumeM3: null });
    expect(result.layers[0]).toMatchObject({ tempCode: 'AMBIENT', missing: true, volumePercent: null });
    expect(result.fits).toBe(false);
  });
});

describe('compartments of a multi-compartment body', () => {
  const semi: DispatchVehicleModel = {
    uuid: 'semi',
    name: '13m three-layer semitrailer',
    temperatureLayers: ['FROZEN', 'CHILLED', 'AMBIENT'],
    ratedLoadKg: '30000',
    ratedVolumeM3: '80',
    compartments: [
      { tempCode: 'FROZEN', ratedLoadKg: '10000.000', ratedVolumeM3: '30.000000' },
      { tempCode: 'CHILLED', ratedLoadKg: null, ratedVolumeM3: '35.000000' },
    ],
  };
  const goods = (tempCode: string, weight: string, volume: string) => ({
    totalWeight: weight,
    totalVolume: volume,
    tempVoLists: [{ tempCode, weight, volume }],
  });

  it('refuses the goods of a layer over its compartment’s rated load, though the body takes them', () => {
    const line = {
      stopList: [stop('DC'), stop('S1'), stop('S2')],
      orders: [
        order('w1', 'DC', 'S1', goods('FROZEN', '6000', '10')),
        order('w2', 'DC', 'S2', goods('FROZEN', '4000.5', '10')),
      ],
    };
    expect(coldChainIssue(line, semi, 2)).toEqual({
      ok: false,
      key: 'waybill.tip.model.compartmentWeight',
      params: {
        line: 2,
        station: 'DC',
        model: '13m three-layer semitrailer',
        layer: 'FROZEN',
        rated: '10000',
        excess: '0.500',
      },
    });
  });

  it('refuses a layer’s volume over its compartment’s, counting only that layer’s zones', () => {
    const line = {
      stopList: [stop('DC'), stop('S1')],
      orders: [
        order('w1', 'DC', 'S1', {
          totalWeight: '200',
          totalVolume: '40',
          tempVoLists: [
            { tempCode: 'CHILLED', weight: '100', volume: '35.000001' },
            { tempCode: 'AMBIENT', weight: '100', volume: '4.999999' },
          ],
        }),
      ],
    };
    expect(coldChainIssues(line, semi, 1)).toEqual([
      {
        ok: false,
        key: 'waybill.tip.model.compartmentVolume',
        params: {
          line: 1,
          station: 'DC',
          model: '13m three-layer semitrailer',
          layer: 'CHILLED',
          rated: '35',
          excess: '0.000001',
        },
        stopIndex: 0,
      },
    ]);
  });

  it('a layer without a compartment, or a figure left null, is limited by the whole body only', () => {
    const line = {
      stopList: [stop('DC'), stop('S1')],
      orders: [
        order('w1', 'DC', 'S1', goods('CHILLED', '20000', '30')),
        order('w2', 'DC', 'S1', goods('AMBIENT', '9000', '40')),
      ],
    };
    expect(coldChainIssue(line, semi, 1)).toBeNull();
  });

  it('a delivery frees room in the compartment for a later pick-up of the same layer', () => {
    const line = {
      stopList: [stop('DC'), stop('S1'), stop('S2')],
      orders: [
        order('w1', 'DC', 'S1', goods('FROZEN', '8000', '10')),
        order('w2', 'S1', 'S2', goods('FROZEN', '8000', '10')),
      ],
    };
    expect(coldChainIssue(line, semi, 1)).toBeNull();
    const stays = {
      ...line,
      orders: [
        order('w1', 'DC', 'S2', goods('FROZEN', '8000', '10')),
        order('w2', 'S1', 'S2', goods('FROZEN', '8000', '10')),
      ],
    };
    expect(coldChainIssues(stays, semi, 1).map((p) => [p.stopIndex, p.key])).toEqual([
      [1, 'waybill.tip.model.compartmentWeight'],
    ]);
  });

  it('the load factor of a layer with a compartment figure is measured against that figure', () => {
    const line = {
      stopList: [stop('DC'), stop('S1')],
      orders: [
        order('w1', 'DC', 'S1', {
          totalWeight: '6000',
          totalVolume: '21',
          tempVoLists: [
            { tempCode: 'FROZEN', weight: '5000', volume: '15' },
            { tempCode: 'CHILLED', weight: '1000', volume: '6' },
          ],
        }),
      ],
    };
    const result = lineLoadFactors(line, semi);
    expect(result.layers.map((l) => [l.tempCode, l.weightPercent, l.volumePercent])).toEqual([
      ['FROZEN', 50, 50],
      // No load figure for the chilled compartment: the whole body's 30000 kg.
      ['CHILLED', 4, 18],
    ]);
    expect(result.total).toMatchObject({ weightPercent: 20, volumePercent: 27 });
  });
});
