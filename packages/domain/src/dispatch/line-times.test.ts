import { describe, expect, it } from 'vitest';
import {
  driveMinutes,
  editStopTime,
  lineStartTime,
  pinStop,
  planLineTimes,
  shiftLineTimes,
} from './line-times';
import { order, stop } from './test-fixtures';
import type { DispatchStop } from './types';

// Stations on one meridian, 0.1 degree (11.12 km) apart: 11.12 km x 1.3 road factor at 40 km/h is
// 21.7 minutes, planned as 22; 0.2 degree (the drive back from S2 to DC) is 43.4, planned as 44.
const DC = stop('DC', { latitude: '0', longitude: '121', stationType: 'P', isBckWare: 'Y' });
const S1 = stop('S1', { latitude: '0.1', longitude: '121', stationType: 'D' });
const S2 = stop('S2', { latitude: '0.2', longitude: '121', stationType: 'D' });
const orders = [
  order('w1', 'DC', 'S1', { etd: '2026-03-02 06:00:00' }),
  order('w2', 'DC', 'S2', { etd: '2026-03-02 05:30:00' }),
];
const times = (stops: readonly DispatchStop[]) => stops.map((s) => [s.stationId, s.eta, s.etd]);

/** The line as planned from scratch: DC 05:00-05:30, S1 05:52-06:22, S2 06:44-07:14. */
const planned = () => planLineTimes({ stops: [DC, S1, S2], orders }).stops;

