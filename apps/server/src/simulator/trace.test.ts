import { describe, expect, it } from 'vitest';
import { readingDue, tripMoment } from './clock';
import {
  distanceKm,
  generateTrace,
  INCIDENT_KINDS,
  readingAt,
  type SimReading,
  type TraceInput,
  traceEnd,
} from './trace';

const MINUTE = 60_000;
const start = Date.UTC(2030, 0, 2, 1, 0, 0);
const stops = [
  { lat: 31.2304, lon: 121.4737 },
  { lat: 31.2604, lon: 121.5237 },
  { lat: 31.2004, lon: 121.5537 },
  { lat: 31.1804, lon: 121.4937 },
];
const input = (over: Partial<TraceInput> = {}): TraceInput => ({
  deviceNo: 'GPS1',
  stops,
  start,
  intervalSeconds: 30,
  seed: 7,
  incidents: INCIDENT_KINDS,
  ...over,
});
const minutesWhere = (readings: SimReading[], test: (r: SimReading) => boolean) =>
  readings.filter(test).length / 2;

describe('the trip generator', () => {
  it('gives the same readings for the same seed, and other noise for another', () => {
    expect(generateTrace(input())).toEqual(generateTrace(input()));
    expect(generateTrace(input({ seed: 8 }))).not.toEqual(generateTrace(input()));
  });

  it('reads every interval from the start to the end of the last dwell, ending at the last stop', () => {
    const readings = generateTrace(input({ incidents: [] }));
    expect(readings[0]?.time).toBe(start);
    expect(
      readings.every((r, i) => i === 0 || r.time - (readings[i - 1] as SimReading).time === 30_000),
    ).toBe(true);
    expect(readings.at(-1)?.time).toBeLessThanOrEqual(traceEnd(input({ incidents: [] })));
    const last = readings.at(-1) as SimReading;
    expect(
      distanceKm({ lat: last.lat as number, lon: last.lon as number }, stops[3] as (typeof stops)[3]),
    ).toBeLessThan(0.01);
    expect(readings.every((r, i) => i === 0 || r.odometer >= (readings[i - 1] as SimReading).odometer)).toBe(
      true,
    );
  });

  it('a quiet trip stays within the rules: no overspeed, compartments in band, fixes throughout', () => {
    const readings = generateTrace(input({ incidents: [] }));
    expect(Math.max(...readings.map((r) => r.speed))).toBeLessThan(90);
    expect(readings.every((r) => r.temps[1] >= 0 && r.temps[1] <= 4)).toBe(true);
    expect(readings.every((r) => r.temps[0] >= -25 && r.temps[0] <= -18)).toBe(true);
    expect(readings.every((r) => r.lat !== null)).toBe(true);
  });

  it('overspeed: above 90 km/h for about five minutes early in the first leg', () => {
    const readings = generateTrace(input({ incidents: ['overspeed'] }));
    const fast = readings.filter((r) => r.speed > 90);
    expect(minutesWhere(readings, (r) => r.speed > 90)).toBeGreaterThanOrEqual(4.5);
    expect((fast[0]?.time ?? 0) - start).toBeLessThan(5 * MINUTE);
  });

  it('warm: compartment 2 above its 4 \u00b0C band for more than ten minutes, starting within minutes', () => {
    const readings = generateTrace(input({ incidents: ['warm'] }));
    expect(minutesWhere(readings, (r) => r.temps[1] > 4)).toBeGreaterThan(10);
    const first = readings.find((r) => r.temps[1] > 4);
    expect((first?.time ?? Number.POSITIVE_INFINITY) - start).toBeLessThan(8 * MINUTE);
  });

  it('a long stop away from every stop, with the door open outside the fence for more than three minutes', () => {
    const readings = generateTrace(input({ incidents: ['longStop', 'doorOutside'] }));
    const away = (r: SimReading) =>
      r.lat !== null && stops.every((s) => distanceKm({ lat: r.lat as number, lon: r.lon as number }, s) > 1);
    expect(minutesWhere(readings, (r) => r.speed === 0 && away(r))).toBeGreaterThan(30);
    expect(minutesWhere(readings, (r) => r.door === 'open' && away(r))).toBeGreaterThan(3);
  });

  it('a GPS gap of more than twenty minutes on the last leg', () => {
    const readings = generateTrace(input({ incidents: ['gpsGap'] }));
    expect(minutesWhere(readings, (r) => r.lat === null && r.lon === null)).toBeGreaterThan(20);
  });

  it('late: the trip ends forty minutes later than without it', () => {
    expect(traceEnd(input({ incidents: ['late'] })) - traceEnd(input({ incidents: [] }))).toBe(40 * MINUTE);
  });

  it('no trip without at least two stops', () => {
    expect(generateTrace(input({ stops: [stops[0] as (typeof stops)[0]] }))).toEqual([]);
  });
});

