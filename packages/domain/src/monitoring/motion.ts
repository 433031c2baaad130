import Decimal from 'decimal.js';
import {
  closedEvent,
  extendAlert,
  idleSustained,
  isNewer,
  minutesOf,
  type OpenAlert,
  openedEvent,
  type Sustained,
  scopeOf,
  stepSustained,
} from './alert-core';
import { type AlertRule, DEFAULT_FATIGUE_REST_MINUTES, levelFor } from './alert-rules';
import { placeOf, stationAt } from './geo';
import type { AlertEvent, Evaluation, GeoPoint, MonitorContext, TelemetryReading } from './types';

/**
 * The vehicle's motion: overspeed, stopping and door opening outside a station fence, fatigue.
 * Each is a small state machine over one vehicle's readings in time order; a reading older than (or as
 * old as) the last one taken is ignored. A reading that lacks what a rule looks at (no speed, no fix,
 * no door flag) leaves that rule's condition as it was.
 */

/** Below this speed a vehicle counts as standing (GPS speed jitters around 0 at rest). */
export const STOP_SPEED_KMH = 5;

/** The state of a rule whose condition must last: overspeed, stop, door, geo fence. */
export type SustainedState<T extends 'speed' | 'stop' | 'door' | 'geo'> = {
  type: T;
  lastTime: number | null;
  watch: Sustained;
};
export type SpeedState = SustainedState<'speed'>;
export type StopState = SustainedState<'stop'>;
export type DoorState = SustainedState<'door'>;

export function initialSustainedState<T extends 'speed' | 'stop' | 'door' | 'geo'>(
  type: T,
): SustainedState<T> {
  return { type, lastTime: null, watch: idleSustained() };
}

/** Shared frame: ignore older readings, skip readings that say nothing, step the condition. */
export function sustainedRule<T extends 'speed' | 'stop' | 'door' | 'geo'>(
  type: T,
  state: SustainedState<T> | null,
  reading: TelemetryReading,
  step: (
    watch: Sustained,
    time: number,
    place: GeoPoint | null,
  ) => { state: Sustained; events: AlertEvent[] } | null,
): Evaluation<SustainedState<T>> {
  const prev = state ?? initialSustainedState(type);
  if (!isNewer(prev.lastTime, reading.time)) return { state: prev, events: [] };
  const result = step(prev.watch, reading.time, placeOf(reading));
  if (!result) return { state: { ...prev, lastTime: reading.time }, events: [] };
  return { state: { type, lastTime: reading.time, watch: result.state }, events: result.events };
}

const speedOf = (reading: TelemetryReading): number | null =>
  typeof reading.speedKmh === 'number' && Number.isFinite(reading.speedKmh) ? reading.speedKmh : null;

const minutesSince = (since: number, _range: unknown, time: number) => minutesOf(time - since);

/**
 * Overspeed: speed above the rule's limit for the rule's overspeed minutes (0: at once). Level measure:
 * the highest speed's excess over the limit, km/h. Ends at the first reading at or under the limit.
 */
export function evaluateSpeed(
  state: SpeedState | null,
  reading: TelemetryReading,
  rule: AlertRule,
  context: MonitorContext,
): Evaluation<SpeedState> {
  return sustainedRule('speed', state, reading, (watch, time, place) => {
    const speed = speedOf(reading);
    const limit = rule.speedLimitKmh;
    if (speed === null || limit === null) return null;
    return stepSustained(watch, {
      scope: scopeOf(context, rule),
      time,
      place,
      active: speed > limit,
      sample: speed,
      thresholdMs: (rule.overspeedMinutes ?? 0) * 60_000,
      measure: (_since, range) => new Decimal(range.max ?? speed).minus(limit).toNumber(),
      levels: rule.levels,
      values: { speedKmh: speed, limitKmh: limit },
    });
  });
}

/** Outside every stop's fence? Null without a fix. */
function outsideFences(place: GeoPoint | null, rule: AlertRule, context: MonitorContext): boolean | null {
  if (!place) return null;
  return stationAt(place, context.stations, rule.fenceDistanceM) === null;
}

const standing = (reading: TelemetryReading): boolean | null => {
  if (reading.ignition === false) return true;
  const speed = speedOf(reading);
  return speed === null ? null : speed < STOP_SPEED_KMH;
};

/**
 * Stop: standing (under STOP_SPEED_KMH, or ignition off) outside every stop's fence for longer than the
 * parking minutes: an unplanned stop puts the cold chain and the schedule at risk, a stop at a station
 * is work. Level measure: minutes standing. Ends when the vehicle moves.
 */
export function evaluateStop(
  state: StopState | null,
  reading: TelemetryReading,
  rule: AlertRule,
  context: MonitorContext,
): Evaluation<StopState> {
  return sustainedRule('stop', state, reading, (watch, time, place) => {
    const still = standing(reading);
    const outside = outsideFences(place, rule, context);
    if (still === null || rule.parkingMinutes === null) return null;
    // Moving ends a stop whatever the fix; a standing reading without a fix says nothing of where.
    if (still && outside === null) return null;
    return stepSustained(watch, {
      scope: scopeOf(context, rule),
      time,
      place,
      active: still && outside === true,
      sample: null,
      thresholdMs: rule.parkingMinutes * 60_000,
      measure: minutesSince,
      levels: rule.levels,
      values: { parkingMinutes: rule.parkingMinutes },
    });
  });
}

