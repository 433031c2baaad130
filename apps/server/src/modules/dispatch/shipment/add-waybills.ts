import { shipmentTransition, waybillTarget } from '@tms/domain';
import { and, inArray } from 'drizzle-orm';
import { shipmentLogs, waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { refreshShipmentStops } from '../pool/refresh-shipment';
import { poolScopeOf, waybillWithin } from '../pool/scope';
import { decide, logTransitions } from '../pool/transitions';
import { lockShipments, statusOf } from './transition-shipments';

/**
 * POST /addWaybill: audited (or the caller's held) waybills join an open or effective shipment (waybill
 * `assign`, to S); the shipment's stops and exact totals follow (a new station is placed by its type).
 */
export async function addWaybills(db: Db, caller: AuthContext, uuid: string, waybillIds: string[]) {
  return db.transaction(async (tx) => {
    const [shipment] = await lockShipments(tx, caller, [uuid]);
    if (!shipment) throw AppError.notFound();
    const decision = shipmentTransition(statusOf(shipment), 'addWaybill', { code: shipment.shipmentCode });
    if (!decision.ok) throw AppError.invalid(decision.key, decision.params);
    const scope = await poolScopeOf(tx, caller);
    const rows = await tx
      .select()
      .from(waybills)
      .where(and(inArray(waybills.uuid, waybillIds), waybillWithin(scope)))
      .orderBy(waybills.uuid)
      .for('update');
    if (rows.length !== new Set(waybillIds).size) throw AppError.notFound();
    const entries = rows.map((row) => ({
      waybillId: row.uuid,
      action: 'assign' as const,
      fromStatus: row.status,
      toStatus: decide(row, 'assign'),
      shipmentId: uuid,
    }));
    const now = new Date();
    await tx
      .update(waybills)
      .set({
        status: waybillTarget('assign'),
        shipmentId: uuid,
        heldBy: null,
        heldByName: null,
        heldAt: null,
        updateTime: now,
      })
      .where(inArray(waybills.uuid, waybillIds));
    await refreshShipmentStops(tx, uuid, caller.userName);
    await logTransitions(tx, entries, caller.userName);
    await tx.insert(shipmentLogs).values({
      shipmentId: uuid,
      action: 'addWaybill',
      fromStatus: shipment.status,
      toStatus: shipment.status,
      remark: rows.map((r) => r.code).join(','),
      createBy: caller.userName,
    });
    return { uuid, added: rows.map((r) => r.code) };
  });
}
