import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlertRule } from './alert-rules';
import {
  checkGpsLossAll,
  closeAllAlerts,
  evaluateDeferAll,
  evaluateReading,
  initialMonitorState,
  type MonitorState,
} from './monitor';
import { context, min, OFF_ROUTE, ROAD, rule, STORE1, STORE2, WAREHOUSE } from './test-fixtures';
import type { AlertEvent, Evaluation, GeoPoint, MonitorContext, TelemetryReading } from './types';

/**
 * Properties of the monitor over random traces: readings (some late, some duplicated), scheduled GPS
 * checks and delay predictions, against one rule of every type.
 */

const RULES: readonly AlertRule[] = [
  rule({
    type: 'temp',
    zones: [
      { way: 1, min: 0, max: 4 },
      { way: 2, min: -25, max: -18 },
    ],
    overTempMinutesRoute: 10,
    overTempMinutesWarehouse: 30,
    doorGraceMinutes: 5,
    levels: { slight: 0.5, moderate: 2, serious: 5 },
  }),
  rule({
    type: 'temp',
    id: 'r-temp-cum',
    zones: [{ way: 3, min: 2, max: 8 }],
    overTempCounting: 'cumulative',
    overTempMinutesRoute: 20,
    overTempMinutesWarehouse: 20,
  }),
  rule({
    type: 'speed',
    speedLimitKmh: 90,
    overspeedMinutes: 3,
    levels: { slight: null, moderate: 15, serious: 30 },
  }),
  rule({ type: 'stop', parkingMinutes: 20 }),
  rule({ type: 'door', doorOpenMinutes: 5 }),
  rule({ type: 'tired', fatigueDrivingMinutes: 20, fatigueRestMinutes: 30 }),
  rule({ type: 'geo', fenceDistanceM: 3000 }),
  rule({ type: 'arriveLeave' }),
  rule({ type: 'gpsLoss', gpsLossMinutes: 25, levels: { slight: null, moderate: 60, serious: null } }),
  rule({ type: 'defer', delayMinutes: -10, levels: { slight: null, moderate: 30, serious: null } }),
];
const CTX: MonitorContext = context({ goodsBands: { 2: { min: null, max: -18 }, 4: null } });

type Item =
  | { kind: 'reading'; reading: TelemetryReading }
  | { kind: 'tick'; now: number }
  | { kind: 'defer'; time: number; lateBy: [number, number] };

const PLACES: (GeoPoint | null)[] = [
  ROAD,
  OFF_ROUTE,
  { lat: WAREHOUSE.lat, lon: WAREHOUSE.lon },
  { lat: STORE1.lat, lon: STORE1.lon },
  { lat: STORE2.lat, lon: STORE2.lon },
  null,
];

const tempArb = fc.option(
  fc.integer({ min: -300, max: 150 }).map((n) => n / 10),
  { nil: null, freq: 5 },
);

/** One step of the trace: how far the clock moves (negative: a late, older reading) and what comes. */
const stepArb = fc.record({
  dm: fc.integer({ min: -6, max: 25 }),
  what: fc.oneof(
    { weight: 8, arbitrary: fc.constant('reading' as const) },
    { weight: 1, arbitrary: fc.constant('tick' as const) },
    { weight: 1, arbitrary: fc.constant('defer' as const) },
  ),
  place: fc.constantFrom(...PLACES),
  speedKmh: fc.option(
    fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 130 }), fc.integer({ min: 0, max: 130 })),
    {
      nil: null,
      freq: 8,
    },
  ),
  temperatures: fc.tuple(tempArb, tempArb, tempArb, tempArb),
  doorOpen: fc.option(fc.boolean(), { nil: null }),
  ignition: fc.option(fc.boolean(), { nil: null }),
  lateBy: fc.tuple(fc.integer({ min: -60, max: 90 }), fc.integer({ min: -60, max: 90 })),
});

const traceArb = fc.array(stepArb, { minLength: 1, maxLength: 60 }).map((steps) => {
  let clock = 0;
  return steps.map((s): Item => {
    clock += s.dm;
    const time = min(clock);
    if (s.what === 'tick') return { kind: 'tick', now: time };
    if (s.what === 'defer') return { kind: 'defer', time, lateBy: s.lateBy };
    return {
      kind: 'reading',
      reading: {
        deviceNumber: 'DEV1',
        time,
        lat: s.place?.lat ?? null,
        lon: s.place?.lon ?? null,
        speedKmh: s.speedKmh,
        temperatures: s.temperatures,
        doorOpen: s.doorOpen,
        ignition: s.ignition,
      },
    };
  });
});