/**
 * Door: the door open outside every stop's fence for longer than the door minutes (opening away from
 * a station is a theft and temperature risk). Level measure: minutes open. Ends when the door closes or
 * the vehicle is inside a fence.
 */
export function evaluateDoor(
  state: DoorState | null,
  reading: TelemetryReading,
  rule: AlertRule,
  context: MonitorContext,
): Evaluation<DoorState> {
  return sustainedRule('door', state, reading, (watch, time, place) => {
    const open = reading.doorOpen;
    if (open === null || open === undefined || rule.doorOpenMinutes === null) return null;
    const outside = outsideFences(place, rule, context);
    if (open && outside === null) return null;
    return stepSustained(watch, {
      scope: scopeOf(context, rule),
      time,
      place,
      active: open && outside === true,
      sample: null,
      thresholdMs: rule.doorOpenMinutes * 60_000,
      measure: minutesSince,
      levels: rule.levels,
      values: { doorOpenMinutes: rule.doorOpenMinutes },
    });
  });
}

export type FatigueState = {
  type: 'tired';
  lastTime: number | null;
  lastPlace: GeoPoint | null;
  /** The last reading showed the vehicle moving (the time up to the next reading is driving). */
  moving: boolean;
  /** Driving time since the last full rest, ms. */
  drivingMs: number;
  /** When the current standstill began; null while moving. */
  stoppedSince: number | null;
  alert: OpenAlert | null;
};

export const initialFatigueState = (): FatigueState => ({
  type: 'tired',
  lastTime: null,
  lastPlace: null,
  moving: false,
  drivingMs: 0,
  stoppedSince: null,
  alert: null,
});

/**
 * Fatigue: driving time since the last full rest beyond the rule's continuous-driving limit, because
 * a tired driver is a safety risk. Driving time is time moving (the time up to the next reading belongs
 * to the earlier one); a standstill (under STOP_SPEED_KMH or ignition off) shorter than the rule's rest
 * (default 20 minutes) pauses it, one at least that long resets it and ends the alert at the moment the
 * rest began. A gap in readings at least as long as the rest counts as a rest: nothing shows driving
 * then. The alert is raised at the first reading past the limit. Level measure: minutes past the limit.
 */
export function evaluateFatigue(
  state: FatigueState | null,
  reading: TelemetryReading,
  rule: AlertRule,
  context: MonitorContext,
): Evaluation<FatigueState> {
  const prev = state ?? initialFatigueState();
  const t = reading.time;
  if (!isNewer(prev.lastTime, t)) return { state: prev, events: [] };
  const place = placeOf(reading) ?? prev.lastPlace;
  const limit = rule.fatigueDrivingMinutes;
  if (limit === null) return { state: { ...prev, lastTime: t, lastPlace: place }, events: [] };
  const restMs = (rule.fatigueRestMinutes ?? DEFAULT_FATIGUE_REST_MINUTES) * 60_000;
  const scope = scopeOf(context, rule);
  const events: AlertEvent[] = [];
  let { moving, drivingMs, stoppedSince, alert } = prev;

  if (prev.lastTime !== null && t - prev.lastTime >= restMs) {
    // Silence as long as a rest: the driving period ended with the last reading.
    if (alert) events.push(closedEvent(scope, alert, prev.lastTime, prev.lastPlace));
    alert = null;
    drivingMs = 0;
    stoppedSince = null;
    moving = false;
  } else if (moving && prev.lastTime !== null) {
    drivingMs += t - prev.lastTime;
  }

  const still = standing(reading);
  const movingNow = still === null ? moving : !still;
  if (!movingNow) stoppedSince = stoppedSince ?? t;
  // The standstill lasted until this reading (moving or not): long enough, it was a full rest.
  if (stoppedSince !== null && t - stoppedSince >= restMs) {
    if (alert) events.push(closedEvent(scope, alert, stoppedSince, place));
    alert = null;
    drivingMs = 0;
  }
  if (movingNow) stoppedSince = null;

  const limitMs = limit * 60_000;
  if (drivingMs > limitMs) {
    const measure = minutesOf(drivingMs - limitMs);
    const values = { drivingMinutes: minutesOf(drivingMs), limitMinutes: limit };
    if (alert) {
      const extended = extendAlert(scope, alert, t, null, measure, rule.levels, values);
      alert = extended.alert;
      if (extended.event) events.push(extended.event);
    } else {
      const level = levelFor(measure, rule.levels);
      if (level !== null) {
        alert = { startTime: t, startPlace: place, level, min: null, max: null };
        events.push(openedEvent(scope, alert, t, values));
      }
    }
  }
  return {
    state: {
      type: 'tired',
      lastTime: t,
      lastPlace: place,
      moving: movingNow,
      drivingMs,
      stoppedSince,
      alert,
    },
    events,
  };
}
