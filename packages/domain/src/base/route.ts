import Decimal from 'decimal.js';
import type { MessageKey } from '../messages';

/**
 * Rules of standard routes and fixed route groups, shared by the server
 * and the web forms. Each check answers the first problem as a message key with its parameters (the
 * keys live in messages/base-route.ts), or null when the input is fine.
 */
export type RouteProblem = { key: MessageKey; params?: Record<string, unknown> };

/** Times of day on a fixed route: 'HH:mm', 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Weekday codes 1 (Monday) to 7 (Sunday). */
export const WEEKDAY_CODES = [1, 2, 3, 4, 5, 6, 7] as const;

/** "Departure and destination site cannot be empty or the same": origin and destination zones. */
export function checkRouteEnds(input: {
  originZoneId?: string | null;
  destZoneId?: string | null;
}): RouteProblem | null {
  const origin = input.originZoneId?.trim();
  const dest = input.destZoneId?.trim();
  if (!origin || !dest) return { key: 'base.route.endsRequired' };
  if (origin === dest) return { key: 'base.route.endsSame' };
  return null;
}

/**
 * Mileage, cost and prescription hours: a plain non-negative decimal with at most `scale` decimals and
 * `precision` digits in all (the column's numeric(p, s); every route column has scale 2, as the
 * message says). Empty is allowed (the field is optional).
 */
export function checkNonNegativeDecimal(
  value: string | number | null | undefined,
  field: string,
  { precision, scale }: { precision: number; scale: number },
): RouteProblem | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return /^-\d/.test(text)
      ? { key: 'base.route.negative', params: { field } }
      : { key: 'base.route.invalidDecimal', params: { field } };
  }
  const number = new Decimal(text);
  if (number.decimalPlaces() > scale || number.trunc().toFixed().length > precision - scale) {
    return { key: 'base.route.decimalTooLong', params: { field } };
  }
  return null;
}

/** Route group weekdays: codes 1-7 (Sunday 7), each at most once. */
export function checkWeekdays(codes: readonly number[]): RouteProblem | null {
  for (const code of codes) {
    if (!Number.isInteger(code) || code < 1 || code > 7) {
      return { key: 'base.routeGroup.weekdayInvalid', params: { value: code } };
    }
  }
  const seen = new Set<number>();
  for (const code of codes) {
    if (seen.has(code)) return { key: 'base.routeGroup.weekdayRepeated', params: { value: code } };
    seen.add(code);
  }
  return null;
}

export type StopInput = {
  stationId: string;
  /** For messages: the station's code or name when known, else its id. */
  stationLabel?: string | undefined;
  arrivalTime?: string | null | undefined;
  leaveTime?: string | null | undefined;
};

export type StopSequenceCheck = {
  /** A refusal (adjacent duplicates, bad or inverted times); null when the sequence may be saved. */
  problem: RouteProblem | null;
  /**
   * Stations that appear more than once but never next to each other (a loop back through a hub):
   * allowed only after the user confirms. Each listed once, in order of first appearance.
   */
  repeated: string[];
};

const labelOf = (stop: StopInput) => stop.stationLabel || stop.stationId;

/**
 * The stop sequence of a route group detail, in order:
 * - two identical adjacent stations are refused;
 * - times are 'HH:mm'; at a stop the arrival is not after the leave; a stop's leave is not after the
 *   next stop's arrival (times compare within one day: a fixed route does not cross midnight);
 * - the same station twice but not adjacent is returned in `repeated` for confirmation.
 */
export function checkStopSequence(stops: readonly StopInput[]): StopSequenceCheck {
  const problem = firstStopProblem(stops);
  const counts = new Map<string, number>();
  for (const stop of stops) counts.set(stop.stationId, (counts.get(stop.stationId) ?? 0) + 1);
  const repeated: string[] = [];
  for (const stop of stops) {
    if ((counts.get(stop.stationId) ?? 0) > 1 && !repeated.includes(stop.stationId)) {
      repeated.push(stop.stationId);
    }
  }
  return { problem, repeated };
}

function firstStopProblem(stops: readonly StopInput[]): RouteProblem | null {
  for (let i = 0; i < stops.length; i += 1) {
    const stop = stops[i] as StopInput;
    const sequence = i + 1;
    if (!stop.stationId) return { key: 'base.routeGroup.stopStationRequired', params: { sequence } };
    const previous = stops[i - 1];
    if (previous && previous.stationId === stop.stationId) {
      return { key: 'base.routeGroup.adjacentSameStation', params: { sequence, station: labelOf(stop) } };
    }
    for (const time of [stop.arrivalTime, stop.leaveTime]) {
      if (time && !TIME_OF_DAY_PATTERN.test(time)) {
        return { key: 'base.routeGroup.invalidTime', params: { value: time } };
      }
    }
  }
  for (let i = 0; i < stops.length; i += 1) {
    const stop = stops[i] as StopInput;
    const sequence = i + 1;
    if (stop.arrivalTime && stop.leaveTime && stop.arrivalTime > stop.leaveTime) {
      return {
        key: 'base.routeGroup.arrivalAfterLeave',
        params: { sequence, station: labelOf(stop), arrival: stop.arrivalTime, leave: stop.leaveTime },
      };
    }
    const next = stops[i + 1];
    if (next && stop.leaveTime && next.arrivalTime && stop.leaveTime > next.arrivalTime) {
      return {
        key: 'base.routeGroup.leaveAfterNextArrival',
        params: { sequence, station: labelOf(stop), leave: stop.leaveTime, arrival: next.arrivalTime },
      };
    }
  }
  return null;
}

/** Load time and departure time of a detail: 'HH:mm' each, and loading ends no later than departure. */
export function checkLoadAndDeparture(input: {
  loadTime?: string | null;
  departureTime?: string | null;
}): RouteProblem | null {
  for (const time of [input.loadTime, input.departureTime]) {
    if (time && !TIME_OF_DAY_PATTERN.test(time)) {
      return { key: 'base.routeGroup.invalidTime', params: { value: time } };
    }
  }
  if (input.loadTime && input.departureTime && input.loadTime > input.departureTime) {
    return {
      key: 'base.routeGroup.loadAfterDeparture',
      params: { load: input.loadTime, departure: input.departureTime },
    };
  }
  return null;
}

/** The name the dispatch screens show for a detail: "<group name> <delivery batch>". */
export function routeDetailName(groupName: string, deliveryBatch: string | null | undefined): string {
  const batch = deliveryBatch?.trim();
  return batch ? `${groupName} ${batch}` : groupName;
}
