import { describe, expect, it } from 'vitest';
import type { AlertRule } from './alert-rules';
import { allowedBand, evaluateTemperature, type TemperatureState } from './temperature';
import { context, min, reading, rule, run, temp, WAREHOUSE } from './test-fixtures';
import type { MonitorContext, TelemetryReading } from './types';

/** Chilled way 1 (0 to 4 °C); 15 minutes on the road, 30 at a warehouse. */
const chilled = (over: Partial<AlertRule> = {}) =>
  rule({
    type: 'temp',
    zones: [{ way: 1, min: 0, max: 4 }],
    overTempMinutesRoute: 15,
    overTempMinutesWarehouse: 30,
    ...over,
  });

const evaluate =
  (r: AlertRule, ctx: MonitorContext = context()) =>
  (state: TemperatureState | null, input: TelemetryReading) =>
    evaluateTemperature(state, input, r, ctx);

const kinds = (events: { kind: string }[]) => events.map((e) => e.kind);

describe('temperature: excursion and duration', () => {
  it('an excursion shorter than the over-temperature duration raises nothing', () => {
    const { events } = run(evaluate(chilled()), [temp(0, 3), temp(5, 6), temp(10, 7), temp(15, 3.5)]);
    expect(events).toEqual([]);
  });

  it('lasting the road duration opens an alert that starts where the temperature left the range', () => {
    const { events } = run(evaluate(chilled()), [temp(0, 3), temp(5, 6), temp(10, 7), temp(20, 6.5)]);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'opened',
        key: 'SH1|r-temp|1',
        type: 'temp',
        way: 1,
        level: 'slight',
        startTime: min(5),
        startPlace: { lat: 31.225, lon: 121.45 },
        time: min(20),
        values: expect.objectContaining({
          temperature: 6.5,
          bandMin: 0,
          bandMax: 4,
          direction: 'hot',
          site: 'road',
        }),
      }),
    ]);
  });

  it('back in range closes the alert with its extremes and the minutes out of range', () => {
    const { events } = run(evaluate(chilled()), [
      temp(0, 3),
      temp(5, 6),
      temp(10, 7.25),
      temp(20, 6.5),
      temp(27, 4),
    ]);
    expect(events.at(-1)).toEqual(
      expect.objectContaining({
        kind: 'closed',
        key: 'SH1|r-temp|1',
        startTime: min(5),
        endTime: min(27),
        min: 6,
        max: 7.25,
        durationMs: 22 * 60_000,
        minutesOutOfRange: '22.00',
      }),
    );
  });

  it('too cold is an excursion as well', () => {
    const { events } = run(evaluate(chilled()), [temp(0, -1), temp(20, -2)]);
    expect(events).toEqual([
      expect.objectContaining({ kind: 'opened', values: expect.objectContaining({ direction: 'cold' }) }),
    ]);
  });

  it('at a warehouse the warehouse duration applies, read off the warehouse fence', () => {
    const atWarehouse = (m: number, t: number) => temp(m, t, { lat: WAREHOUSE.lat, lon: WAREHOUSE.lon });
    const { events } = run(evaluate(chilled()), [atWarehouse(0, 6), atWarehouse(20, 6), atWarehouse(30, 6)]);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'opened',
        time: min(30),
        values: expect.objectContaining({ site: 'warehouse' }),
      }),
    ]);
  });

  it('the context may say the vehicle is at a warehouse', () => {
    const { events } = run(evaluate(chilled(), context({ atWarehouse: true })), [temp(0, 6), temp(20, 6)]);
    expect(events).toEqual([]);
  });

  it('a duration of 0 alerts at the first reading out of range', () => {
    const { events } = run(evaluate(chilled({ overTempMinutesRoute: 0 })), [temp(0, 5)]);
    expect(kinds(events)).toEqual(['opened']);
  });
});

describe('temperature: allowed range per compartment', () => {
  it('the goods’ band tightens the rule’s zone', () => {
    expect(allowedBand([{ way: 1, min: 0, max: 8 }], 1, { 1: { min: 2, max: 4 } })).toEqual({
      min: 2,
      max: 4,
    });
    expect(allowedBand([{ way: 1, min: 0, max: 8 }], 1, { 1: { min: null, max: 4 } })).toEqual({
      min: 0,
      max: 4,
    });
    const { events } = run(
      evaluate(
        chilled({ zones: [{ way: 1, min: 0, max: 8 }] }),
        context({ goodsBands: { 1: { min: 2, max: 4 } } }),
      ),
      [temp(0, 5), temp(15, 5)],
    );
    expect(kinds(events)).toEqual(['opened']);
  });

  it('a compartment with nothing loaded is not watched; one without goods information follows the zone', () => {
    expect(allowedBand([{ way: 1, min: 0, max: 4 }], 1, { 1: null })).toBeNull();
    expect(allowedBand([{ way: 1, min: 0, max: 4 }], 1, { 2: { min: null, max: -18 } })).toEqual({
      min: 0,
      max: 4,
    });
    expect(allowedBand([], 2, { 2: { min: null, max: -18 } })).toEqual({ min: null, max: -18 });
    expect(allowedBand([], 3, {})).toBeNull();
  });

  it('when zone and goods do not overlap, the goods’ band wins', () => {
    expect(allowedBand([{ way: 1, min: 0, max: 4 }], 1, { 1: { min: null, max: -18 } })).toEqual({
      min: null,
      max: -18,
    });
  });

  it('each way has its own alert key; two ways alert independently', () => {
    const r = chilled({
      zones: [
        { way: 1, min: 0, max: 4 },
        { way: 2, min: -25, max: -18 },
      ],
      overTempMinutesRoute: 0,
    });
    const { events } = run(evaluate(r), [
      reading(0, { temperatures: [6, -10] }),
      reading(5, { temperatures: [6, -20] }),
    ]);
    expect(events.map((e) => `${e.kind}:${e.key}`)).toEqual([
      'opened:SH1|r-temp|1',
      'opened:SH1|r-temp|2',
      'closed:SH1|r-temp|2',
    ]);
  });

  it('unloading the compartment (its band becomes none) ends its alert', () => {
    const r = chilled({ overTempMinutesRoute: 0 });
    const first = evaluateTemperature(null, temp(0, 9), r, context());
    const next = evaluateTemperature(first.state, temp(5, 9), r, context({ goodsBands: { 1: null } }));
    expect(kinds(next.events)).toEqual(['closed']);
    expect(next.state.ways[1]).toBeUndefined();
  });
});