function step(state: MonitorState, item: Item): Evaluation<MonitorState> {
  switch (item.kind) {
    case 'reading':
      return evaluateReading(state, item.reading, RULES, CTX);
    case 'tick':
      return checkGpsLossAll(state, item.now, RULES, CTX);
    case 'defer':
      return evaluateDeferAll(
        state,
        {
          time: item.time,
          stops: [
            { stationId: 'S1', predictedArrival: min(200 + item.lateBy[0]), plannedEta: min(200) },
            { stationId: 'S2', predictedArrival: min(260 + item.lateBy[1]), plannedEta: min(260) },
          ],
        },
        RULES,
        CTX,
      );
  }
}

function runAll(
  items: readonly Item[],
  start: MonitorState = initialMonitorState(),
): Evaluation<MonitorState> {
  let state = start;
  const events: AlertEvent[] = [];
  for (const item of items) {
    const result = step(state, item);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

const endOf = (items: readonly Item[]) =>
  Math.max(
    ...items.map((i) => (i.kind === 'reading' ? i.reading.time : i.kind === 'tick' ? i.now : i.time)),
  ) + 60_000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

// Rules and context are frozen: an evaluator writing to them would throw.
deepFreeze(RULES);
deepFreeze(CTX);

describe('monitor properties', () => {
  it('alerts of one key never overlap in time: opened, updates, closed, then the next', () => {
    fc.assert(
      fc.property(traceArb, (items) => {
        const run = runAll(items);
        const finish = closeAllAlerts(run.state, endOf(items), CTX);
        const byKey = new Map<string, AlertEvent[]>();
        for (const e of [...run.events, ...finish.events]) {
          if (e.kind === 'arrived' || e.kind === 'left') continue;
          byKey.set(e.key, [...(byKey.get(e.key) ?? []), e]);
        }
        for (const events of byKey.values()) {
          let open: Extract<AlertEvent, { kind: 'opened' }> | null = null;
          let lastEnd = Number.NEGATIVE_INFINITY;
          for (const e of events) {
            if (e.kind === 'opened') {
              expect(open).toBeNull();
              expect(e.startTime).toBeGreaterThanOrEqual(lastEnd);
              expect(e.time).toBeGreaterThanOrEqual(e.startTime);
              open = e;
            } else if (e.kind === 'updated') {
              expect(open).not.toBeNull();
            } else if (e.kind === 'closed') {
              expect(open).not.toBeNull();
              expect(e.startTime).toBe(open?.startTime);
              expect(e.endTime).toBeGreaterThanOrEqual(e.startTime);
              lastEnd = e.endTime;
              open = null;
            }
          }
          // Finishing closed everything.
          expect(open).toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a trace split into any batches, with the state written out and read back between them, gives the same alerts', () => {
    fc.assert(
      fc.property(traceArb, fc.array(fc.nat(), { maxLength: 6 }), (items, cuts) => {
        const whole = runAll(items);
        const points = [...new Set(cuts.map((c) => c % (items.length + 1)))].sort((a, b) => a - b);
        let state = initialMonitorState();
        const events: AlertEvent[] = [];
        let from = 0;
        for (const to of [...points, items.length]) {
          const batch = runAll(items.slice(from, to), JSON.parse(JSON.stringify(state)));
          state = batch.state;
          events.push(...batch.events);
          from = to;
        }
        expect(events).toEqual(whole.events);
        expect(state).toEqual(JSON.parse(JSON.stringify(whole.state)));
      }),
      { numRuns: 200 },
    );
  });

  it('evaluation is deterministic and leaves its inputs untouched', () => {
    fc.assert(
      fc.property(traceArb, (items) => {
        const first = runAll(items);
        const second = runAll(deepFreeze(structuredClone(items)));
        expect(second).toEqual(first);
      }),
      { numRuns: 200 },
    );
  });

  it('late readings change nothing: dropping every reading older than the last one gives the same alerts', () => {
    fc.assert(
      fc.property(traceArb, (items) => {
        let last = Number.NEGATIVE_INFINITY;
        const inOrder = items.filter((i) => {
          if (i.kind !== 'reading') return true;
          if (i.reading.time <= last) return false;
          last = i.reading.time;
          return true;
        });
        expect(runAll(inOrder).events).toEqual(runAll(items).events);
      }),
      { numRuns: 200 },
    );
  });
});
