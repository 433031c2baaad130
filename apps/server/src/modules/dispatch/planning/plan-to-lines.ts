import {
  type DispatchOrder,
  ETD_AFTER_ETA_MINUTES,
  formatDispatchTime,
  returnTripFlags,
  type StopType,
  stopServiceMinutes,
  stopTypeOf,
  stopWindowFlags,
} from '@tms/domain';
import type { PlannedTrip } from '@tms/planner/model';
import type { StationData } from '../core/station-data';
import type { BuiltProblem } from './build-problem';

/**
 * One trip of the plan as a line of the line screen, in the handmadeSubmit line's field names (plus names
 * and window flags to show): the web drops it in as an ordinary line, and the submit takes it as it is.
 */
export type ProposedStop = {
  stationId: string;
  stationName: string | null;
  stationCode: string | null;
  sequence: number;
  type: StopType;
  eta: string;
  etd: string;
  isBckWare: 'Y' | 'N';
  backWareEta: string | null;
  backWareEtd: string | null;
  etaIsOutTimewindow: 'Y' | 'N';
  etdIsOutTimewindow: 'Y' | 'N';
  pinned: boolean;
};
export type ProposedLine = {
  uuid: null;
  vehicleMainModelId: string;
  vehicleModelName: string | null;
  routeDetailId: null;
  routeDetailName: null;
  transType: string;
  waybillIdList: string[];
  stopList: ProposedStop[];
  distanceKm: number;
  vehicleNo: number;
  tripNo: number;
};

type Visit = PlannedTrip['stops'][number] & { stationId: string };

/** An arrival outside the station's receiving windows (the submit's own flag). */
const outOfWindow = (eta: string, station: StationData | undefined) =>
  stopWindowFlags({
    eta,
    etd: null,
    timeWindows: station?.timeWindows ?? [],
    exTimeWindows: station?.exTimeWindows ?? [],
  }).etaIsOutTimewindow === 'Y';

/**
 * A line visits each station once, so the trip's visits are grouped by station: a pick-up-only station
 * where it is first visited, a delivery-only one where it is last visited (both keep every waybill picked
 * up before it is delivered), a station doing both where it is first visited. The times are walked again
 * over that order as the line screen times them: reached at the previous departure plus the drive (or when
 * the solver waited for the station's window), left after the station's service time for everything
 * handled there (domain stopServiceMinutes).
 */
