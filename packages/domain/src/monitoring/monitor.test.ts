import { describe, expect, it } from 'vitest';
import type { AlertRule } from './alert-rules';
import {
  checkGpsLossAll,
  closeAllAlerts,
  evaluateDeferAll,
  evaluateReading,
  evaluateReadings,
  initialMonitorState,
  type MonitorState,
} from './monitor';
import { context, min, OFF_ROUTE, reading, rule, STORE1 } from './test-fixtures';
import type { TelemetryReading } from './types';

const rules: AlertRule[] = [
  rule({
    type: 'temp',
    zones: [
      { way: 1, min: 0, max: 4 },
      { way: 2, min: -25, max: -18 },
    ],
    overTempMinutesRoute: 0,
    overTempMinutesWarehouse: 30,
  }),
  rule({ type: 'speed', speedLimitKmh: 90 }),
  rule({ type: 'stop', parkingMinutes: 30 }),
  rule({ type: 'door', doorOpenMinutes: 10 }),
  rule({ type: 'tired', fatigueDrivingMinutes: 240 }),
  rule({ type: 'geo', fenceDistanceM: 3000 }),
  rule({ type: 'arriveLeave' }),
  rule({ type: 'gpsLoss', gpsLossMinutes: 30 }),
  rule({ type: 'defer', delayMinutes: 0 }),
];

describe('evaluating a reading against every rule', () => {
  it('one reading may raise several alerts', () => {
    const { events } = evaluateReading(
      initialMonitorState(),
      reading(0, { speedKmh: 120, temperatures: [9, -10, null, null] }),
      rules,
      context(),
    );
    expect(events.map((e) => `${e.kind}:${e.key}`)).toEqual([
      'opened:SH1|r-temp|1',
      'opened:SH1|r-temp|2',
      'opened:SH1|r-speed',
    ]);
  });

  it('a disabled rule is skipped', () => {
    const off = rules.map((r) => (r.type === 'speed' ? { ...r, status: 'disabled' as const } : r));
    const { events } = evaluateReading(initialMonitorState(), reading(0, { speedKmh: 120 }), off, context());
    expect(events).toEqual([]);
  });

  it('an older reading than the last one taken is ignored as a whole', () => {
    const first = evaluateReading(initialMonitorState(), reading(10), rules, context());
    expect(evaluateReading(first.state, reading(5, { speedKmh: 150 }), rules, context())).toEqual({
      state: first.state,
      events: [],
    });
    expect(evaluateReading(first.state, reading(10, { speedKmh: 150 }), rules, context()).events).toEqual([]);
  });

  it('the state survives being written out and read back (plain JSON)', () => {
    const trace: TelemetryReading[] = [
      reading(0, { temperatures: [6, -20] }),
      reading(5, { speedKmh: 100, doorOpen: true, ...OFF_ROUTE }),
      reading(20, { speedKmh: 0, doorOpen: true, ...OFF_ROUTE }),
      reading(40, { lat: STORE1.lat, lon: STORE1.lon, temperatures: [3, -20] }),
    ];
    const whole = evaluateReadings(initialMonitorState(), trace, rules, context());
    let state: MonitorState = initialMonitorState();
    const events = [];
    for (const r of trace) {
      const result = evaluateReading(JSON.parse(JSON.stringify(state)), r, rules, context());
      state = result.state;
      events.push(...result.events);
    }
    expect(events).toEqual(whole.events);
    expect(JSON.parse(JSON.stringify(whole.state))).toEqual(whole.state);
  });
});

describe('the scheduled GPS-loss check and delay predictions', () => {
  it('GPS loss opens from the monitor state and the next reading closes it', () => {
    const seen = evaluateReading(initialMonitorState(), reading(0), rules, context()).state;
    const silent = checkGpsLossAll(seen, min(45), rules, context());
    expect(silent.events.map((e) => e.kind)).toEqual(['opened']);
    const back = evaluateReading(silent.state, reading(50), rules, context());
    expect(back.events.map((e) => `${e.kind}:${e.type}`)).toEqual(['closed:gpsLoss']);
  });

  it('predictions go through the delay rule', () => {
    const late = evaluateDeferAll(
      initialMonitorState(),
      { time: min(0), stops: [{ stationId: 'S1', predictedArrival: min(90), plannedEta: min(60) }] },
      rules,
      context(),
    );
    expect(late.events).toEqual([expect.objectContaining({ kind: 'opened', key: 'SH1|r-defer|S1' })]);
  });
});

describe('finishing the shipment', () => {
  it('closes every open alert where the vehicle was last seen and clears the rule states', () => {
    const { state } = evaluateReadings(
      initialMonitorState(),
      [
        reading(0, { speedKmh: 120, temperatures: [9, -20] }),
        reading(5, { speedKmh: 125, temperatures: [9, -20] }),
      ],
      rules,
      context(),
    );
    const done = closeAllAlerts(state, min(30), context());
    expect(done.events.map((e) => `${e.kind}:${e.key}`)).toEqual([
      'closed:SH1|r-temp|1',
      'closed:SH1|r-speed',
    ]);
    expect(done.events[0]).toEqual(expect.objectContaining({ startTime: min(0), endTime: min(30) }));
    expect(done.state.rules).toEqual({});
  });
});

describe('state size budget', () => {
  it('a busy shipment’s state ×10,000 vehicles stays well under 200 MB of JSON', () => {
    // Worst realistic case: uuid rule ids, four temperature ways in alert, every other alert open,
    // ten remaining stops all late.
    const uuid = (i: number) => `7f3c9a2e-51b4-4c8e-9d0a-${String(i).padStart(12, '0')}`;
    const busy = rules.map((r, i) => ({
      ...r,
      id: uuid(i),
      zones: [1, 2, 3, 4].map((way) => ({ way: way as 1 | 2 | 3 | 4, min: 0, max: 4 })),
    }));
    const hot: TelemetryReading = {
      deviceNumber: 'DEV-000123',
      time: min(0),
      lat: 31.3123456,
      lon: 121.4123456,
      speedKmh: 123.4,
      doorOpen: true,
      temperatures: [9.87, 10.12, 11.5, 12.25],
    };
    const ctx = context({ shipmentId: 'c0a80164-7d2e-4f1b-9a3c-2b1d0e9f8a7b' });
    let state = evaluateReadings(
      initialMonitorState(),
      [hot, { ...hot, time: min(45), speedKmh: 0, temperatures: [8.5, 7.25, 13.75, 6.5] }],
      busy,
      ctx,
    ).state;
    state = checkGpsLossAll(state, min(200), busy, { ...ctx, inTransit: true }).state;
    state = evaluateDeferAll(
      state,
      {
        time: min(201),
        place: OFF_ROUTE,
        stops: Array.from({ length: 10 }, (_, i) => ({
          stationId: uuid(100 + i),
          predictedArrival: min(400 + i * 30),
          plannedEta: min(300 + i * 30),
        })),
      },
      busy,
      ctx,
    ).state;
    const bytes = JSON.stringify(state).length;
    const perTenThousand = bytes * 10_000;
    expect(bytes).toBeLessThan(20_000);
    expect(perTenThousand).toBeLessThan(200 * 1024 * 1024);
  });
});
