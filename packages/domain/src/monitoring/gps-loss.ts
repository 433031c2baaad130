import {
  closedEvent,
  extendAlert,
  isNewer,
  minutesOf,
  type OpenAlert,
  openedEvent,
  scopeOf,
} from './alert-core';
import { type AlertRule, levelFor } from './alert-rules';
import { placeOf } from './geo';
import type { Evaluation, GeoPoint, MonitorContext, TelemetryReading } from './types';

/**
 * GPS loss: no position from the vehicle for the rule's minutes while the shipment is in transit. The
 * silence can only be seen by looking at the clock, so a scheduled job calls checkGpsLoss(state, now);
 * readings go through evaluateGpsLoss, and the first one with a position ends the alert. The alert
 * starts at the last position received (or at departure, before any), where the vehicle was last seen.
 * Level measure: minutes without a position. Readings older than (or as old as) the last one taken are
 * ignored, and so is a check older than the last position.
 */
export type GpsLossState = {
  type: 'gpsLoss';
  /** Last reading taken (ordering). */
  lastTime: number | null;
  /** Last reading with a position, and that position. */
  lastFixTime: number | null;
  lastPlace: GeoPoint | null;
  alert: OpenAlert | null;
};

export const initialGpsLossState = (): GpsLossState => ({
  type: 'gpsLoss',
  lastTime: null,
  lastFixTime: null,
  lastPlace: null,
  alert: null,
});

export function evaluateGpsLoss(
  state: GpsLossState | null,
  reading: TelemetryReading,
  rule: AlertRule,
  context: MonitorContext,
): Evaluation<GpsLossState> {
  const prev = state ?? initialGpsLossState();
  const t = reading.time;
  if (!isNewer(prev.lastTime, t)) return { state: prev, events: [] };
  const place = placeOf(reading);
  if (!place) return { state: { ...prev, lastTime: t }, events: [] };
  const events = prev.alert ? [closedEvent(scopeOf(context, rule), prev.alert, t, place)] : [];
  return { state: { type: 'gpsLoss', lastTime: t, lastFixTime: t, lastPlace: place, alert: null }, events };
}

/** The scheduled check: opens (or raises the level of) the GPS-loss alert when the silence is long enough. */
export function checkGpsLoss(
  state: GpsLossState | null,
  now: number,
  rule: AlertRule,
  context: MonitorContext,
): Evaluation<GpsLossState> {
  const prev = state ?? initialGpsLossState();
  const minutes = rule.gpsLossMinutes;
  const since = prev.lastFixTime ?? context.departedAt ?? null;
  if (!context.inTransit || minutes === null || since === null || !Number.isFinite(now) || now <= since)
    return { state: prev, events: [] };
  const silentMs = now - since;
  if (silentMs < minutes * 60_000) return { state: prev, events: [] };
  const scope = scopeOf(context, rule);
  const measure = minutesOf(silentMs);
  const values = { silentMinutes: measure, gpsLossMinutes: minutes };
  if (prev.alert) {
    const { alert, event } = extendAlert(scope, prev.alert, now, null, measure, rule.levels, values);
    return { state: { ...prev, alert }, events: event ? [event] : [] };
  }
  const level = levelFor(measure, rule.levels);
  if (level === null) return { state: prev, events: [] };
  const alert: OpenAlert = { startTime: since, startPlace: prev.lastPlace, level, min: null, max: null };
  return { state: { ...prev, alert }, events: [openedEvent(scope, alert, now, values)] };
}
