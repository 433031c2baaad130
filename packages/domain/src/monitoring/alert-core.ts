import Decimal from 'decimal.js';
import { type AlertLevelThresholds, type AlertRule, higherLevel, levelFor } from './alert-rules';
import type {
  AlertClosed,
  AlertEvent,
  AlertEventBase,
  AlertLevel,
  AlertOpened,
  AlertValues,
  GeoPoint,
  MonitorContext,
  TemperatureWay,
} from './types';

/**
 * The machinery the evaluators share: an open alert as it is kept in state, the events that open,
 * update and close it, and the common "a condition that must last" step.
 */

/** An open alert, as kept in an evaluator's state (small: it is stored for every vehicle). */
export type OpenAlert = {
  startTime: number;
  startPlace: GeoPoint | null;
  level: AlertLevel;
  /** Extremes of the watched figure so far (null when the type watches none). */
  min: number | null;
  max: number | null;
};

/** The identity of an alert: shipment, rule, and the way or station it is about. */
export function alertKey(shipmentId: string, ruleId: string, part?: TemperatureWay | string | null): string {
  return part === null || part === undefined ? `${shipmentId}|${ruleId}` : `${shipmentId}|${ruleId}|${part}`;
}

export function scopeOf(
  context: Pick<MonitorContext, 'shipmentId'>,
  rule: Pick<AlertRule, 'id' | 'type'>,
  part: { way?: TemperatureWay | null; stationId?: string | null } = {},
): AlertEventBase {
  const way = part.way ?? null;
  const stationId = part.stationId ?? null;
  return {
    key: alertKey(context.shipmentId, rule.id, way ?? stationId),
    shipmentId: context.shipmentId,
    ruleId: rule.id,
    type: rule.type,
    way,
    stationId,
  };
}

/** Minutes of a duration, 2 decimals, exact (durations are whole milliseconds). */
export function minutesText(ms: number): string {
  return new Decimal(ms).div(60_000).toFixed(2, Decimal.ROUND_HALF_UP);
}

export const minutesOf = (ms: number) => ms / 60_000;

/** Extremes widened by a sample (a null sample changes nothing). */
export function widen(
  range: { min: number | null; max: number | null },
  sample: number | null,
): { min: number | null; max: number | null } {
  if (sample === null) return { min: range.min, max: range.max };
  return {
    min: range.min === null || sample < range.min ? sample : range.min,
    max: range.max === null || sample > range.max ? sample : range.max,
  };
}

export function openedEvent(
  scope: AlertEventBase,
  alert: OpenAlert,
  time: number,
  values: AlertValues,
): AlertOpened {
  return {
    ...scope,
    kind: 'opened',
    level: alert.level,
    startTime: alert.startTime,
    startPlace: alert.startPlace,
    time,
    values,
  };
}

export function closedEvent(
  scope: AlertEventBase,
  alert: OpenAlert,
  endTime: number,
  endPlace: GeoPoint | null,
): AlertClosed {
  const end = Math.max(endTime, alert.startTime);
  return {
    ...scope,
    kind: 'closed',
    level: alert.level,
    startTime: alert.startTime,
    endTime: end,
    endPlace,
    min: alert.min,
    max: alert.max,
    durationMs: end - alert.startTime,
    minutesOutOfRange: minutesText(end - alert.startTime),
  };
}

/**
 * An open alert carried on by one more observation: extremes widened, level raised (never lowered).
 * An 'updated' event only when the level rose or the extremes widened.
 */
export function extendAlert(
  scope: AlertEventBase,
  alert: OpenAlert,
  time: number,
  sample: number | null,
  measure: number,
  levels: AlertLevelThresholds,
  values: AlertValues,
): { alert: OpenAlert; event: AlertEvent | null } {
  const { min, max } = widen(alert, sample);
  const level = higherLevel(alert.level, levelFor(measure, levels) ?? 'slight');
  const changed = level !== alert.level || min !== alert.min || max !== alert.max;
  // Unchanged, the alert is carried on as it is (states are never changed in place).
  if (!changed) return { alert, event: null };
  return {
    alert: { ...alert, min, max, level },
    event: { ...scope, kind: 'updated', level, time, min, max, values },
  };
}

/**
 * A condition that becomes an alert once it has lasted a while: "since" is when it began (kept while
 * it holds), the alert opens when it has held thresholdMs and the measure reaches the slight level,
 * and closes at the first observation where it no longer holds.
 */
export type Sustained = {
  since: number | null;
  place: GeoPoint | null;
  min: number | null;
  max: number | null;
  alert: OpenAlert | null;
};

export const idleSustained = (): Sustained => ({
  since: null,
  place: null,
  min: null,
  max: null,
  alert: null,
});

export type SustainedStep = {
  scope: AlertEventBase;
  time: number;
  place: GeoPoint | null;
  /** Does the condition hold at this observation? */
  active: boolean;
  /** The watched figure now (speed, distance …), or null. */
  sample: number | null;
  thresholdMs: number;
  /** The level measure, given when the condition began, its extremes and now. */
  measure: (since: number, range: { min: number | null; max: number | null }, time: number) => number;
  levels: AlertLevelThresholds;
  values: AlertValues;
};

export function stepSustained(s: Sustained, step: SustainedStep): { state: Sustained; events: AlertEvent[] } {
  const { scope, time, place } = step;
  if (!step.active) {
    if (s.alert) return { state: idleSustained(), events: [closedEvent(scope, s.alert, time, place)] };
    return { state: idleSustained(), events: [] };
  }
  const since = s.since ?? time;
  const sincePlace = s.since === null ? place : s.place;
  const range = widen(s, step.sample);
  const measure = step.measure(since, range, time);
  if (s.alert) {
    const { alert, event } = extendAlert(
      scope,
      s.alert,
      time,
      step.sample,
      measure,
      step.levels,
      step.values,
    );
    return { state: { since, place: sincePlace, ...range, alert }, events: event ? [event] : [] };
  }
  const level = time - since >= step.thresholdMs ? levelFor(measure, step.levels) : null;
  if (level === null) return { state: { since, place: sincePlace, ...range, alert: null }, events: [] };
  const alert: OpenAlert = { startTime: since, startPlace: sincePlace, level, ...range };
  return {
    state: { since, place: sincePlace, ...range, alert },
    events: [openedEvent(scope, alert, time, step.values)],
  };
}

/** Whether an observation at `time` is newer than the last one taken (older and equal ones are ignored). */
export function isNewer(lastTime: number | null, time: number): boolean {
  return Number.isFinite(time) && (lastTime === null || time > lastTime);
}
