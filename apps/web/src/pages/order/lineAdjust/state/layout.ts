import {
  applyReturnTrips,
  checkOrdersIntoLine,
  checkStationMutex,
  type DispatchStop,
  moveStop,
  ordersAtStop,
  planLineTimes,
  type StationMutexPair,
  syncStops,
  type Verdict,
} from '@tms/domain';
import type { LineDraft, PoolRow, StationInfo } from '../types';

/**
 * The screen's layout (lines and pool) and the moves between them, as pure functions over the domain
 * rules: a move either gives the next layout or the domain's refusal, never a half-applied state.
 */
export type Layout = { lines: LineDraft[]; pool: PoolRow[] };
export type Place = { kind: 'pool' } | { kind: 'line'; lineKey: string };

export type Move =
  /** Waybills from the pool or a line into the pool or another line. */
  | { kind: 'orders'; ids: string[]; from: Place; to: Place }
  /** A station card within its line, by index. */
  | { kind: 'stop'; lineKey: string; from: number; to: number }
  /** A station card into another line or the pool: the waybills it picks up or delivers go along. */
  | { kind: 'stopToPlace'; lineKey: string; stationId: string; to: Place };

export type MoveResult = Verdict<{ layout: Layout; changedLine: LineDraft | null }>;

/** Mutually exclusive station pairs from the stations' mutexIds. */
export function mutexPairsOf(stations: Record<string, StationInfo>): StationMutexPair[] {
  return Object.values(stations).flatMap((s) =>
    (s.mutexIds ?? []).map((m): StationMutexPair => [s.stationId, m]),
  );
}

/** What a stop shows and sends, from the station record and else from the waybills naming it. */
function enrichStop(stop: DispatchStop, orders: readonly PoolRow[], station?: StationInfo): DispatchStop {
  const from = orders.find((o) => o.shipFromId === stop.stationId);
  const to = orders.find((o) => o.shipToId === stop.stationId);
  return {
    ...stop,
    stationCode:
      stop.stationCode ?? station?.stationCode ?? from?.srcStationCode ?? to?.destStationCode ?? null,
    stationName:
      stop.stationName ?? station?.stationName ?? from?.srcStationName ?? to?.destStationName ?? null,
    timeWindows: stop.timeWindows ?? station?.timeWindows ?? null,
    exTimeWindows: stop.exTimeWindows ?? station?.exTimeWindows ?? null,
    loadRules: stop.loadRules ?? station?.loadRules ?? null,
    latitude: stop.latitude ?? station?.latitude ?? null,
    longitude: stop.longitude ?? station?.longitude ?? null,
    transMode: stop.transMode ?? station?.transMode ?? null,
    billingMethod: stop.billingMethod ?? station?.billingMethod ?? null,
    handoverMethod: stop.handoverMethod ?? station?.handoverMethod ?? null,
    allocationFactor: stop.allocationFactor ?? station?.allocationFactor ?? null,
  };
}

/**
 * The line with its times planned again (domain planLineTimes): stops the dispatcher did not pin follow
 * the waybills' start, the drives and the service times.
 */
export function withPlannedTimes(line: LineDraft): LineDraft {
  return { ...line, stopList: planLineTimes({ stops: line.stopList, orders: line.orders }).stops };
}

/** The line's stops after its waybills changed: domain stop sync, station data, return-trip flags, times. */
export function withOrders(
  line: LineDraft,
  orders: PoolRow[],
  stations: Record<string, StationInfo>,
): LineDraft {
  const stops = syncStops(orders, line.stopList).map((s) => enrichStop(s, orders, stations[s.stationId]));
  return withPlannedTimes({ ...line, orders, stopList: applyReturnTrips(stops, orders) });
}

/** Fills station data into stops once the stations are known (they load after the waybills). */
export function withStations(line: LineDraft, stations: Record<string, StationInfo>): LineDraft {
  return withPlannedTimes({
    ...line,
    stopList: line.stopList.map((s) => enrichStop(s, line.orders, stations[s.stationId])),
  });
}