describe('a trip on its plan', () => {
  // Legs of 20, 30 and 25 minutes, 10 minutes at each store.
  const planned = (over: Partial<TraceInput> = {}) =>
    input({ legMinutes: [20, 30, 25], dwellMinutes: [10, 10, 10], incidents: [], ...over });
  const near = (r: SimReading | null, stop: (typeof stops)[number]) =>
    r !== null && distanceKm({ lat: r.lat as number, lon: r.lon as number }, stop) < 0.05;

  it('arrives at each stop at its planned time, never before', () => {
    expect(near(readingAt(planned(), start + 20 * MINUTE), stops[1] as (typeof stops)[1])).toBe(true);
    expect(near(readingAt(planned(), start + 19 * MINUTE), stops[1] as (typeof stops)[1])).toBe(false);
    expect(near(readingAt(planned(), start + 60 * MINUTE), stops[2] as (typeof stops)[2])).toBe(true);
    expect(traceEnd(planned())).toBe(start + (20 + 10 + 30 + 10 + 25 + 10) * MINUTE);
  });

  it('an incident holds it up: the long stop delays every later stop by forty minutes', () => {
    expect(traceEnd(planned({ incidents: ['longStop'] })) - traceEnd(planned())).toBe(40 * MINUTE);
  });

  it('any interval reads the same journey: a reading at one moment is the same in every trace', () => {
    const coarse = generateTrace(planned({ intervalSeconds: 300, incidents: INCIDENT_KINDS }));
    const fine = generateTrace(planned({ intervalSeconds: 30, incidents: INCIDENT_KINDS }));
    const moment = coarse[7] as SimReading;
    expect(fine.find((r) => r.time === moment.time)).toEqual(moment);
    expect(readingAt(planned({ incidents: INCIDENT_KINDS }), moment.time)).toEqual(moment);
  });

  it('before it leaves it stands at the first stop; after its last stop it stands there, engine off', () => {
    const before = readingAt(planned(), start - MINUTE);
    expect(before).toMatchObject({ speed: 0, ignition: false, door: 'closed' });
    expect(near(before, stops[0] as (typeof stops)[0])).toBe(true);
    const after = readingAt(planned(), traceEnd(planned()) + 60 * MINUTE);
    expect(after).toMatchObject({ speed: 0, ignition: false, door: 'closed' });
    expect(near(after, stops[3] as (typeof stops)[3])).toBe(true);
  });

  it('the odometer never runs back and grows by the distance driven', () => {
    const readings = generateTrace(planned({ intervalSeconds: 60 }));
    const first = readings[0] as SimReading;
    const last = readings.at(-1) as SimReading;
    expect(readings.every((r, i) => i === 0 || r.odometer >= (readings[i - 1] as SimReading).odometer)).toBe(
      true,
    );
    const km = stops.slice(1).reduce((sum, s, i) => sum + distanceKm(stops[i] as (typeof stops)[0], s), 0);
    expect(last.odometer - first.odometer).toBeCloseTo(km, 1);
  });
});

describe('the simulator clock', () => {
  const since = start + 30 * MINUTE;
  it('at speed 1 a trip is at the real time: the reading describes the moment it is sent', () => {
    expect(tripMoment({ now: since + 5 * MINUTE, since, start, speed: 1 })).toBe(since + 5 * MINUTE);
  });
  it('faster, the trip runs that many times as fast from where the clock had it when taken up', () => {
    expect(tripMoment({ now: since + MINUTE, since, start, speed: 10 })).toBe(since + 10 * MINUTE);
  });
  it('a device is due a reading when it has sent none, or the interval has passed', () => {
    expect(readingDue({ now: since, lastSent: null, intervalMs: 30_000 })).toBe(true);
    expect(readingDue({ now: since, lastSent: since - 29_000, intervalMs: 30_000 })).toBe(false);
    expect(readingDue({ now: since, lastSent: since - 30_000, intervalMs: 30_000 })).toBe(true);
  });
});
