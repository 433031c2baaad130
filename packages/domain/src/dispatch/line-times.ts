import Decimal from 'decimal.js';
import { DEFAULT_ETA_SPEED_KMH, DEFAULT_ROAD_FACTOR } from '../monitoring/eta';
import { haversineMetres } from '../monitoring/geo';
import { formatDispatchTime, parseDispatchTime } from '../time/clock';
import { ETD_AFTER_ETA_MINUTES, stopServiceMinutes } from './times';
import type { DispatchOrder, DispatchStop } from './types';

/**
 * Planned times of a line, so the dispatcher does not type every stop's date and time:
 *  - the first stop leaves at the line's start (the earliest ETD of the waybills picked up there, else of
 *    any waybill on the line) and arrives its service time earlier;
 *  - every next stop arrives at the previous departure plus the drive between them (straight distance x
 *    road factor at the default speed: the estimate the ETA exceptions use, monitoring/eta.ts) and leaves
 *    after its service time (the station's load rules, times.ts stopServiceMinutes);
 *  - a return-trip stop is reached again after the last departure plus the drive back, and left
 *    ETD_AFTER_ETA_MINUTES later;
 *  - a stop the dispatcher pinned keeps its times, and the stops after it follow from its departure.
 * Where a drive cannot be estimated (a station without position) or no start is known, the stop keeps
 * what it has, and the stops after it follow from that.
 */

export type StopTimeField = 'eta' | 'etd' | 'backWareEta' | 'backWareEtd';

/** The stops with their planned times, and the indexes of the stops whose times changed. */
export type PlannedTimes = { stops: DispatchStop[]; moved: number[] };

const MINUTE_MS = 60_000;

const coordinate = (value: DispatchStop['latitude']): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Drive minutes between two stops (rounded up to the minute); null when either has no position. */
export function driveMinutes(
  from: Pick<DispatchStop, 'latitude' | 'longitude'>,
  to: Pick<DispatchStop, 'latitude' | 'longitude'>,
  options: { speedKmh?: number; roadFactor?: number } = {},
): number | null {
  const a = { lat: coordinate(from.latitude), lon: coordinate(from.longitude) };
  const b = { lat: coordinate(to.latitude), lon: coordinate(to.longitude) };
  if (a.lat === null || a.lon === null || b.lat === null || b.lon === null) return null;
  const km = new Decimal(haversineMetres({ lat: a.lat, lon: a.lon }, { lat: b.lat, lon: b.lon })).div(1000);
  const road = km.times(options.roadFactor ?? DEFAULT_ROAD_FACTOR);
  return road
    .div(options.speedKmh ?? DEFAULT_ETA_SPEED_KMH)
    .times(60)
    .ceil()
    .toNumber();
}

/** The line's start: the earliest ETD of the waybills picked up at the first stop, else of any waybill. */
export function lineStartTime(
  stops: readonly DispatchStop[],
  orders: readonly DispatchOrder[],
): string | null {
  const earliest = (list: readonly DispatchOrder[]) => {
    let best: number | null = null;
    for (const o of list) {
      const at = parseDispatchTime(o.etd);
      if (at !== null && (best === null || at < best)) best = at;
    }
    return best;
  };
  const first = stops[0];
  const start =
    (first ? earliest(orders.filter((o) => o.shipFromId === first.stationId)) : null) ?? earliest(orders);
  return start === null ? null : formatDispatchTime(start);
}

const timesOf = (s: DispatchStop) => [s.eta, s.etd, s.backWareEta, s.backWareEtd].map((v) => v ?? null);
const sameTimes = (a: DispatchStop, b: DispatchStop) => {
  const x = timesOf(a);
  const y = timesOf(b);
  return x.every((v, i) => v === y[i]);
};