const ordersOf = (layout: Layout, place: Place): PoolRow[] =>
  place.kind === 'pool' ? layout.pool : (layout.lines.find((l) => l.key === place.lineKey)?.orders ?? []);

const samePlace = (a: Place, b: Place) =>
  a.kind === b.kind && (a.kind === 'pool' || (b.kind === 'line' && a.lineKey === b.lineKey));

/** A card leaving its line is the move of the waybills it picks up or delivers. */
export function normalizeMove(layout: Layout, move: Move): Exclude<Move, { kind: 'stopToPlace' }> {
  if (move.kind !== 'stopToPlace') return move;
  const line = layout.lines.find((l) => l.key === move.lineKey);
  const ids = line ? ordersAtStop(move.stationId, line.orders).map((o) => o.uuid) : [];
  return { kind: 'orders', ids, from: { kind: 'line', lineKey: move.lineKey }, to: move.to };
}

/** Plans a move against the domain rules; the caller applies the layout and asks the server's check. */
export function planMove(layout: Layout, requested: Move, stations: Record<string, StationInfo>): MoveResult {
  const move = normalizeMove(layout, requested);
  if (move.kind === 'stop') {
    const line = layout.lines.find((l) => l.key === move.lineKey);
    if (!line || move.from === move.to) return { ok: true, layout, changedLine: null };
    const moved = moveStop({ stops: line.stopList, orders: line.orders, from: move.from, to: move.to });
    if (!moved.ok) return moved;
    const next = withPlannedTimes({ ...line, stopList: applyReturnTrips(moved.stops, line.orders) });
    return { ok: true, layout: replaceLine(layout, next), changedLine: next };
  }
  return planOrdersMove(layout, move, stations);
}

function planOrdersMove(
  layout: Layout,
  move: Extract<Move, { kind: 'orders' }>,
  stations: Record<string, StationInfo>,
): MoveResult {
  if (samePlace(move.from, move.to)) return { ok: true, layout, changedLine: null };
  const ids = new Set(move.ids);
  const moved = ordersOf(layout, move.from).filter((o) => ids.has(o.uuid));
  if (moved.length === 0) return { ok: true, layout, changedLine: null };
  let next: Layout = layout;
  let changedLine: LineDraft | null = null;
  const to = move.to;
  if (to.kind === 'line') {
    const target = layout.lines.find((l) => l.key === to.lineKey);
    if (!target) return { ok: true, layout, changedLine: null };
    const parents = checkOrdersIntoLine({ moved, target: target.orders });
    if (!parents.ok) return parents;
    const grown = withOrders(target, [...target.orders, ...moved], stations);
    const mutex = checkStationMutex({ stops: grown.stopList, pairs: mutexPairsOf(stations) });
    if (!mutex.ok) return mutex;
    next = replaceLine(next, grown);
    changedLine = grown;
  } else {
    const known = new Set(next.pool.map((o) => o.uuid));
    next = { ...next, pool: [...next.pool, ...moved.filter((o) => !known.has(o.uuid))] };
  }
  const from = move.from;
  if (from.kind === 'pool') {
    next = { ...next, pool: next.pool.filter((o) => !ids.has(o.uuid)) };
  } else {
    const source = next.lines.find((l) => l.key === from.lineKey);
    if (source) {
      const shrunk = withOrders(
        source,
        source.orders.filter((o) => !ids.has(o.uuid)),
        stations,
      );
      next = replaceLine(next, shrunk);
      changedLine ??= shrunk;
    }
  }
  return { ok: true, layout: next, changedLine };
}

function replaceLine(layout: Layout, line: LineDraft): Layout {
  return { ...layout, lines: layout.lines.map((l) => (l.key === line.key ? line : l)) };
}
