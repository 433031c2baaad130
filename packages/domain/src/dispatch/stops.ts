import type { DispatchOrder, DispatchStop, Refusal, StopType, Verdict, YesNo } from './types';
import { stationLabel } from './types';

/**
 * Stops of a line: their type, their order, the return-trip flag, which
 * moves are allowed, and which orders may join a line.
 */

/** P when orders are picked up at the station, D when delivered there, P&D both; null: neither. */
export function stopTypeOf(stationId: string, orders: readonly DispatchOrder[]): StopType | null {
  const picks = orders.some((o) => o.shipFromId === stationId);
  const drops = orders.some((o) => o.shipToId === stationId);
  if (picks && drops) return 'P&D';
  if (picks) return 'P';
  return drops ? 'D' : null;
}

const TYPE_RANK: Record<StopType, number> = { P: 0, 'P&D': 1, D: 2 };
const rankOf = (stop: DispatchStop) => TYPE_RANK[stop.stationType ?? 'D'];
const hasSequence = (stop: DispatchStop) => typeof stop.sequence === 'number';

/**
 * Stop order: pick-up stops first, then combined P&D, then delivery, each group keeping its current
 * order; unless the shipment already has a sequence (every stop carries one), which is kept.
 */
export function orderStops<T extends DispatchStop>(stops: readonly T[]): T[] {
  if (stops.length > 0 && stops.every(hasSequence)) {
    return [...stops].sort((a, b) => (a.sequence as number) - (b.sequence as number));
  }
  return [...stops].sort((a, b) => rankOf(a) - rankOf(b));
}

/**
 * The stops a line's orders need, keeping the current stops (their order, times and flags) and
 * refreshing their type: a station no order uses any more is dropped; a new one is placed by type
 * (before the first current stop of a later type group), so a dispatcher's manual order survives.
 */
export function syncStops(
  orders: readonly DispatchOrder[],
  current: readonly DispatchStop[],
): DispatchStop[] {
  const kept: DispatchStop[] = [];
  for (const stop of current) {
    const type = stopTypeOf(stop.stationId, orders);
    if (type && !kept.some((k) => k.stationId === stop.stationId)) kept.push({ ...stop, stationType: type });
  }
  if (kept.length === 0) {
    const fresh = stationIdsOf(orders).map((stationId) => ({
      stationId,
      stationType: stopTypeOf(stationId, orders),
    }));
    return orderStops(fresh);
  }
  for (const stationId of stationIdsOf(orders)) {
    if (kept.some((k) => k.stationId === stationId)) continue;
    const stop: DispatchStop = { stationId, stationType: stopTypeOf(stationId, orders) };
    const at = kept.findIndex((k) => rankOf(k) > rankOf(stop));
    kept.splice(at === -1 ? kept.length : at, 0, stop);
  }
  return kept;
}

/** Every station the orders touch, pick-up before delivery, in order of first appearance. */
function stationIdsOf(orders: readonly DispatchOrder[]): string[] {
  const ids: string[] = [];
  for (const o of orders) {
    if (!ids.includes(o.shipFromId)) ids.push(o.shipFromId);
    if (!ids.includes(o.shipToId)) ids.push(o.shipToId);
  }
  return ids;
}

/**
 * isBckWare per stop, in the stops' order: Y for the first stop, and for a P&D stop when one of the
 * orders delivered there is picked up at a stop not visited yet (later on the line), so the vehicle
 * must come back to it.
 */
export function returnTripFlags(stops: readonly DispatchStop[], orders: readonly DispatchOrder[]): YesNo[] {
  const position = new Map(stops.map((s, i) => [s.stationId, i]));
  return stops.map((stop, index): YesNo => {
    if (index === 0) return 'Y';
    if (stopTypeOf(stop.stationId, orders) !== 'P&D') return 'N';
    const fromLater = orders.some(
      (o) => o.shipToId === stop.stationId && (position.get(o.shipFromId) ?? -1) > index,
    );
    return fromLater ? 'Y' : 'N';
  });
}

