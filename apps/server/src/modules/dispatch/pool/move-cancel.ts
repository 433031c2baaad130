import { and, eq, inArray } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { backToPoolEntries, holdScheduledInPool } from './back-to-pool';
import { lockWaybillStates, notHeldByOthers } from './holds';
import { refreshShipmentStops } from './refresh-shipment';
import { poolScopeOf, waybillWithin } from './scope';
import { adjustableShipments } from './shipment-scope';
import { decide, logTransitions, type WaybillLogEntry } from './transitions';

/**
 * POST /order/waybill/handmadeMoveCancel (edit mode): takes waybills off an open shipment back into the
 * caller's pool: release (S -> E) then handmade (E -> H held by the caller), both logged. The shipment's
 * stops and totals follow at once (refresh-shipment.ts); the next submit rewrites them as planned.
 */
export async function moveOffShipment(
  db: Db,
  caller: AuthContext,
  shipmentId: string,
  ids: string[],
): Promise<string[]> {
  const scope = await poolScopeOf(db, caller);
  return db.transaction(async (tx) => {
    await adjustableShipments(tx, scope, [shipmentId]);
    const rows = await lockWaybillStates(tx, and(waybillWithin(scope), inArray(waybills.uuid, ids)));
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((r) => r.uuid));
      throw AppError.invalid('waybill.pool.notFound', { code: ids.find((id) => !found.has(id)) });
    }
    const entries: WaybillLogEntry[] = [];
    for (const row of rows) {
      if (row.shipmentId !== shipmentId) throw AppError.invalid('waybill.state.release', { code: row.code });
      if (row.heldBy !== null && row.heldBy !== scope.userId) decide({ ...row, status: 'H' }, 'handmade');
      entries.push(...backToPoolEntries(row));
    }
    await holdScheduledInPool(
      tx,
      scope,
      ids,
      eq(waybills.shipmentId, shipmentId),
      notHeldByOthers(scope.userId),
    );
    await logTransitions(tx, entries, String(scope.userId));
    await refreshShipmentStops(tx, shipmentId, caller.userName);
    return ids;
  });
}
