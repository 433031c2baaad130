import { describe, expect, it } from 'vitest';
import type { StationLoadRule } from '../base/station';
import { addDispatchMinutes, parseDispatchTime } from '../time/clock';
import { order, stop } from './test-fixtures';
import { etdForEta, lineTips, stopServiceMinutes, stopWindowFlags, timeTips, windowTips } from './times';

describe('ETD follows ETA', () => {
  it('ETD equals ETA plus 15 minutes when ETA changes', () => {
    expect(etdForEta('2026-03-02 08:00:00')).toBe('2026-03-02 08:15:00');
  });

  it('rolls over midnight and the end of February', () => {
    expect(etdForEta('2026-02-28 23:50:00')).toBe('2026-03-01 00:05:00');
  });

  it('accepts minutes without seconds and a T separator', () => {
    expect(etdForEta('2026-03-02 08:00')).toBe('2026-03-02 08:15:00');
    expect(etdForEta('2026-03-02T08:00:30')).toBe('2026-03-02 08:15:30');
  });

  it('gives null for an empty or impossible time', () => {
    expect(etdForEta('')).toBeNull();
    expect(etdForEta('2026-02-30 08:00:00')).toBeNull();
    expect(etdForEta('2026-03-02 24:00:00')).toBeNull();
  });

  it('does not depend on the host time zone or daylight saving (wall-clock readings)', () => {
    expect(addDispatchMinutes('2026-03-29 01:50:00', 15)).toBe('2026-03-29 02:05:00');
    expect(parseDispatchTime('2026-03-02 08:00:00')).toBe(Date.UTC(2026, 2, 2, 8, 0, 0));
  });
});

describe('service time at a station', () => {
  const byWeight: StationLoadRule = {
    deliverProperty: 2,
    loadEfficiency: '0.01',
    cargoEfficiency: '0.02',
    fixedHandTime: 10,
  };
  const weighed = (uuid: string, from: string, to: string, weight: string) =>
    order(uuid, from, to, { tempVoLists: [{ tempCode: 'FROZEN', weight }] });

  it('is fixed hand time plus load efficiency times the weight picked up (deliverProperty 2)', () => {
    const orders = [weighed('w1', 'DC', 'S1', '1000'), weighed('w2', 'DC', 'S2', '500')];
    expect(stopServiceMinutes(stop('DC', { loadRules: [byWeight] }), orders)).toBe(25);
  });

  it('uses the unloading efficiency at a delivery stop', () => {
    const orders = [weighed('w1', 'DC', 'S1', '1000')];
    expect(stopServiceMinutes(stop('S1', { loadRules: [byWeight] }), orders)).toBe(30);
  });

  it('uses cases for deliverProperty 1 and volume for deliverProperty 3', () => {
    const rules: StationLoadRule[] = [
      { deliverProperty: 1, loadEfficiency: '0.5', cargoEfficiency: '1', fixedHandTime: 5 },
    ];
    const orders = [order('w1', 'DC', 'S1', { tempVoLists: [{ tempCode: 'COLD', cases: '40' }] })];
    expect(stopServiceMinutes(stop('DC', { loadRules: rules }), orders)).toBe(25);
    const byVolume: StationLoadRule[] = [
      { deliverProperty: 3, loadEfficiency: '2', cargoEfficiency: '3', fixedHandTime: 0 },
    ];
    const bulky = [order('w1', 'DC', 'S1', { totalVolume: '7.5' })];
    expect(stopServiceMinutes(stop('S1', { loadRules: byVolume }), bulky)).toBe(23);
  });

  it('is 30 minutes when the station has no rule', () => {
    expect(stopServiceMinutes(stop('DC'), [weighed('w1', 'DC', 'S1', '1000')])).toBe(30);
  });

  it('is 30 minutes when no rule matches a figure the orders carry', () => {
    const orders = [order('w1', 'DC', 'S1', { tempVoLists: [{ tempCode: 'COLD', cases: '40' }] })];
    expect(stopServiceMinutes(stop('DC', { loadRules: [byWeight] }), orders)).toBe(30);
  });

  it('adds loading and unloading at a combined P&D stop', () => {
    const orders = [weighed('w1', 'DC', 'S1', '1000'), weighed('w2', 'S1', 'S2', '500')];
    // unload 10 + 0.02 x 1000 = 30, load 10 + 0.01 x 500 = 15
    expect(stopServiceMinutes(stop('S1', { loadRules: [byWeight] }), orders)).toBe(45);
  });
});