describe('temperature: counting', () => {
  const blips = [temp(0, 6), temp(10, 3), temp(20, 6), temp(30, 3), temp(40, 6), temp(45, 6)];

  it('consecutive: short excursions each start over and never reach the duration', () => {
    expect(run(evaluate(chilled()), blips).events).toEqual([]);
  });

  it('cumulative: short excursions add up to the duration', () => {
    const { events } = run(evaluate(chilled({ overTempCounting: 'cumulative' })), blips);
    // 10 + 10 minutes counted before minute 40: the excursion starting at 40 alerts at once.
    expect(events).toEqual([expect.objectContaining({ kind: 'opened', startTime: min(40), time: min(40) })]);
  });

  it('cumulative: time out of range carries across readings without a value', () => {
    const r = chilled({ overTempCounting: 'cumulative' });
    // Out from 0 to 10 (held through the empty reading at 5), then 5 more from 20: 15 minutes at 25.
    const { events } = run(evaluate(r), [temp(0, 6), temp(5, null), temp(10, 3), temp(20, 6), temp(25, 6)]);
    expect(events).toEqual([expect.objectContaining({ kind: 'opened', startTime: min(20), time: min(25) })]);
  });

  it('cumulative time starts over after an alert closes', () => {
    const r = chilled({ overTempCounting: 'cumulative' });
    const { events } = run(evaluate(r), [...blips, temp(50, 3), temp(60, 6), temp(65, 3)]);
    expect(kinds(events)).toEqual(['opened', 'closed']);
  });
});

describe('temperature: door-open grace', () => {
  it('readings while the door is open do not count', () => {
    const open = (m: number, t: number) => temp(m, t, { doorOpen: true });
    expect(run(evaluate(chilled()), [open(0, 8), open(10, 9), open(20, 9), open(30, 9)]).events).toEqual([]);
  });

  it('nor do readings within the grace minutes after the door closes; after it they start an excursion', () => {
    const r = chilled({ doorGraceMinutes: 10 });
    const { events } = run(evaluate(r), [
      temp(0, 8, { doorOpen: true }),
      temp(5, 8, { doorOpen: false }),
      temp(14, 7),
      temp(16, 7),
      temp(31, 6),
    ]);
    expect(events).toEqual([expect.objectContaining({ kind: 'opened', startTime: min(16), time: min(31) })]);
  });

  it('an alert already open stays open while the door is open', () => {
    const r = chilled({ overTempMinutesRoute: 0 });
    const { events } = run(evaluate(r), [temp(0, 6), temp(5, 6.5, { doorOpen: true }), temp(10, 3)]);
    expect(kinds(events)).toEqual(['opened', 'updated', 'closed']);
  });
});

describe('temperature: levels', () => {
  const leveled = chilled({ overTempMinutesRoute: 0, levels: { slight: 1, moderate: 3, serious: 6 } });

  it('the level follows the degrees beyond the range and only rises', () => {
    const { events } = run(evaluate(leveled), [
      temp(0, 5.5),
      temp(5, 7.5),
      temp(10, 6),
      temp(15, 11),
      temp(20, 2),
    ]);
    expect(events.map((e) => `${e.kind}:${'level' in e ? e.level : ''}`)).toEqual([
      'opened:slight',
      'updated:moderate',
      'updated:serious',
      'closed:serious',
    ]);
  });

  it('an excursion below the slight threshold is not an alert', () => {
    expect(run(evaluate(leveled), [temp(0, 4.5), temp(30, 4.9)]).events).toEqual([]);
  });
});

describe('temperature: order and gaps', () => {
  it('an older reading is ignored', () => {
    const r = chilled({ overTempMinutesRoute: 0 });
    const first = evaluateTemperature(null, temp(10, 3), r, context());
    const late = evaluateTemperature(first.state, temp(5, 9), r, context());
    expect(late).toEqual({ state: first.state, events: [] });
  });

  it('a reading without a value for the way leaves the way as it was', () => {
    const { events } = run(evaluate(chilled()), [temp(0, 6), temp(10, null), temp(15, 6)]);
    expect(events).toEqual([expect.objectContaining({ kind: 'opened', startTime: min(0), time: min(15) })]);
  });
});
