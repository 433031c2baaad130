import { describe, expect, it } from 'vitest';
import { type ArriveLeaveState, evaluateArriveLeave, evaluateGeoFence, type GeoFenceState } from './fences';
import { DEFAULT_FENCE_DISTANCE_M, distanceToRouteM, fenceRadiusM, haversineMetres, stationAt } from './geo';
import {
  context,
  min,
  OFF_ROUTE,
  ROAD,
  reading,
  rule,
  run,
  STORE1,
  STORE2,
  WAREHOUSE,
} from './test-fixtures';
import type { TelemetryReading } from './types';

describe('haversine distance', () => {
  it('one degree of latitude is about 111.2 km', () => {
    expect(haversineMetres({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111_195, -1);
  });
  it('Shanghai to Beijing is about 1068 km', () => {
    const km = haversineMetres({ lat: 31.2304, lon: 121.4737 }, { lat: 39.9042, lon: 116.4074 }) / 1000;
    expect(km).toBeGreaterThan(1060);
    expect(km).toBeLessThan(1075);
  });
  it('is symmetric and zero at the same point', () => {
    expect(haversineMetres(ROAD, STORE1)).toBeCloseTo(haversineMetres(STORE1, ROAD), 6);
    expect(haversineMetres(ROAD, ROAD)).toBe(0);
  });
});

describe('station fences', () => {
  it('the station’s fence distance wins, then the rule’s, then 500 m', () => {
    expect(fenceRadiusM(STORE1, 800)).toBe(300);
    expect(fenceRadiusM(STORE2, 800)).toBe(800);
    expect(fenceRadiusM(STORE2, null)).toBe(DEFAULT_FENCE_DISTANCE_M);
  });

  it('a point is inside when its distance is at most the radius; overlapping fences take the nearest', () => {
    const near = { lat: STORE1.lat + 0.002, lon: STORE1.lon }; // ~222 m north
    expect(stationAt(near, [STORE1], null)?.station.stationId).toBe('S1');
    expect(stationAt({ lat: STORE1.lat + 0.004, lon: STORE1.lon }, [STORE1], null)).toBeNull(); // ~445 m
    const twin = { ...STORE1, stationId: 'S1b', lat: STORE1.lat + 0.003, fenceDistanceM: 1000 };
    expect(stationAt(near, [STORE1, twin], null)?.station.stationId).toBe('S1b');
  });

  it('distance to the route is the nearest straight leg between consecutive stops', () => {
    expect(distanceToRouteM(ROAD, [WAREHOUSE, STORE1])).toBeLessThan(50);
    expect(distanceToRouteM(OFF_ROUTE, [WAREHOUSE, STORE1, STORE2])).toBeGreaterThan(5000);
    expect(distanceToRouteM(ROAD, [])).toBeNull();
  });
});

describe('arrive/leave', () => {
  const r = rule({ type: 'arriveLeave' });
  const step = (s: ArriveLeaveState | null, x: TelemetryReading) => evaluateArriveLeave(s, x, r, context());
  const at = (m: number, p: { lat: number; lon: number }, t1 = 3.5) =>
    reading(m, { lat: p.lat, lon: p.lon, temperatures: [t1, -18.5] });

  it('entering a stop’s fence is an arrival, leaving it a departure, with time and temperatures', () => {
    const { events } = run(step, [at(0, ROAD), at(10, STORE1, 3.8), at(40, STORE1), at(45, ROAD, 4.1)]);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'arrived',
        key: 'SH1|r-arriveLeave|S1',
        stationId: 'S1',
        time: min(10),
        place: { lat: STORE1.lat, lon: STORE1.lon },
        distanceM: 0,
        temperatures: [3.8, -18.5, null, null],
      }),
      expect.objectContaining({
        kind: 'left',
        stationId: 'S1',
        time: min(45),
        temperatures: [4.1, -18.5, null, null],
      }),
    ]);
  });

  it('a vehicle first seen inside a fence arrives there at that reading', () => {
    expect(run(step, [at(0, WAREHOUSE)]).events).toEqual([
      expect.objectContaining({ kind: 'arrived', stationId: 'W', time: min(0) }),
    ]);
  });

  it('readings without a fix change nothing; older readings are ignored', () => {
    const first = step(null, at(10, STORE1));
    expect(step(first.state, reading(20, { lat: null, lon: null })).events).toEqual([]);
    expect(step(first.state, at(5, ROAD))).toEqual({ state: first.state, events: [] });
  });
});

describe('geo fence (planned-route corridor)', () => {
  const corridor = rule({
    type: 'geo',
    fenceDistanceM: 2000,
    levels: { slight: null, moderate: 3000, serious: null },
  });
  const step = (s: GeoFenceState | null, x: TelemetryReading) => evaluateGeoFence(s, x, corridor, context());

  it('leaving the corridor around the planned route is an alert; coming back closes it', () => {
    const { events } = run(step, [
      reading(0, ROAD),
      reading(10, OFF_ROUTE),
      reading(20, { lat: 31.32, lon: 121.38 }),
      reading(30, ROAD),
    ]);
    expect(events.map((e) => `${e.kind}:${'level' in e ? e.level : ''}`)).toEqual([
      'opened:moderate',
      'updated:moderate',
      'closed:moderate',
    ]);
    expect(events[0]).toEqual(expect.objectContaining({ key: 'SH1|r-geo', startTime: min(10) }));
    expect(events[2]).toEqual(expect.objectContaining({ endTime: min(30) }));
  });

  it('on the route nothing happens', () => {
    expect(
      run(step, [
        reading(0, ROAD),
        reading(10, { lat: WAREHOUSE.lat, lon: WAREHOUSE.lon }),
        reading(20, { lat: STORE2.lat, lon: STORE2.lon }),
      ]).events,
    ).toEqual([]);
  });
});
