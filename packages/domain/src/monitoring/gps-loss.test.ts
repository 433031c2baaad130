import { describe, expect, it } from 'vitest';
import { checkGpsLoss, evaluateGpsLoss, type GpsLossState } from './gps-loss';
import { context, min, ROAD, reading, rule } from './test-fixtures';
import type { MonitorContext, TelemetryReading } from './types';

const r = rule({ type: 'gpsLoss', gpsLossMinutes: 30, levels: { slight: null, moderate: 60, serious: 120 } });
const read = (s: GpsLossState | null, x: TelemetryReading) => evaluateGpsLoss(s, x, r, context());
const tick = (s: GpsLossState | null, m: number, ctx: MonitorContext = context()) =>
  checkGpsLoss(s, min(m), r, ctx);

describe('GPS loss', () => {
  it('no position for less than the rule’s minutes raises nothing', () => {
    const { state } = read(null, reading(0));
    expect(tick(state, 29).events).toEqual([]);
  });

  it('after the rule’s minutes in transit the check opens an alert from the last position', () => {
    const { state } = read(null, reading(0));
    expect(tick(state, 30).events).toEqual([
      expect.objectContaining({
        kind: 'opened',
        key: 'SH1|r-gpsLoss',
        level: 'slight',
        startTime: min(0),
        startPlace: ROAD,
        time: min(30),
      }),
    ]);
  });

  it('later checks raise the level with the minutes of silence', () => {
    let state = read(null, reading(0)).state;
    const levels: string[] = [];
    for (const m of [30, 45, 60, 120]) {
      const result = tick(state, m);
      state = result.state;
      for (const e of result.events) levels.push(`${e.kind}:${'level' in e ? e.level : ''}`);
    }
    expect(levels).toEqual(['opened:slight', 'updated:moderate', 'updated:serious']);
  });

  it('the next reading with a position closes it', () => {
    const opened = tick(read(null, reading(0)).state, 40).state;
    expect(read(opened, reading(50)).events).toEqual([
      expect.objectContaining({
        kind: 'closed',
        startTime: min(0),
        endTime: min(50),
        minutesOutOfRange: '50.00',
      }),
    ]);
  });

  it('a reading without a position does not end the silence', () => {
    const opened = tick(read(null, reading(0)).state, 40).state;
    const blind = read(opened, reading(45, { lat: null, lon: null }));
    expect(blind.events).toEqual([]);
    expect(blind.state.alert).not.toBeNull();
  });

  it('only while in transit; before any reading it counts from the departure', () => {
    expect(tick(null, 100, context({ inTransit: false, departedAt: min(0) })).events).toEqual([]);
    expect(tick(null, 100, context({ inTransit: true })).events).toEqual([]);
    expect(tick(null, 100, context({ inTransit: true, departedAt: min(0) })).events).toEqual([
      expect.objectContaining({ kind: 'opened', startTime: min(0), startPlace: null }),
    ]);
  });

  it('a check older than the last position does nothing', () => {
    const { state } = read(null, reading(60));
    expect(tick(state, 50)).toEqual({ state, events: [] });
  });
});