export function tripToLine(input: {
  trip: PlannedTrip;
  built: BuiltProblem;
  planDate: string;
  orders: ReadonlyMap<string, DispatchOrder>;
  stations: ReadonlyMap<string, StationData>;
  modelName: string | null;
}): Omit<ProposedLine, 'vehicleNo' | 'tripNo'> {
  const { trip, built, orders, stations } = input;
  const midnight = Date.parse(`${input.planDate}T00:00:00Z`);
  const at = (minutes: number) => formatDispatchTime(midnight + Math.round(minutes) * 60_000);
  const visits: Visit[] = trip.stops.map((s) => ({
    ...s,
    stationId: built.stationIds[s.location] as string,
  }));
  const waybillIdList = [...new Set(visits.map((v) => v.jobId))];
  const lineOrders = waybillIdList.map((id) => orders.get(id) as DispatchOrder);
  const byStation = new Map<string, { visits: Visit[]; first: number; last: number }>();
  visits.forEach((v, i) => {
    const entry = byStation.get(v.stationId) ?? { visits: [], first: i, last: i };
    entry.visits.push(v);
    entry.last = i;
    byStation.set(v.stationId, entry);
  });
  const placed = [...byStation].map(([stationId, entry]) => {
    const type = stopTypeOf(stationId, lineOrders) as StopType;
    return { stationId, type, entry, position: type === 'D' ? entry.last : entry.first };
  });
  placed.sort((a, b) => a.position - b.position);

  const travel = (from: string, to: string) => {
    const n = built.travel.count;
    const a = built.stationIds.indexOf(from);
    const b = built.stationIds.indexOf(to);
    return { minutes: built.travel.minutes[a * n + b] ?? 0, km: built.travel.km[a * n + b] ?? 0 };
  };
  let clock = Number.NEGATIVE_INFINITY;
  let distanceKm = 0;
  const timed = placed.map((p, i) => {
    const prev = placed[i - 1];
    const firstVisit = p.entry.visits.reduce((a, b) => (b.serviceStart < a.serviceStart ? b : a));
    const station = stations.get(p.stationId);
    const service = stopServiceMinutes(
      { stationId: p.stationId, loadRules: station?.loadRules ?? [] },
      lineOrders,
    );
    // The line's start is the planner's. After it a stop is reached as the screen times it (the previous
    // departure plus the drive), which is never later than the solver's own timing (stop-service.ts);
    // where that would be before the window the solver served the stop in (it waited for the window to
    // open), the solver's time is kept and pinned, so the screen keeps it too. With a road engine's drive
    // times every stop is pinned, as the screen's straight-line estimate would differ.
    let eta = firstVisit.serviceStart;
    let pinned = true;
    if (prev) {
      const leg = travel(prev.stationId, p.stationId);
      distanceKm += leg.km;
      const walked = clock + leg.minutes;
      const early =
        firstVisit.serviceStart > walked &&
        (firstVisit.wait > 0 || outOfWindow(at(walked), station) || built.roadTimes);
      eta = early ? firstVisit.serviceStart : walked;
      pinned = early || built.roadTimes;
    }
    const etd = eta + service;
    clock = etd;
    return { ...p, eta, etd, pinned };
  });
  const first = timed[0];
  const last = timed[timed.length - 1];
  const flags = returnTripFlags(
    timed.map((p) => ({ stationId: p.stationId })),
    lineOrders,
  );
  const stopList = timed.map((p, i): ProposedStop => {
    const station = stations.get(p.stationId);
    const back = flags[i] === 'Y' && last ? last.etd + travel(last.stationId, p.stationId).minutes : null;
    const stop = {
      stationId: p.stationId,
      stationName: station?.stationName ?? null,
      stationCode: station?.stationCode ?? null,
      sequence: i + 1,
      type: p.type,
      eta: at(p.eta),
      etd: at(p.etd),
      isBckWare: flags[i] ?? 'N',
      backWareEta: back === null ? null : at(back),
      backWareEtd: back === null ? null : at(back + ETD_AFTER_ETA_MINUTES),
    };
    const windows = stopWindowFlags({
      eta: stop.eta,
      etd: stop.etd,
      timeWindows: station?.timeWindows ?? [],
      exTimeWindows: station?.exTimeWindows ?? [],
    });
    return { ...stop, ...windows, pinned: p.pinned };
  });
  if (first && last && first !== last) distanceKm += travel(last.stationId, first.stationId).km;
  return {
    uuid: null,
    vehicleMainModelId: trip.vehicleType,
    vehicleModelName: input.modelName,
    routeDetailId: null,
    routeDetailName: null,
    transType: '3',
    waybillIdList,
    stopList,
    distanceKm: Math.round(distanceKm * 10) / 10,
  };
}

type Visits = PlannedTrip['stops'];

/** Where the vehicle is last empty among these visits (the count of visits up to it), 0 when never. */
function lastEmptyEnd(stops: Visits): number {
  const onBoard = new Set<string>();
  let end = 0;
  stops.forEach((stop, i) => {
    if (stop.kind === 'pickup') onBoard.add(stop.jobId);
    else onBoard.delete(stop.jobId);
    if (onBoard.size === 0) end = i + 1;
  });
  return end;
}

/**
 * The trip cut into consecutive lines of the same vehicle: a line visits each station once, so when the
 * trip comes back to a station it already visited, the trip is cut at the last point before it where the
 * vehicle was empty (what was loaded before is all delivered). Merging such visits into one stop may load
 * more than the vehicle holds; each piece carries only what the solver loaded on it. A return with goods
 * on board all the way stays one line.
 */
export function splitAtEmptyReturns(
  trip: PlannedTrip,
  stationOf: (location: number) => string,
): PlannedTrip[] {
  const pieces: Visits[] = [];
  let current: Visits = [];
  for (const stop of trip.stops) {
    const station = stationOf(stop.location);
    const cut = lastEmptyEnd(current);
    if (cut > 0 && current.some((s) => stationOf(s.location) === station)) {
      pieces.push(current.slice(0, cut));
      current = current.slice(cut);
    }
    current.push(stop);
  }
  if (current.length > 0) pieces.push(current);
  return pieces.map((stops) => ({ ...trip, stops }));
}