describe('line time planning', () => {
  it('estimates the drive from the straight distance, the road factor and the default speed', () => {
    expect(driveMinutes(DC, S1)).toBe(22);
    expect(driveMinutes(S2, DC)).toBe(44);
    expect(driveMinutes(DC, stop('X'))).toBeNull();
  });

  it('starts the line at the earliest ETD of the waybills picked up at the first stop', () => {
    expect(lineStartTime([DC, S1, S2], orders)).toBe('2026-03-02 05:30:00');
  });

  it('fills every stop: first ETD from the waybills, then drive plus 30 minutes default service', () => {
    const result = planLineTimes({ stops: [DC, S1, S2], orders });
    expect(times(result.stops)).toEqual([
      ['DC', '2026-03-02 05:00:00', '2026-03-02 05:30:00'],
      ['S1', '2026-03-02 05:52:00', '2026-03-02 06:22:00'],
      ['S2', '2026-03-02 06:44:00', '2026-03-02 07:14:00'],
    ]);
    expect(result.moved).toEqual([0, 1, 2]);
  });

  it('fills the return trip: the last departure plus the drive back, left 15 minutes later', () => {
    const [dc] = planned();
    expect(dc?.backWareEta).toBe('2026-03-02 07:58:00');
    expect(dc?.backWareEtd).toBe('2026-03-02 08:13:00');
  });

  it('takes the service time from the station’s load rules', () => {
    const ruled = {
      ...S1,
      loadRules: [{ deliverProperty: 2, loadEfficiency: '0', cargoEfficiency: '0.1', fixedHandTime: '10' }],
    };
    const heavy = [order('w1', 'DC', 'S1', { etd: '2026-03-02 06:00:00', totalWeight: '100' })];
    const [, s1] = planLineTimes({ stops: [DC, ruled], orders: heavy }).stops;
    // 10 + 0.1 x 100 kg = 20 minutes of unloading.
    expect([s1?.eta, s1?.etd]).toEqual(['2026-03-02 06:22:00', '2026-03-02 06:42:00']);
  });

  it('leaves a stop without a position as it is, and the stop after it (no drive to estimate)', () => {
    const unknown = stop('S1', { stationType: 'D', eta: '2026-03-02 09:00:00', etd: '2026-03-02 09:30:00' });
    const result = planLineTimes({ stops: [DC, unknown, S2], orders });
    expect(times(result.stops).slice(1)).toEqual([
      ['S1', '2026-03-02 09:00:00', '2026-03-02 09:30:00'],
      // No drive from a station without a position: S2 keeps what it has (nothing).
      ['S2', undefined, undefined],
    ]);
  });

  it('fills nothing without a start (no waybill has an ETD)', () => {
    const result = planLineTimes({ stops: [DC, S1], orders: [order('w1', 'DC', 'S1')] });
    expect(times(result.stops)).toEqual([
      ['DC', undefined, undefined],
      ['S1', undefined, undefined],
    ]);
    expect(result.moved).toEqual([]);
  });

  it('an edited arrival pins the stop, takes its departure to ETA + 15 and moves the later stops', () => {
    const result = editStopTime({
      stops: planned(),
      orders,
      index: 1,
      field: 'eta',
      value: '2026-03-02 06:30:00',
    });
    expect(times(result.stops)).toEqual([
      ['DC', '2026-03-02 05:00:00', '2026-03-02 05:30:00'],
      ['S1', '2026-03-02 06:30:00', '2026-03-02 06:45:00'],
      ['S2', '2026-03-02 07:07:00', '2026-03-02 07:37:00'],
    ]);
    expect(result.stops[1]?.pinned).toBe(true);
    expect(result.moved).toEqual([2]);
  });

  it('a pinned stop stays when an earlier stop changes; the stops before it follow', () => {
    const pinnedS2 = pinStop({ stops: planned(), orders, index: 2, pinned: true }).stops;
    const result = editStopTime({
      stops: pinnedS2,
      orders,
      index: 0,
      field: 'etd',
      value: '2026-03-02 06:00:00',
    });
    expect(times(result.stops)).toEqual([
      ['DC', '2026-03-02 05:00:00', '2026-03-02 06:00:00'],
      ['S1', '2026-03-02 06:22:00', '2026-03-02 06:52:00'],
      ['S2', '2026-03-02 06:44:00', '2026-03-02 07:14:00'],
    ]);
    expect(result.moved).toEqual([1]);
  });

  it('an unpinned stop goes back to the plan', () => {
    const edited = editStopTime({
      stops: planned(),
      orders,
      index: 1,
      field: 'eta',
      value: '2026-03-02 08:00:00',
    }).stops;
    const result = pinStop({ stops: edited, orders, index: 1, pinned: false });
    expect(times(result.stops)).toEqual(times(planned()));
    expect(result.moved).toEqual([2]);
  });

  it('clearing an arrival hands the stop back to the plan', () => {
    const edited = editStopTime({
      stops: planned(),
      orders,
      index: 1,
      field: 'eta',
      value: '2026-03-02 08:00:00',
    });
    const cleared = editStopTime({ stops: edited.stops, orders, index: 1, field: 'eta', value: null });
    expect(times(cleared.stops)).toEqual(times(planned()));
    expect(cleared.stops[1]?.pinned).toBe(false);
  });

  it('an edited return-trip time is pinned and stays when the line is planned again', () => {
    const edited = editStopTime({
      stops: planned(),
      orders,
      index: 0,
      field: 'backWareEta',
      value: '2026-03-02 12:00:00',
    }).stops;
    const again = planLineTimes({ stops: edited, orders }).stops;
    expect(again[0]?.backWareEta).toBe('2026-03-02 12:00:00');
    expect(again[0]?.pinnedBack).toBe(true);
  });

  it('shifts every stop of the line by +30 minutes, pinned or not, and pins the start', () => {
    const pinnedS1 = pinStop({ stops: planned(), orders, index: 1, pinned: true }).stops;
    const result = shiftLineTimes(pinnedS1, 30);
    expect(times(result.stops)).toEqual([
      ['DC', '2026-03-02 05:30:00', '2026-03-02 06:00:00'],
      ['S1', '2026-03-02 06:22:00', '2026-03-02 06:52:00'],
      ['S2', '2026-03-02 07:14:00', '2026-03-02 07:44:00'],
    ]);
    expect(result.stops[0]?.backWareEta).toBe('2026-03-02 08:28:00');
    expect(result.stops.map((s) => !!s.pinned)).toEqual([true, true, false]);
    expect(result.moved).toEqual([0, 1, 2]);
    // Planned again, the shifted line stays where it was put.
    expect(times(planLineTimes({ stops: result.stops, orders }).stops)).toEqual(times(result.stops));
  });

  it('shifts by -15 minutes across midnight', () => {
    const early = [stop('DC', { eta: '2026-03-02 00:05:00', etd: '2026-03-02 00:20:00' })];
    expect(times(shiftLineTimes(early, -15).stops)).toEqual([
      ['DC', '2026-03-01 23:50:00', '2026-03-02 00:05:00'],
    ]);
  });
});
