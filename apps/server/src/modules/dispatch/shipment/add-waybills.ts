import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { refreshShipmentStops } from '../core/refresh-shipment';
import { poolScopeOf } from '../core/scope';
import { decideShipment, writeShipmentSteps } from '../core/shipment-writer';
import { lockWaybillsInScope } from '../core/waybill-repository';
import { writeWaybillSteps } from '../core/waybill-writer';
import { lockShipments } from './transition-shipments';

/**
 * POST /addWaybill: audited (or the caller's held) waybills join an open or effective shipment (waybill
 * `assign`); the shipment's stops and exact totals follow (a new station is placed by its type).
 */
export async function addWaybills(db: Db, caller: AuthContext, uuid: string, waybillIds: string[]) {
  return db.transaction(async (tx) => {
    const [shipment] = await lockShipments(tx, caller, [uuid]);
    if (!shipment) throw AppError.notFound();
    decideShipment(shipment, 'addWaybill');
    const scope = await poolScopeOf(tx, caller);
    const rows = await lockWaybillsInScope(tx, scope, waybillIds);
    if (rows.length !== new Set(waybillIds).size) throw AppError.notFound();
    await writeWaybillSteps(
      tx,
      rows.map((waybill) => ({
        waybill,
        action: 'assign' as const,
        set: { shipmentId: uuid, heldBy: null, heldByName: null, heldAt: null },
      })),
      caller.userName,
    );
    await refreshShipmentStops(tx, uuid, caller.userName);
    await writeShipmentSteps(
      tx,
      [{ shipment, action: 'addWaybill', remark: rows.map((r) => r.code).join(',') }],
      caller.userName,
    );
    return { uuid, added: rows.map((r) => r.code) };
  });
}
