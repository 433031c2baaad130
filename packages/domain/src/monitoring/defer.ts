import { closedEvent, extendAlert, isNewer, type OpenAlert, openedEvent, scopeOf } from './alert-core';
import { type AlertRule, levelFor } from './alert-rules';
import { etaException } from './eta';
import type { AlertEvent, Evaluation, GeoPoint, MonitorContext } from './types';

/**
 * Delay: each remaining stop's predicted arrival against its latest acceptable arrival (see
 * etaException). A stop whose prediction is later than that by more than the rule's delay minutes has
 * an alert (one per stop); it ends when a later check no longer predicts the delay, or when the stop is
 * no longer among the remaining ones (reached or dropped). Level measure: minutes late (an early
 * warning that is not late yet counts 0). Checks older than (or as old as) the last one are ignored.
 */

export type DeferStop = {
  stationId: string;
  predictedArrival: number;
  plannedEta: number | null;
  windowEnd?: number | null;
};

export type DeferCheck = {
  time: number;
  /** The vehicle's position at the check (where an alert starts or ends). */
  place?: GeoPoint | null;
  stops: readonly DeferStop[];
};

export type DeferState = {
  type: 'defer';
  lastTime: number | null;
  /** Open alerts by station id. */
  alerts: Record<string, OpenAlert>;
};

export const initialDeferState = (): DeferState => ({ type: 'defer', lastTime: null, alerts: {} });

export function evaluateDefer(
  state: DeferState | null,
  check: DeferCheck,
  rule: AlertRule,
  context: MonitorContext,
): Evaluation<DeferState> {
  const prev = state ?? initialDeferState();
  const t = check.time;
  if (!isNewer(prev.lastTime, t)) return { state: prev, events: [] };
  const delay = rule.delayMinutes;
  if (delay === null) return { state: { ...prev, lastTime: t }, events: [] };
  const place = check.place ?? null;
  const events: AlertEvent[] = [];
  const alerts: Record<string, OpenAlert> = {};
  const seen = new Set<string>();
  for (const stop of check.stops) {
    if (seen.has(stop.stationId)) continue;
    seen.add(stop.stationId);
    const scope = scopeOf(context, rule, { stationId: stop.stationId });
    const open = prev.alerts[stop.stationId] ?? null;
    const exception = etaException(stop.predictedArrival, stop.plannedEta, stop.windowEnd, delay);
    if (!exception) {
      if (open) events.push(closedEvent(scope, open, t, place));
      continue;
    }
    const late = exception.lateMinutes;
    const measure = Math.max(0, late);
    const values = {
      lateMinutes: late,
      delayMinutes: delay,
      predictedArrival: stop.predictedArrival,
      deadline: exception.deadline,
      basis: exception.basis,
    };
    if (open) {
      const { alert, event } = extendAlert(scope, open, t, late, measure, rule.levels, values);
      alerts[stop.stationId] = alert;
      if (event) events.push(event);
      continue;
    }
    const level = levelFor(measure, rule.levels);
    if (level === null) continue;
    const alert: OpenAlert = { startTime: t, startPlace: place, level, min: late, max: late };
    alerts[stop.stationId] = alert;
    events.push(openedEvent(scope, alert, t, values));
  }
  for (const [stationId, open] of Object.entries(prev.alerts)) {
    if (!seen.has(stationId)) events.push(closedEvent(scopeOf(context, rule, { stationId }), open, t, place));
  }
  return { state: { type: 'defer', lastTime: t, alerts }, events };
}
