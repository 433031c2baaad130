import { describe, expect, it } from 'vitest';
import type { AlertRule } from './alert-rules';
import { evaluateDoor, evaluateFatigue, evaluateSpeed, evaluateStop } from './motion';
import { context, min, reading, rule, run, STORE1 } from './test-fixtures';
import type { Evaluation, MonitorContext, TelemetryReading } from './types';

const with_ =
  <S>(
    evaluate: (s: S | null, r: TelemetryReading, rule: AlertRule, c: MonitorContext) => Evaluation<S>,
    r: AlertRule,
  ) =>
  (state: S | null, input: TelemetryReading) =>
    evaluate(state, input, r, context());

const kinds = (events: { kind: string }[]) => events.map((e) => e.kind);
const atStore = { lat: STORE1.lat, lon: STORE1.lon };

describe('speed', () => {
  const limit90 = rule({ type: 'speed', speedLimitKmh: 90, overspeedMinutes: 2 });
  const speed = (m: number, kmh: number) => reading(m, { speedKmh: kmh });

  it('over the limit for the rule’s minutes opens an alert from when it went over', () => {
    const { events } = run(with_(evaluateSpeed, limit90), [
      speed(0, 80),
      speed(1, 95),
      speed(2, 97),
      speed(3, 99),
    ]);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'opened',
        key: 'SH1|r-speed',
        startTime: min(1),
        time: min(3),
        values: { speedKmh: 99, limitKmh: 90 },
      }),
    ]);
  });

  it('a burst shorter than the rule’s minutes raises nothing', () => {
    expect(run(with_(evaluateSpeed, limit90), [speed(0, 95), speed(1, 100), speed(2, 85)]).events).toEqual(
      [],
    );
  });

  it('the limit itself is not over it; at or under the limit closes with the speeds seen', () => {
    const atOnce = rule({ type: 'speed', speedLimitKmh: 90 });
    const { events } = run(with_(evaluateSpeed, atOnce), [
      speed(0, 90),
      speed(1, 104),
      speed(2, 96),
      speed(4, 90),
    ]);
    expect(kinds(events)).toEqual(['opened', 'updated', 'closed']);
    expect(events.at(-1)).toEqual(
      expect.objectContaining({ min: 96, max: 104, startTime: min(1), endTime: min(4) }),
    );
  });

  it('the level follows the km/h over the limit', () => {
    const leveled = rule({
      type: 'speed',
      speedLimitKmh: 90,
      levels: { slight: 5, moderate: 15, serious: 30 },
    });
    const { events } = run(with_(evaluateSpeed, leveled), [
      speed(0, 93),
      speed(1, 96),
      speed(2, 110),
      speed(3, 125),
    ]);
    expect(events.map((e) => `${e.kind}:${'level' in e ? e.level : ''}`)).toEqual([
      'opened:slight',
      'updated:moderate',
      'updated:serious',
    ]);
  });
});

describe('stop', () => {
  const park30 = rule({ type: 'stop', parkingMinutes: 30 });

  it('standing outside every fence longer than the parking minutes is an alert; moving closes it', () => {
    const { events } = run(with_(evaluateStop, park30), [
      reading(0, { speedKmh: 50 }),
      reading(5, { speedKmh: 0 }),
      reading(20, { speedKmh: 2 }),
      reading(35, { speedKmh: 0 }),
      reading(50, { speedKmh: 40 }),
    ]);
    expect(kinds(events)).toEqual(['opened', 'closed']);
    expect(events[0]).toEqual(expect.objectContaining({ startTime: min(5), time: min(35) }));
    expect(events[1]).toEqual(expect.objectContaining({ endTime: min(50), minutesOutOfRange: '45.00' }));
  });

  it('standing inside a stop’s fence is work, not an alert', () => {
    const { events } = run(with_(evaluateStop, park30), [
      reading(0, { speedKmh: 0, ...atStore }),
      reading(60, { speedKmh: 0, ...atStore }),
    ]);
    expect(events).toEqual([]);
  });

  it('ignition off counts as standing whatever the speed says', () => {
    const { events } = run(with_(evaluateStop, park30), [
      reading(0, { speedKmh: 12, ignition: false }),
      reading(31, { speedKmh: null, ignition: false }),
    ]);
    expect(kinds(events)).toEqual(['opened']);
  });

  it('the level follows the minutes standing', () => {
    const leveled = rule({
      type: 'stop',
      parkingMinutes: 30,
      levels: { slight: null, moderate: 60, serious: 120 },
    });
    const { events } = run(with_(evaluateStop, leveled), [
      reading(0, { speedKmh: 0 }),
      reading(30, { speedKmh: 0 }),
      reading(60, { speedKmh: 0 }),
      reading(90, { speedKmh: 0 }),
      reading(120, { speedKmh: 0 }),
    ]);
    expect(events.map((e) => `${e.kind}:${'level' in e ? e.level : ''}`)).toEqual([
      'opened:slight',
      'updated:moderate',
      'updated:serious',
    ]);
  });
});

