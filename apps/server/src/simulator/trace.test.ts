import { describe, expect, it } from 'vitest';
import { dueBetween, simulatedNow } from './clock';
import {
  distanceKm,
  generateTrace,
  INCIDENT_KINDS,
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

describe('the simulator clock', () => {
  const realStart = start;
  const simStart = start - 60 * MINUTE;
  it('runs speed times as fast from a start in the past', () => {
    expect(simulatedNow({ realNow: realStart + MINUTE, realStart, simStart, speed: 1 })).toBe(
      simStart + MINUTE,
    );
    expect(simulatedNow({ realNow: realStart + MINUTE / 2, realStart, simStart, speed: 60 })).toBe(
      simStart + 30 * MINUTE,
    );
  });
  it('never passes the real clock, so no reading is from the future', () => {
    expect(simulatedNow({ realNow: realStart + 2 * MINUTE, realStart, simStart, speed: 60 })).toBe(
      realStart + 2 * MINUTE,
    );
  });
  it('hands out each reading once, as its time comes', () => {
    const readings = [{ time: 1 }, { time: 2 }, { time: 3 }];
    expect(dueBetween(readings, 0, 2)).toEqual([{ time: 1 }, { time: 2 }]);
    expect(dueBetween(readings, 2, 3)).toEqual([{ time: 3 }]);
  });
});