/** Fills the times of every stop not pinned (see the rule above). */
export function planLineTimes(input: {
  stops: readonly DispatchStop[];
  orders: readonly DispatchOrder[];
}): PlannedTimes {
  const { stops, orders } = input;
  const start = parseDispatchTime(lineStartTime(stops, orders));
  let clock: number | null = null;
  const planned = stops.map((stop, i): DispatchStop => {
    const keep = () => {
      clock = parseDispatchTime(stop.etd) ?? parseDispatchTime(stop.eta);
      return stop;
    };
    if (stop.pinned) return keep();
    const service = stopServiceMinutes(stop, orders) * MINUTE_MS;
    let eta: number;
    let etd: number;
    if (i === 0) {
      if (start === null) return keep();
      etd = start;
      eta = start - service;
    } else {
      const drive = driveMinutes(stops[i - 1] as DispatchStop, stop);
      if (clock === null || drive === null) return keep();
      eta = clock + drive * MINUTE_MS;
      etd = eta + service;
    }
    clock = etd;
    return { ...stop, eta: formatDispatchTime(eta), etd: formatDispatchTime(etd) };
  });
  const last = planned[planned.length - 1];
  const end = last ? (parseDispatchTime(last.etd) ?? parseDispatchTime(last.eta)) : null;
  const withReturns = planned.map((stop) => {
    if (stop.isBckWare !== 'Y' || stop.pinnedBack || end === null || !last) return stop;
    const drive = last.stationId === stop.stationId ? 0 : driveMinutes(last, stop);
    if (drive === null) return stop;
    const back = end + drive * MINUTE_MS;
    return {
      ...stop,
      backWareEta: formatDispatchTime(back),
      backWareEtd: formatDispatchTime(back + ETD_AFTER_ETA_MINUTES * MINUTE_MS),
    };
  });
  const moved = withReturns.flatMap((s, i) => (sameTimes(s, stops[i] as DispatchStop) ? [] : [i]));
  return { stops: withReturns, moved };
}

/**
 * The dispatcher sets one time of a stop: the stop is pinned (a return-trip time pins the return trip),
 * a new ETA takes its ETD along (ETA + ETD_AFTER_ETA_MINUTES, the screen's rule), and the stops after it
 * are planned again. Clearing ETA or ETD hands the stop back to the plan. `moved` names the later stops
 * whose arrival or departure changed.
 */
export function editStopTime(input: {
  stops: readonly DispatchStop[];
  orders: readonly DispatchOrder[];
  index: number;
  field: StopTimeField;
  value: string | null;
}): PlannedTimes {
  const { index, field, value } = input;
  const stops = input.stops.map((stop, i): DispatchStop => {
    if (i !== index) return stop;
    if (field === 'backWareEta' || field === 'backWareEtd')
      return { ...stop, [field]: value, pinnedBack: value !== null };
    if (value === null) return { ...stop, [field]: null, pinned: false };
    if (field === 'eta') {
      const etd = parseDispatchTime(value);
      return {
        ...stop,
        eta: value,
        etd: etd === null ? stop.etd : formatDispatchTime(etd + ETD_AFTER_ETA_MINUTES * MINUTE_MS),
        pinned: true,
      };
    }
    return { ...stop, etd: value, pinned: true };
  });
  const plan = planLineTimes({ stops, orders: input.orders });
  return { stops: plan.stops, moved: movedAfter(input.stops, plan.stops, index) };
}

/** Pins a stop (its times stay) or hands it back to the plan. */
export function pinStop(input: {
  stops: readonly DispatchStop[];
  orders: readonly DispatchOrder[];
  index: number;
  pinned: boolean;
}): PlannedTimes {
  const stops = input.stops.map((s, i) => (i === input.index ? { ...s, pinned: input.pinned } : s));
  const plan = planLineTimes({ stops, orders: input.orders });
  return { stops: plan.stops, moved: movedAfter(input.stops, plan.stops, input.index) };
}

/**
 * Every time of the line (pinned or not, return trips too) moved by `minutes` (negative: earlier). The
 * first stop is pinned, so the start the dispatcher chose is not taken back by the next planning.
 */
export function shiftLineTimes(stops: readonly DispatchStop[], minutes: number): PlannedTimes {
  const shift = (v: string | null | undefined) => {
    const at = parseDispatchTime(v);
    return at === null ? (v ?? null) : formatDispatchTime(at + minutes * MINUTE_MS);
  };
  const shifted = stops.map((s, i) => ({
    ...s,
    eta: shift(s.eta),
    etd: shift(s.etd),
    backWareEta: shift(s.backWareEta),
    backWareEtd: shift(s.backWareEtd),
    pinned: i === 0 ? true : s.pinned,
  }));
  const moved = shifted.flatMap((s, i) => (sameTimes(s, stops[i] as DispatchStop) ? [] : [i]));
  return { stops: shifted, moved };
}

/** Later stops (after `index`) whose arrival or departure changed. */
function movedAfter(
  before: readonly DispatchStop[],
  after: readonly DispatchStop[],
  index: number,
): number[] {
  return after.flatMap((s, i) => {
    const b = before[i];
    if (i <= index || !b || b.stationId !== s.stationId) return [];
    return s.eta === b.eta && s.etd === b.etd ? [] : [i];
  });
}