describe('out of window', () => {
  // 2026-03-02 is a Monday (weekdayCode 1), 2026-03-08 a Sunday (weekdayCode 7).
  const monday = [{ weekdayCode: 1, startTime: '06:00', endTime: '10:00' }];

  it('flags an ETA before the window opens', () => {
    const flags = stopWindowFlags({
      eta: '2026-03-02 05:30:00',
      etd: '2026-03-02 06:30:00',
      timeWindows: monday,
    });
    expect(flags).toEqual({ etaIsOutTimewindow: 'Y', etdIsOutTimewindow: 'N' });
  });

  it('flags an ETD after the window closes', () => {
    const flags = stopWindowFlags({
      eta: '2026-03-02 09:50:00',
      etd: '2026-03-02 10:05:00',
      timeWindows: monday,
    });
    expect(flags).toEqual({ etaIsOutTimewindow: 'N', etdIsOutTimewindow: 'Y' });
  });

  it('accepts arrival at opening and departure at closing time', () => {
    const flags = stopWindowFlags({
      eta: '2026-03-02 06:00:00',
      etd: '2026-03-02 10:00:00',
      timeWindows: monday,
    });
    expect(flags).toEqual({ etaIsOutTimewindow: 'N', etdIsOutTimewindow: 'N' });
  });

  it('reads Sunday as weekdayCode 7', () => {
    const sunday = [{ weekdayCode: 7, startTime: '08:00', endTime: '12:00' }];
    const flags = stopWindowFlags({
      eta: '2026-03-08 09:00:00',
      etd: '2026-03-08 09:15:00',
      timeWindows: sunday,
    });
    expect(flags).toEqual({ etaIsOutTimewindow: 'N', etdIsOutTimewindow: 'N' });
  });

  it('flags a day the station has no weekday window for', () => {
    const flags = stopWindowFlags({
      eta: '2026-03-03 08:00:00',
      etd: '2026-03-03 08:15:00',
      timeWindows: monday,
    });
    expect(flags).toEqual({ etaIsOutTimewindow: 'Y', etdIsOutTimewindow: 'Y' });
  });

  it('lets an extra window cover a day the weekday windows do not', () => {
    const flags = stopWindowFlags({
      eta: '2026-03-03 12:30:00',
      etd: '2026-03-03 12:45:00',
      timeWindows: monday,
      exTimeWindows: [{ startDay: '2026-03-03', endDay: '2026-03-03', startTime: '12:00', endTime: '14:00' }],
    });
    expect(flags).toEqual({ etaIsOutTimewindow: 'N', etdIsOutTimewindow: 'N' });
  });

  it('never flags a station without windows, nor a missing time', () => {
    expect(stopWindowFlags({ eta: '2026-03-02 03:00:00', etd: null })).toEqual({
      etaIsOutTimewindow: 'N',
      etdIsOutTimewindow: 'N',
    });
  });

  it('tips waybill.tip.out.window naming the stop and the time', () => {
    const tips = windowTips([
      stop('S1', { eta: '2026-03-02 05:00:00', etd: '2026-03-02 05:15:00', timeWindows: monday }),
    ]);
    expect(tips).toEqual([
      { stopIndex: 0, key: 'waybill.tip.out.window', params: { station: 'S1', field: 'ETA' } },
      { stopIndex: 0, key: 'waybill.tip.out.window', params: { station: 'S1', field: 'ETD' } },
    ]);
  });
});

describe('time tips', () => {
  it('tips an ETD earlier than the ETA', () => {
    const tips = timeTips([stop('S1', { eta: '2026-03-02 09:00:00', etd: '2026-03-02 08:59:00' })], []);
    expect(tips.map((t) => t.key)).toEqual(['waybill.tip.etd.eta']);
  });

  it('tips an ETD later than the next stop’s ETA', () => {
    const stops = [
      stop('DC', { eta: '2026-03-02 06:00:00', etd: '2026-03-02 08:00:00' }),
      stop('S1', { eta: '2026-03-02 07:30:00', etd: '2026-03-02 07:45:00' }),
    ];
    expect(timeTips(stops, [])).toEqual([
      { stopIndex: 0, key: 'waybill.tip.etd.next.eta', params: { station: 'DC', next: 'S1' } },
    ]);
  });

  it('tips a stop whose ETA is after the ETAs of all its orders', () => {
    const orders = [
      order('w1', 'DC', 'S1', { eta: '2026-03-02 08:00:00' }),
      order('w2', 'DC', 'S1', { eta: '2026-03-02 09:00:00' }),
    ];
    const late = stop('S1', { eta: '2026-03-02 09:30:00', etd: '2026-03-02 09:45:00' });
    expect(timeTips([late], orders).map((t) => t.key)).toEqual(['waybill.tip.eta.order.eta']);
  });

  it('does not tip a stop that is late for some of its orders only', () => {
    const orders = [
      order('w1', 'DC', 'S1', { eta: '2026-03-02 08:00:00' }),
      order('w2', 'DC', 'S1', { eta: '2026-03-02 10:00:00' }),
    ];
    const stopS1 = stop('S1', { eta: '2026-03-02 09:30:00', etd: '2026-03-02 09:45:00' });
    expect(timeTips([stopS1], orders)).toEqual([]);
  });

  it('lineTips lists window and time tips in stop order', () => {
    const tips = lineTips({
      stopList: [
        stop('DC', { eta: '2026-03-02 06:00:00', etd: '2026-03-02 05:00:00' }),
        stop('S1', {
          eta: '2026-03-02 05:00:00',
          etd: '2026-03-02 05:15:00',
          timeWindows: [{ weekdayCode: 1, startTime: '06:00', endTime: '10:00' }],
        }),
      ],
      orders: [],
    });
    expect(tips.map((t) => `${t.stopIndex}:${t.key}`)).toEqual([
      '0:waybill.tip.etd.eta',
      '1:waybill.tip.out.window',
      '1:waybill.tip.out.window',
    ]);
  });
});