describe('door', () => {
  const door10 = rule({ type: 'door', doorOpenMinutes: 10 });

  it('open outside every fence longer than the door minutes is an alert; closing ends it', () => {
    const { events } = run(with_(evaluateDoor, door10), [
      reading(0, { doorOpen: true, speedKmh: 0 }),
      reading(10, { doorOpen: true, speedKmh: 0 }),
      reading(12, { doorOpen: false }),
    ]);
    expect(kinds(events)).toEqual(['opened', 'closed']);
    expect(events[1]).toEqual(expect.objectContaining({ startTime: min(0), endTime: min(12) }));
  });

  it('open inside a stop’s fence is unloading, not an alert', () => {
    const { events } = run(with_(evaluateDoor, door10), [
      reading(0, { doorOpen: true, ...atStore }),
      reading(40, { doorOpen: true, ...atStore }),
    ]);
    expect(events).toEqual([]);
  });

  it('driving into a fence with the door open ends the alert', () => {
    const { events } = run(with_(evaluateDoor, door10), [
      reading(0, { doorOpen: true }),
      reading(15, { doorOpen: true }),
      reading(20, { doorOpen: true, ...atStore }),
    ]);
    expect(kinds(events)).toEqual(['opened', 'closed']);
  });

  it('a reading without a door flag changes nothing', () => {
    const { events } = run(with_(evaluateDoor, door10), [
      reading(0, { doorOpen: true }),
      reading(5, { doorOpen: null }),
      reading(11, { doorOpen: true }),
    ]);
    expect(events).toEqual([expect.objectContaining({ kind: 'opened', startTime: min(0) })]);
  });
});

describe('fatigue', () => {
  const fourHours = rule({ type: 'tired', fatigueDrivingMinutes: 240, fatigueRestMinutes: 20 });
  /** Readings every 10 minutes from `from` to `to`, moving or standing. */
  const span = (from: number, to: number, kmh: number) =>
    Array.from({ length: Math.floor((to - from) / 10) + 1 }, (_, i) =>
      reading(from + i * 10, { speedKmh: kmh }),
    );

  it('driving past the limit without a rest is an alert', () => {
    const { events } = run(with_(evaluateFatigue, fourHours), span(0, 250, 70));
    expect(events).toEqual([
      expect.objectContaining({ kind: 'opened', key: 'SH1|r-tired', startTime: min(250), time: min(250) }),
    ]);
  });

  it('short stops pause the driving time but do not reset it', () => {
    const trace = [...span(0, 120, 70), reading(130, { speedKmh: 0 }), ...span(145, 265, 70)];
    // Driving 0-130 and 145-265 = 250 minutes > 240 (the 15-minute stop is no rest).
    const { events } = run(with_(evaluateFatigue, fourHours), trace);
    expect(events).toEqual([expect.objectContaining({ kind: 'opened', time: min(265) })]);
  });

  it('a full rest resets the driving time and ends the alert at the moment the rest began', () => {
    const trace = [...span(0, 260, 70), ...span(270, 300, 0), ...span(310, 400, 70)];
    const { events } = run(with_(evaluateFatigue, fourHours), trace);
    expect(kinds(events)).toEqual(['opened', 'closed']);
    expect(events[1]).toEqual(expect.objectContaining({ startTime: min(250), endTime: min(270) }));
  });

  it('a gap in readings as long as the rest counts as a rest', () => {
    const trace = [...span(0, 200, 70), ...span(230, 300, 70)];
    expect(run(with_(evaluateFatigue, fourHours), trace).events).toEqual([]);
  });

  it('the rest defaults to 20 minutes', () => {
    const noRest = rule({ type: 'tired', fatigueDrivingMinutes: 240 });
    // Standing from 210 until the next moving reading at 230: a 20-minute rest.
    const trace = [...span(0, 200, 70), ...span(210, 220, 0), ...span(230, 300, 70)];
    expect(run(with_(evaluateFatigue, noRest), trace).events).toEqual([]);
  });
});
