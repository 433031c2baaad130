import { describe, expect, it } from 'vitest';
import { order } from './test-fixtures';
import { cargoTotals, lineTotals, stopTotals, totalsOf } from './totals';

const frozen = (over: Record<string, string>) => ({ tempCode: 'FROZEN', ...over });
const chilled = (over: Record<string, string>) => ({ tempCode: 'CHILLED', ...over });

describe('totals per temperature zone', () => {
  it('sums 0.1 + 0.2 kg exactly to 0.300, not 0.30000000000000004', () => {
    const orders = [
      order('w1', 'DC', 'S1', { tempVoLists: [frozen({ weight: '0.1' })] }),
      order('w2', 'DC', 'S1', { tempVoLists: [frozen({ weight: '0.2' })] }),
    ];
    expect(totalsOf(orders).byTemp[0]?.weight).toBe('0.300');
    expect(totalsOf(orders).total.weight).toBe('0.300');
  });

  it('groups every figure by zone, in order of first appearance', () => {
    const orders = [
      order('w1', 'DC', 'S1', {
        tempVoLists: [
          chilled({
            cases: '10',
            weight: '120.5',
            volume: '0.333333',
            pallets: '1',
            quantity: '240',
            containerQuantity: '2',
          }),
          frozen({
            cases: '4',
            weight: '80',
            volume: '0.2',
            pallets: '0.5',
            quantity: '48',
            containerQuantity: '0',
          }),
        ],
      }),
      order('w2', 'DC', 'S2', {
        tempVoLists: [frozen({ cases: '6', weight: '20.25', volume: '0.1', pallets: '0.5', quantity: '72' })],
      }),
    ];
    expect(totalsOf(orders)).toEqual({
      byTemp: [
        {
          tempCode: 'CHILLED',
          cases: '10',
          weight: '120.500',
          volume: '0.333333',
          pallets: '1',
          quantity: '240',
          containerQuantity: '2',
        },
        {
          tempCode: 'FROZEN',
          cases: '10',
          weight: '100.250',
          volume: '0.300000',
          pallets: '1',
          quantity: '120',
          containerQuantity: '0',
        },
      ],
      total: {
        cases: '20',
        weight: '220.750',
        volume: '0.633333',
        pallets: '2',
        quantity: '360',
        containerQuantity: '2',
      },
    });
  });

  it('takes an order’s own total weight, volume and pallets over its zones for the line total', () => {
    const orders = [
      order('w1', 'DC', 'S1', {
        totalWeight: '500',
        totalVolume: '2.5',
        totalPallets: '3',
        tempVoLists: [frozen({ weight: '1', volume: '1', pallets: '1' })],
      }),
    ];
    const { total } = lineTotals(orders);
    expect([total.weight, total.volume, total.pallets]).toEqual(['500.000', '2.500000', '3']);
  });

  it('gives zeros for a line without orders', () => {
    expect(lineTotals([]).total).toEqual({
      cases: '0',
      weight: '0.000',
      volume: '0.000000',
      pallets: '0',
      quantity: '0',
      containerQuantity: '0',
    });
  });
});

describe('totals per stop', () => {
  const orders = [
    order('w1', 'DC', 'S1', { tempVoLists: [frozen({ cases: '1' })] }),
    order('w2', 'S1', 'S2', { tempVoLists: [frozen({ cases: '2' })] }),
    order('w3', 'DC', 'S2', { tempVoLists: [chilled({ cases: '4' })] }),
  ];

  it('count the orders picked up and delivered at the stop, each once', () => {
    expect(stopTotals('S1', orders).total.cases).toBe('3');
    expect(stopTotals('DC', orders).byTemp.map((t) => `${t.tempCode}:${t.cases}`)).toEqual([
      'FROZEN:1',
      'CHILLED:4',
    ]);
  });
});

describe('cargo totals for the load-time formula', () => {
  it('leave out the figures no order carries', () => {
    const orders = [order('w1', 'DC', 'S1', { tempVoLists: [frozen({ cases: '4' })] })];
    expect(cargoTotals(orders)).toEqual({ cases: '4', weight: undefined, volume: undefined });
  });
});
