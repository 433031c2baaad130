import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { waybills } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { notHeldByOthers } from './holds';
import { refreshShipmentAfterTakeOut } from './refresh-shipment';
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
    const rows = await tx
      .select({
        uuid: waybills.uuid,
        code: waybills.code,
        status: waybills.status,
        heldBy: waybills.heldBy,
        heldByName: waybills.heldByName,
        shipmentId: waybills.shipmentId,
      })
      .from(waybills)
      .where(and(waybillWithin(scope), inArray(waybills.uuid, ids)) as SQL)
      .orderBy(waybills.uuid)
      .for('update');
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((r) => r.uuid));
      throw AppError.invalid('waybill.pool.notFound', { code: ids.find((id) => !found.has(id)) });
    }
    const entries: WaybillLogEntry[] = [];
    for (const row of rows) {
      if (row.shipmentId !== shipmentId) throw AppError.invalid('waybill.state.release', { code: row.code });
      if (row.heldBy !== null && row.heldBy !== scope.userId) decide({ ...row, status: 'H' }, 'handmade');
      const released = decide(row, 'release');
      const held = decide({ ...row, status: released }, 'handmade');
      entries.push(
        { waybillId: row.uuid, action: 'release', fromStatus: row.status, toStatus: released, shipmentId },
        { waybillId: row.uuid, action: 'handmade', fromStatus: released, toStatus: held },
      );
    }
    const now = new Date();
    await tx
      .update(waybills)
      .set({
        status: 'H',
        shipmentId: null,
        heldBy: scope.userId,
        heldByName: scope.holderName,
        heldAt: now,
        updateTime: now,
      })
      .where(
        and(
          inArray(waybills.uuid, ids),
          eq(waybills.status, 'S'),
          eq(waybills.shipmentId, shipmentId),
          notHeldByOthers(scope.userId),
        ),
      );
    await logTransitions(tx, entries, String(scope.userId));
    await refreshShipmentAfterTakeOut(tx, shipmentId, caller.userName);
    return ids;
  });
}