/** The stops with isBckWare set by returnTripFlags; return times are dropped where the flag is N. */
export function applyReturnTrips<T extends DispatchStop>(
  stops: readonly T[],
  orders: readonly DispatchOrder[],
): T[] {
  const flags = returnTripFlags(stops, orders);
  return stops.map((stop, i) =>
    flags[i] === 'Y'
      ? { ...stop, isBckWare: 'Y' }
      : { ...stop, isBckWare: 'N', backWareEta: null, backWareEtd: null },
  );
}

/** As dnd-kit's arrayMove: the item at `from` ends up at index `to`. */
export function moveInList<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export type StopMove = Verdict<{ stops: DispatchStop[] }>;

/**
 * Moving the stop at `from` to index `to`: allowed only if every predecessor (where the orders it
 * delivers are picked up) stays before it and every successor (where the orders it picks up are
 * delivered) stays after it. A combined P&D stop moves freely.
 */
export function moveStop(input: {
  stops: readonly DispatchStop[];
  orders: readonly DispatchOrder[];
  from: number;
  to: number;
}): StopMove {
  const { stops, orders, from, to } = input;
  const moving = stops[from];
  if (!moving || to < 0 || to >= stops.length) throw new RangeError(`moveStop: bad move ${from} -> ${to}`);
  const next = moveInList(stops, from, to);
  if (stopTypeOf(moving.stationId, orders) === 'P&D') return { ok: true, stops: next };
  const at = (stationId: string) => next.findIndex((s) => s.stationId === stationId);
  for (const o of orders) {
    if (o.shipToId === moving.stationId && o.shipFromId !== moving.stationId) {
      const i = at(o.shipFromId);
      if (i !== -1 && i > to) return refuseMove('waybill.tip.stop.move.after', moving, next[i]);
    }
    if (o.shipFromId === moving.stationId && o.shipToId !== moving.stationId) {
      const i = at(o.shipToId);
      if (i !== -1 && i < to) return refuseMove('waybill.tip.stop.move.before', moving, next[i]);
    }
  }
  return { ok: true, stops: next };
}

function refuseMove(key: Refusal['key'], moving: DispatchStop, other: DispatchStop | undefined): Refusal {
  return {
    ok: false,
    key,
    params: { station: stationLabel(moving), other: other ? stationLabel(other) : '' },
  };
}

/** A waybill's family: its parent's id, or its own when it was never split. */
const familyOf = (o: Pick<DispatchOrder, 'uuid' | 'parentId'>) => o.parentId || o.uuid;

/**
 * Dragging orders into a line: refused (waybill.tips.someParent2) when a moved order's parent (or a
 * sibling, or the parent itself) is already on the target line, or two moved orders share a parent:
 * waybills of the same order may not share a dispatch order. Orders moving within the line are ignored.
 */
export function checkOrdersIntoLine(input: {
  moved: readonly Pick<DispatchOrder, 'uuid' | 'parentId'>[];
  target: readonly Pick<DispatchOrder, 'uuid' | 'parentId'>[];
}): Verdict {
  const movedIds = new Set(input.moved.map((o) => o.uuid));
  const onLine = new Set(input.target.filter((o) => !movedIds.has(o.uuid)).map(familyOf));
  const seen = new Set<string>();
  for (const o of input.moved) {
    const family = familyOf(o);
    if (onLine.has(family) || seen.has(family)) return { ok: false, key: 'waybill.tips.someParent2' };
    seen.add(family);
  }
  return { ok: true };
}

/** Mutually exclusive stations, as pairs of station ids (either order). */
export type StationMutexPair = readonly [string, string];

/** The first mutually exclusive pair among the line's stops, refused with both station names. */
export function checkStationMutex(input: {
  stops: readonly Pick<DispatchStop, 'stationId' | 'stationName' | 'stationCode'>[];
  pairs: readonly StationMutexPair[];
}): Verdict {
  const byId = new Map(input.stops.map((s) => [s.stationId, s]));
  for (const [a, b] of input.pairs) {
    const x = byId.get(a);
    const y = byId.get(b);
    if (x && y && a !== b) {
      return {
        ok: false,
        key: 'waybill.tip.station.mutex',
        params: { stationA: stationLabel(x), stationB: stationLabel(y) },
      };
    }
  }
  return { ok: true };
}
