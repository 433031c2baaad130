import Decimal from 'decimal.js';
import { closedEvent, extendAlert, isNewer, type OpenAlert, openedEvent, scopeOf, widen } from './alert-core';
import { type AlertRule, levelFor, type TemperatureZone } from './alert-rules';
import { placeOf, stationAt } from './geo';
import {
  type AlertEvent,
  type Evaluation,
  type GeoPoint,
  type MonitorContext,
  TEMPERATURE_WAYS,
  type TelemetryReading,
  type TemperatureBand,
  type TemperatureWay,
} from './types';

/**
 * Temperature per compartment. Each way (probe 1 to 4) is watched against its allowed range: the
 * tighter of the rule's zone for that way and the band of the goods loaded there. A reading outside
 * the range starts an excursion (too hot or too cold); it becomes an alert once it has lasted the
 * over-temperature duration, the warehouse one while the vehicle is at a warehouse station and the
 * other-routes one elsewhere, because loading at a warehouse legitimately takes a compartment out of
 * range for a while. Counting is consecutive (one unbroken excursion) or cumulative (all time out of
 * range since the last alert closed), as the rule says. While the door is open, and for the rule's
 * grace minutes after it closes, out-of-range readings do not count (loading and unloading), so they
 * neither start nor carry an excursion; an alert already open stays open. The first reading back in
 * range closes the alert with the extremes seen and the minutes it lasted.
 *
 * Time between readings belongs to the earlier reading: an excursion lasts from its first reading out
 * of range to its first reading back in range. Readings older than (or as old as) the last one taken
 * are ignored: a vehicle's readings are evaluated in time order.
 */

export type TemperatureWayState = {
  /** When the current excursion began (first counted reading out of range); null when none. */
  since: number | null;
  place: GeoPoint | null;
  /** Extremes since `since`, °C. */
  min: number | null;
  max: number | null;
  /** The last reading was out of range and counted: the time up to the next reading counts too. */
  counted: boolean;
  /** Cumulative counting: time out of range counted since the last alert closed, ms. */
  cumulativeMs: number;
  alert: OpenAlert | null;
};

export type TemperatureState = {
  type: 'temp';
  lastTime: number | null;
  doorOpen: boolean;
  /** When the door last closed (the grace runs from it). */
  doorClosedAt: number | null;
  /** Only ways that are watched or have something going on. */
  ways: Partial<Record<TemperatureWay, TemperatureWayState>>;
};

export const initialTemperatureState = (): TemperatureState => ({
  type: 'temp',
  lastTime: null,
  doorOpen: false,
  doorClosedAt: null,
  ways: {},
});

const idleWay = (cumulativeMs = 0): TemperatureWayState => ({
  since: null,
  place: null,
  min: null,
  max: null,
  counted: false,
  cumulativeMs,
  alert: null,
});

const tighterMin = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const tighterMax = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * The range a way is held to, or null when it is not watched. The rule's zone and the goods' band
 * combine to the tighter of the two; without a zone the goods' band alone applies, without goods
 * information the zone alone; goods known to be absent (null) leave the way unwatched. Should the two
 * not overlap at all (a rule at odds with the load), the goods' band wins: the goods are what is at risk.
 */
export function allowedBand(
  zones: readonly TemperatureZone[],
  way: TemperatureWay,
  goodsBands: MonitorContext['goodsBands'],
): TemperatureBand | null {
  const zone = zones.find((z) => z.way === way) ?? null;
  const known = goodsBands !== null && goodsBands !== undefined && Object.hasOwn(goodsBands, way);
  const goods = known ? (goodsBands[way] ?? null) : undefined;
  if (goods === null) return null;
  if (goods === undefined) return zone ? { min: zone.min, max: zone.max } : null;
  if (!zone) return { min: goods.min, max: goods.max };
  const min = tighterMin(zone.min, goods.min);
  const max = tighterMax(zone.max, goods.max);
  if (min !== null && max !== null && min > max) return { min: goods.min, max: goods.max };
  return { min, max };
}

/** How far a temperature is outside a range, °C (0 inside), exact to the readings' decimals. */
export function degreesOutside(value: number, band: TemperatureBand): number {
  if (band.max !== null && value > band.max) return new Decimal(value).minus(band.max).toNumber();
  if (band.min !== null && value < band.min) return new Decimal(band.min).minus(value).toNumber();
  return 0;
}

