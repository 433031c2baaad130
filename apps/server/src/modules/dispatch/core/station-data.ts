import type { DispatchStop } from '@tms/domain';
import { asc, inArray, or } from 'drizzle-orm';
import {
  stationExTimeWindows,
  stationLoadRules,
  stationMutexes,
  stations,
  stationTimeWindows,
} from '../../../db/schema';
import { allQueries, type DbOrTx } from '../../../platform/db';

/**
 * Stations as the line rules need them (windows, load rules, stop defaults, mutually exclusive partners),
 * loaded in four queries whatever the number of stations.
 */
export type StationData = {
  stationId: string;
  stationCode: string;
  stationName: string;
  city: string | null;
  address: string | null;
  /** Degrees; the line screen plans the drive between stops from them. */
  latitude: string | null;
  longitude: string | null;
  timeWindows: { weekday: string | null; weekdayCode: number; startTime: string; endTime: string }[];
  exTimeWindows: {
    weekdayCode: number | null;
    startDay: string;
    endDay: string;
    startTime: string;
    endTime: string;
  }[];
  loadRules: {
    deliverProperty: number;
    loadEfficiency: string;
    cargoEfficiency: string;
    fixedLoadTime: number;
    fixedCargoTime: number;
    fixedHandTime: number;
  }[];
  transMode: string | null;
  billingMethod: string | null;
  handoverMethod: string | null;
  allocationFactor: string | null;
  mutexIds: string[];
};

const group = <T extends { stationId: string }>(rows: T[]) => {
  const map = new Map<string, Omit<T, 'stationId'>[]>();
  for (const { stationId, ...rest } of rows) {
    const list = map.get(stationId) ?? [];
    list.push(rest);
    map.set(stationId, list);
  }
  return map;
};

export async function loadStations(db: DbOrTx, ids: string[]): Promise<Map<string, StationData>> {
  const out = new Map<string, StationData>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const [rows, windows, extra, rules, mutexes] = await allQueries(db, [
    db
      .select({
        stationId: stations.uuid,
        stationCode: stations.code,
        stationName: stations.name,
        city: stations.city,
        address: stations.address,
        latitude: stations.latitude,
        longitude: stations.longitude,
        transMode: stations.transMode,
        billingMethod: stations.billingMethod,
        handoverMethod: stations.handoverMethod,
        allocationFactor: stations.allocationFactor,
      })
      .from(stations)
      .where(inArray(stations.uuid, unique)),
    db
      .select({
        stationId: stationTimeWindows.stationId,
        weekday: stationTimeWindows.weekday,
        weekdayCode: stationTimeWindows.weekdayCode,
        startTime: stationTimeWindows.startTime,
        endTime: stationTimeWindows.endTime,
      })
      .from(stationTimeWindows)
      .where(inArray(stationTimeWindows.stationId, unique))
      .orderBy(asc(stationTimeWindows.weekdayCode)),
    db
      .select({
        stationId: stationExTimeWindows.stationId,
        weekdayCode: stationExTimeWindows.weekdayCode,
        startDay: stationExTimeWindows.startDay,
        endDay: stationExTimeWindows.endDay,
        startTime: stationExTimeWindows.startTime,
        endTime: stationExTimeWindows.endTime,
      })
      .from(stationExTimeWindows)
      .where(inArray(stationExTimeWindows.stationId, unique))
      .orderBy(asc(stationExTimeWindows.id)),
    db
      .select({
        stationId: stationLoadRules.stationId,
        deliverProperty: stationLoadRules.deliverProperty,
        loadEfficiency: stationLoadRules.loadEfficiency,
        cargoEfficiency: stationLoadRules.cargoEfficiency,
        fixedLoadTime: stationLoadRules.fixedLoadTime,
        fixedCargoTime: stationLoadRules.fixedCargoTime,
        fixedHandTime: stationLoadRules.fixedHandTime,
      })
      .from(stationLoadRules)
      .where(inArray(stationLoadRules.stationId, unique))
      .orderBy(asc(stationLoadRules.deliverProperty)),
    db
      .select({ a: stationMutexes.stationId, b: stationMutexes.otherStationId })
      .from(stationMutexes)
      .where(or(inArray(stationMutexes.stationId, unique), inArray(stationMutexes.otherStationId, unique))),
  ]);
  const w = group(windows);
  const x = group(extra);
  const r = group(rules);
  for (const row of rows) {
    out.set(row.stationId, {
      ...row,
      timeWindows: w.get(row.stationId) ?? [],
      exTimeWindows: x.get(row.stationId) ?? [],
      loadRules: r.get(row.stationId) ?? [],
      mutexIds: mutexes.flatMap((m) => (m.a === row.stationId ? [m.b] : m.b === row.stationId ? [m.a] : [])),
    });
  }
  return out;
}

/** Mutually exclusive pairs among the given stations (for checkStationMutex). */
export function mutexPairsOf(data: Map<string, StationData>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const station of data.values()) {
    for (const other of station.mutexIds)
      if (station.stationId < other) pairs.push([station.stationId, other]);
  }
  return pairs;
}

/** The station's part of a DispatchStop: names, windows and load rules. */
export function stopStationFields(station: StationData | undefined): Partial<DispatchStop> {
  if (!station) return {};
  return {
    stationName: station.stationName,
    stationCode: station.stationCode,
    timeWindows: station.timeWindows,
    exTimeWindows: station.exTimeWindows,
    loadRules: station.loadRules,
    latitude: station.latitude,
    longitude: station.longitude,
  };
}
