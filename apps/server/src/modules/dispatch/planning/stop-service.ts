import { cargoTotals, type DispatchOrder, stationLoadTime } from '@tms/domain';
import type { StationData } from '../core/station-data';
import type { TravelMatrix } from './travel';

/**
 * Service times for the solver, from the station's load rule for everything handled at a stop (fixed hand
 * time + efficiency x cases, weight or volume, rounded up; 30 minutes when no rule applies), the way the
 * line screen times a stop (domain stopServiceMinutes: loading plus unloading at a stop that does both).
 * The solver times each waybill on its own, so the time is split: the part that grows with a waybill's
 * goods is the waybill's service, and the fixed part is the stop's, charged once on the drive leaving the
 * station. The split is never shorter than the screen's merged time: the stop's part holds the fixed time
 * of loading and of unloading when the station does both, and the minute the rounding up may add. So a
 * stop the solver reaches in time is reached in time on the screen as well.
 */

type Rules = readonly StationData['loadRules'][number][];

/** A waybill's share of a station's load rule: the stop's fixed part and the waybill's own minutes. */
export function splitService(
  rules: Rules,
  order: DispatchOrder,
  mode: 'load' | 'unload',
): { fixed: number; perWaybill: number } {
  const time = stationLoadTime({ rules, totals: cargoTotals([order]), mode });
  if (!time.rule) return { fixed: time.minutes, perWaybill: 0 };
  const fixed = Number(time.rule.fixedHandTime) || 0;
  // The rule's minutes are rounded up over the whole stop: at most one minute more than the exact sum.
  return { fixed: fixed + 1, perWaybill: Math.max(0, Number(time.exactMinutes) - fixed) };
}

/** The fixed part of each station's stop: the longest fixed loading part plus the longest unloading one. */
export function stopFixedMinutes(
  orders: readonly DispatchOrder[],
  location: ReadonlyMap<string, number>,
  serviceOf: (o: DispatchOrder, stationId: string, mode: 'load' | 'unload') => { fixed: number },
): Float64Array {
  const loading = new Float64Array(location.size);
  const unloading = new Float64Array(location.size);
  for (const o of orders) {
    const from = location.get(o.shipFromId) as number;
    const to = location.get(o.shipToId) as number;
    loading[from] = Math.max(loading[from] ?? 0, serviceOf(o, o.shipFromId, 'load').fixed);
    unloading[to] = Math.max(unloading[to] ?? 0, serviceOf(o, o.shipToId, 'unload').fixed);
  }
  return loading.map((load, i) => load + (unloading[i] ?? 0));
}

/** Drive minutes plus the fixed stop time of the station left (not between visits of one station). */
export function withStopTime(travel: TravelMatrix, stopFixed: Float64Array): Float64Array {
  const n = travel.count;
  const out = new Float64Array(travel.minutes);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) if (a !== b) out[a * n + b] = (out[a * n + b] ?? 0) + (stopFixed[a] ?? 0);
  }
  return out;
}