/** Whether the vehicle is at a warehouse: the context says so, or the reading is in a warehouse fence. */
export function isAtWarehouse(
  reading: TelemetryReading,
  context: MonitorContext,
  ruleFenceM: number | null,
): boolean {
  if (context.atWarehouse !== null && context.atWarehouse !== undefined) return context.atWarehouse;
  const place = placeOf(reading);
  if (!place) return false;
  return stationAt(place, context.stations, ruleFenceM)?.station.warehouse === true;
}

/** The reading's temperature on a way, or null when the probe sent nothing usable. */
export function wayTemperature(reading: TelemetryReading, way: TemperatureWay): number | null {
  const value = reading.temperatures?.[way - 1];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function evaluateTemperature(
  state: TemperatureState | null,
  reading: TelemetryReading,
  rule: AlertRule,
  context: MonitorContext,
): Evaluation<TemperatureState> {
  const prev = state ?? initialTemperatureState();
  const t = reading.time;
  if (!isNewer(prev.lastTime, t)) return { state: prev, events: [] };
  const place = placeOf(reading);

  // Door: a reading without a door flag leaves it as it was.
  let doorOpen = prev.doorOpen;
  let doorClosedAt = prev.doorClosedAt;
  if (reading.doorOpen === true) doorOpen = true;
  else if (reading.doorOpen === false) {
    if (prev.doorOpen) doorClosedAt = t;
    doorOpen = false;
  }
  const graceMs = (rule.doorGraceMinutes ?? 0) * 60_000;
  const grace = doorOpen || (doorClosedAt !== null && t - doorClosedAt < graceMs);

  const atWarehouse = isAtWarehouse(reading, context, rule.fenceDistanceM);
  const thresholdMinutes = (atWarehouse ? rule.overTempMinutesWarehouse : rule.overTempMinutesRoute) ?? 0;
  const cumulative = rule.overTempCounting === 'cumulative';

  const ways: Partial<Record<TemperatureWay, TemperatureWayState>> = {};
  const events: AlertEvent[] = [];
  for (const way of TEMPERATURE_WAYS) {
    const ws = prev.ways[way] ?? null;
    const band = allowedBand(rule.zones, way, context.goodsBands);
    const scope = scopeOf(context, rule, { way });
    if (!band) {
      // No longer watched (goods unloaded, zone removed): an open alert ends here.
      if (ws?.alert) events.push(closedEvent(scope, ws.alert, t, place));
      continue;
    }
    const value = wayTemperature(reading, way);
    const current = ws ?? idleWay();
    const heldMs = current.counted && prev.lastTime !== null ? t - prev.lastTime : 0;
    const cumulativeMs = cumulative ? current.cumulativeMs + heldMs : 0;
    if (value === null) {
      // Nothing measured: the way carries on as it was (its last status holds until the next value).
      if (ws) ways[way] = { ...ws, cumulativeMs };
      continue;
    }
    const outside = degreesOutside(value, band);
    const direction = band.max !== null && value > band.max ? 'hot' : 'cold';
    const values = {
      way,
      temperature: value,
      bandMin: band.min,
      bandMax: band.max,
      direction,
      site: atWarehouse ? 'warehouse' : 'road',
      thresholdMinutes,
    };

    if (current.alert) {
      if (outside > 0) {
        const range = widen(current, value);
        const measure = Math.max(
          degreesOutside(range.min ?? value, band),
          degreesOutside(range.max ?? value, band),
        );
        const { alert, event } = extendAlert(scope, current.alert, t, value, measure, rule.levels, values);
        if (event) events.push(event);
        ways[way] = { ...current, ...range, counted: true, cumulativeMs, alert };
      } else {
        events.push(closedEvent(scope, current.alert, t, place));
        ways[way] = idleWay();
      }
      continue;
    }

    if (outside > 0 && !grace) {
      const since = current.since ?? t;
      const startPlace = current.since === null ? place : current.place;
      const range = widen(current, value);
      const elapsed = cumulative ? cumulativeMs : t - since;
      const measure = Math.max(
        degreesOutside(range.min ?? value, band),
        degreesOutside(range.max ?? value, band),
      );
      const level = elapsed >= thresholdMinutes * 60_000 ? levelFor(measure, rule.levels) : null;
      const alert: OpenAlert | null =
        level === null ? null : { startTime: since, startPlace, level, min: range.min, max: range.max };
      if (alert) events.push(openedEvent(scope, alert, t, values));
      ways[way] = { since, place: startPlace, ...range, counted: true, cumulativeMs, alert };
    } else {
      // In range, or out of range during the door grace: no excursion runs (cumulative time is kept).
      ways[way] = idleWay(cumulativeMs);
    }
  }
  return { state: { type: 'temp', lastTime: t, doorOpen, doorClosedAt, ways }, events };
}
