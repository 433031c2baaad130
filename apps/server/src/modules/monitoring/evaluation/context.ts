import {
  goodsBandsOf,
  isWithinStationWindow,
  type MonitorContext,
  type MonitorStation,
  type StationExTimeWindow,
  type StationTimeWindow,
} from '@tms/domain';
import type { DbOrTx } from '../../../platform/db';
import * as repo from './repository';
import { type RuleInForce, rulesForShipment } from './rules-in-force';
import { instantOf } from './wall-clock';

/** The station type of a warehouse (station_type dictionary): loading there may take a while. */
const WAREHOUSE_STATION_TYPE = '2';

export type StopInfo = {
  id: number;
  stationId: string;
  stationName: string | null;
  sequence: number;
  lat: number | null;
  lon: number | null;
  serviceMinutes: number | null;
  /** Planned arrival and the end of the receiving window it falls in, as instants. */
  plannedEta: number | null;
  windowEnd: number | null;
  arrived: boolean;
  departed: boolean;
};

/** Everything the evaluation needs of one shipment, read once per call. */
export type ShipmentContext = {
  head: repo.ShipmentHead;
  stops: StopInfo[];
  monitor: MonitorContext;
  rules: RuleInForce[];
};

const pad = (time: string) => (time.length === 5 ? `${time}:00` : time);

/**
 * The end of the receiving window a planned arrival falls in (or, arriving before one, of the next one
 * that day), as the center's wall clock; null when the station has no windows that day.
 */
export function windowEndOf(
  plannedEta: string | null,
  weekly: readonly StationTimeWindow[],
  extra: readonly StationExTimeWindow[],
): string | null {
  if (!plannedEta || (weekly.length === 0 && extra.length === 0)) return null;
  let check: ReturnType<typeof isWithinStationWindow>;
  try {
    check = isWithinStationWindow({ at: plannedEta, timeWindows: weekly, exTimeWindows: extra });
  } catch {
    return null;
  }
  const day = plannedEta.slice(0, 10);
  const time = plannedEta.slice(11, 16);
  const ahead = check.windows
    .filter((w) => w.endTime >= time)
    .sort((a, b) => (a.startTime < b.startTime ? -1 : 1));
  const window = ahead.find((w) => w.startTime <= time) ?? ahead[0];
  return window ? `${day} ${pad(window.endTime)}` : null;
}

/** The parts of a context that change rarely (stops, fences, goods) are kept this long in memory. */
export const CONTEXT_TTL_MS = 30_000;
/** Past this many kept contexts, the expired ones are swept out. */
const CONTEXT_SWEEP_AT = 20_000;

type Kept = {
  at: number;
  stops: StopInfo[];
  stations: MonitorStation[];
  goodsBands: MonitorContext['goodsBands'];
  servedType: string | null;
};

const kept = new WeakMap<object, Map<string, Kept>>();

function keptFor(cacheKey: object): Map<string, Kept> {
  let map = kept.get(cacheKey);
  if (!map) {
    map = new Map();
    kept.set(cacheKey, map);
  }
  return map;
}

/**
 * Drops kept contexts: a call that rolled back may have marked stops reached that were never stored,
 * and a shipment that left monitoring needs none.
 */
export function forgetContexts(cacheKey: object, shipmentIds: Iterable<string>): void {
  const map = kept.get(cacheKey);
  if (!map) return;
  for (const id of shipmentIds) map.delete(id);
}

