import { isNewer, scopeOf, stepSustained } from './alert-core';
import type { AlertRule } from './alert-rules';
import { distanceToRouteM, haversineMetres, placeOf, stationAt } from './geo';
import { type SustainedState, sustainedRule } from './motion';
import {
  type AlertEvent,
  type Evaluation,
  type FenceEvent,
  type MonitorContext,
  TEMPERATURE_WAYS,
  type TelemetryReading,
} from './types';

/**
 * Station fences and the planned route. A stop's electronic fence is a circle around the station
 * (radius: the station's fence distance, else the rule's, else 500 m), measured by haversine distance.
 * Readings of a vehicle are taken in time order; an older (or equally old) reading is ignored.
 */

export type ArriveLeaveState = {
  type: 'arriveLeave';
  lastTime: number | null;
  /** The stop whose fence the vehicle was last seen in; null when outside every fence. */
  stationId: string | null;
};

export const initialArriveLeaveState = (): ArriveLeaveState => ({
  type: 'arriveLeave',
  lastTime: null,
  stationId: null,
});

const temperaturesOf = (reading: TelemetryReading): (number | null)[] =>
  TEMPERATURE_WAYS.map((way) => {
    const v = reading.temperatures?.[way - 1];
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  });

/**
 * Arrive/leave: the first reading inside a stop's fence is the arrival, the first reading outside it
 * the departure; both events carry the time, the place and the reading's temperatures, from which the
 * server sets the stop's inside-fence flag, its actual arrival or departure and the handover
 * temperature. Moving straight from one fence into another leaves the first, then arrives at the
 * second. A vehicle first seen inside a fence arrives there at that reading (the earliest evidence).
 * Readings without a fix change nothing.
 */
export function evaluateArriveLeave(
  state: ArriveLeaveState | null,
  reading: TelemetryReading,
  rule: AlertRule,
  context: MonitorContext,
): Evaluation<ArriveLeaveState> {
  const prev = state ?? initialArriveLeaveState();
  const t = reading.time;
  if (!isNewer(prev.lastTime, t)) return { state: prev, events: [] };
  const place = placeOf(reading);
  if (!place) return { state: { ...prev, lastTime: t }, events: [] };
  const at = stationAt(place, context.stations, rule.fenceDistanceM);
  const stationId = at?.station.stationId ?? null;
  const events: AlertEvent[] = [];
  if (stationId !== prev.stationId) {
    const temperatures = temperaturesOf(reading);
    if (prev.stationId !== null) {
      const left = (context.stations ?? []).find((s) => s.stationId === prev.stationId);
      const leftEvent: FenceEvent = {
        ...scopeOf(context, rule, { stationId: prev.stationId }),
        kind: 'left',
        time: t,
        place,
        distanceM: left ? Math.round(haversineMetres(place, left)) : 0,
        temperatures,
      };
      events.push(leftEvent);
    }
    if (at && stationId !== null) {
      const arrived: FenceEvent = {
        ...scopeOf(context, rule, { stationId }),
        kind: 'arrived',
        time: t,
        place,
        distanceM: Math.round(at.distanceM),
        temperatures,
      };
      events.push(arrived);
    }
  }
  return { state: { type: 'arriveLeave', lastTime: t, stationId }, events };
}

export type GeoFenceState = SustainedState<'geo'>;

/**
 * Geo fence: the vehicle is farther than the rule's fence distance from the planned route (the straight
 * legs between its stops in sequence) and inside no stop's fence: it has left its corridor. Raised at
 * the first such reading, ended at the first reading back inside. Level measure: metres beyond the
 * corridor at the farthest point.
 */
export function evaluateGeoFence(
  state: GeoFenceState | null,
  reading: TelemetryReading,
  rule: AlertRule,
  context: MonitorContext,
): Evaluation<GeoFenceState> {
  return sustainedRule('geo', state, reading, (watch, time, place) => {
    const corridor = rule.fenceDistanceM;
    const stations = context.stations ?? [];
    if (!place || corridor === null || stations.length === 0) return null;
    const inFence = stationAt(place, stations, corridor) !== null;
    const distance = Math.round(distanceToRouteM(place, stations) ?? 0);
    return stepSustained(watch, {
      scope: scopeOf(context, rule),
      time,
      place,
      active: !inFence && distance > corridor,
      sample: distance,
      thresholdMs: 0,
      measure: (_since, range) => (range.max ?? distance) - corridor,
      levels: rule.levels,
      values: { distanceM: distance, fenceDistanceM: corridor },
    });
  });
}
