import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { refreshShipmentStops } from '../core/refresh-shipment';
import { poolScopeOf } from '../core/scope';
import { adjustableShipments } from '../core/shipment-scope';
import { lockWaybillsInScope } from '../core/waybill-repository';
import { writeWaybillSteps } from '../core/waybill-writer';
import { backToPoolSteps } from './back-to-pool';

/**
 * POST /order/waybill/handmadeMoveCancel (edit mode): takes waybills off an open shipment back into the
 * caller's pool: release then handmade (held by the caller), both logged. A waybill another dispatcher
 * holds is refused naming the holder. The shipment's stops and totals follow at once
 * (refresh-shipment.ts); the next submit rewrites them as planned.
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
    const rows = await lockWaybillsInScope(tx, scope, ids);
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((r) => r.uuid));
      throw AppError.invalid('waybill.pool.notFound', { code: ids.find((id) => !found.has(id)) });
    }
    for (const row of rows) {
      if (row.shipmentId !== shipmentId) throw AppError.invalid('waybill.state.release', { code: row.code });
      if (row.heldBy !== null && row.heldBy !== scope.userId) {
        throw AppError.invalid('waybill.state.handmade.held', {
          code: row.code,
          status: row.status,
          holder: row.heldByName ?? '',
        });
      }
    }
    await writeWaybillSteps(tx, backToPoolSteps(rows, scope), String(scope.userId));
    await refreshShipmentStops(tx, shipmentId, caller.userName);
    return ids;
  });
}