async function readKept(db: DbOrTx, heads: readonly repo.ShipmentHead[]): Promise<Map<string, Kept>> {
  const out = new Map<string, Kept>();
  if (heads.length === 0) return out;
  const ids = heads.map((h) => h.uuid);
  const modelIds = [...new Set(heads.map((h) => h.modelId).filter((m): m is string => m !== null))];
  const stopRows = await repo.stopsOf(db, ids);
  const loaded = await repo.loadedLayersOf(db, ids);
  const models = modelIds.length > 0 ? await repo.modelLayersOf(db, modelIds) : [];
  const windows = await repo.windowsOf(db, [...new Set(stopRows.map((s) => s.stationId))]);

  const weeklyBy = groupBy(windows.weekly, (w) => w.stationId);
  const extraBy = groupBy(windows.extra, (w) => w.stationId);
  const stopsBy = groupBy(stopRows, (s) => s.shipmentId);
  const layersBy = groupBy(loaded, (l) => l.shipmentId ?? '');
  const modelLayers = new Map(models.map((m) => [m.uuid, m.layers]));
  const now = Date.now();

  for (const head of heads) {
    const rows = stopsBy.get(head.uuid) ?? [];
    const zone = head.timeZone;
    const stops: StopInfo[] = rows.map((s) => {
      const windowEnd = windowEndOf(s.eta, weeklyBy.get(s.stationId) ?? [], extraBy.get(s.stationId) ?? []);
      return {
        id: s.id,
        stationId: s.stationId,
        stationName: s.stationName,
        sequence: s.sequence,
        lat: s.lat === null ? null : Number(s.lat),
        lon: s.lon === null ? null : Number(s.lon),
        serviceMinutes: s.unloadMinutes,
        plannedEta: instantOf(s.eta, zone),
        windowEnd: instantOf(windowEnd, zone),
        arrived: s.ata !== null,
        departed: s.atd !== null,
      };
    });
    const placed: MonitorStation[] = rows
      .filter((s) => s.lat !== null && s.lon !== null)
      .map((s) => ({
        stationId: s.stationId,
        lat: Number(s.lat),
        lon: Number(s.lon),
        fenceDistanceM: s.fenceDistance,
        warehouse: s.stationType === WAREHOUSE_STATION_TYPE,
      }));
    // A plan that returns to its first stop (a return-trip stop) has the way back on its route too.
    const first = placed[0];
    const returns = rows[0]?.isBckWare === 'Y' && first !== undefined && placed.length > 1;
    const stations = returns ? [...placed, first] : placed;
    const served =
      rows.find((s) => (s.type === 'D' || s.type === 'P&D') && s.isBckWare !== 'Y') ?? rows.at(-1);
    out.set(head.uuid, {
      at: now,
      stops,
      stations,
      goodsBands: goodsBandsOf({
        layers: head.modelId ? (modelLayers.get(head.modelId) ?? null) : null,
        loaded: (layersBy.get(head.uuid) ?? []).map((l) => l.layer),
      }),
      servedType: served?.stationType ?? null,
    });
  }
  return out;
}

/**
 * Each shipment's context: its stops, fences and goods (kept in memory for CONTEXT_TTL_MS, read in a
 * few batched queries for the shipments not kept), its head as read now, and the rules in force on it.
 */
export async function loadContexts(
  db: DbOrTx,
  cacheKey: object,
  heads: readonly repo.ShipmentHead[],
  allRules: readonly RuleInForce[],
): Promise<Map<string, ShipmentContext>> {
  const out = new Map<string, ShipmentContext>();
  if (heads.length === 0) return out;
  const cache = keptFor(cacheKey);
  const now = Date.now();
  const missing = heads.filter((h) => {
    const hit = cache.get(h.uuid);
    return !hit || now - hit.at >= CONTEXT_TTL_MS;
  });
  if (missing.length > 0) {
    if (cache.size + missing.length > CONTEXT_SWEEP_AT)
      for (const [id, entry] of cache) if (now - entry.at >= CONTEXT_TTL_MS) cache.delete(id);
    for (const [id, entry] of await readKept(db, missing)) cache.set(id, entry);
  }
  for (const head of heads) {
    const part = cache.get(head.uuid) as Kept;
    out.set(head.uuid, {
      head,
      stops: part.stops,
      monitor: {
        shipmentId: head.uuid,
        stations: part.stations,
        goodsBands: part.goodsBands,
        inTransit: head.status === 'T',
        departedAt: instantOf(head.atd, head.timeZone),
      },
      rules: rulesForShipment(allRules, head.dispatchCenterId, part.servedType),
    });
  }
  return out;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
