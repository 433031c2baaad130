import {
  checkOrdersIntoLine,
  checkStationMutex,
  type DispatchOrder,
  type DispatchStop,
  moveStop,
  syncStops,
} from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { poolScopeOf } from '../core/scope';
import { loadStations, mutexPairsOf, stopStationFields } from '../core/station-data';
import { moveCheckOrders } from './repository';
import type { MoveCheckBody } from './schemas';

/**
 * POST /order/waybill/handmadeMoveCheck: the server's word on a drag.
 * Orders into a line: no two waybills of one parent on the line (waybill.tips.someParent2) and no
 * mutually exclusive stations among the line's stops afterwards. A stop: predecessors stay before it and
 * successors after it (moveStop). Orders and stations come from the database, not the payload.
 */
export async function checkMove(db: Db, caller: AuthContext, body: MoveCheckBody): Promise<void> {
  const scope = await poolScopeOf(db, caller);
  const ids = [...new Set([...body.line.waybillIdList, ...body.movedIds])];
  const rows = await moveCheckOrders(db, scope, ids);
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw AppError.invalid('waybill.pool.notFound', { code: missing });
  const of = (list: string[]): DispatchOrder[] => list.map((id) => byId.get(id) as DispatchOrder);
  const lineOrders = of(body.line.waybillIdList);

  if (body.kind === 'orders') {
    const moved = of(body.movedIds);
    const parents = checkOrdersIntoLine({ moved, target: lineOrders });
    if (!parents.ok) throw AppError.invalid(parents.key, parents.params);
    const orders = [...lineOrders.filter((o) => !body.movedIds.includes(o.uuid)), ...moved];
    const stops = syncStops(
      orders,
      body.line.stopList.map((s) => ({ stationId: s.stationId })),
    );
    const data = await loadStations(
      db,
      stops.map((s) => s.stationId),
    );
    const named = stops.map((s) => ({ ...s, ...stopStationFields(data.get(s.stationId)) }));
    const mutex = checkStationMutex({ stops: named, pairs: mutexPairsOf(data) });
    if (!mutex.ok) throw AppError.invalid(mutex.key, mutex.params);
    return;
  }
  const { from, to } = body;
  const count = body.line.stopList.length;
  if (from === undefined || to === undefined || from >= count || to >= count) {
    throw AppError.invalid('common.invalidBody');
  }
  const data = await loadStations(
    db,
    body.line.stopList.map((s) => s.stationId),
  );
  const stops: DispatchStop[] = body.line.stopList.map((s) => ({
    stationId: s.stationId,
    ...stopStationFields(data.get(s.stationId)),
  }));
  const moved = moveStop({ stops, orders: lineOrders, from, to });
  if (!moved.ok) throw AppError.invalid(moved.key, moved.params);
}
