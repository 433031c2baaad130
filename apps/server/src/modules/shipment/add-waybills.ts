import { shipmentTransition } from '@tms/domain';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { shipmentLogs, shipments, waybills } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { poolScopeOf, waybillWithin } from '../order-pool/scope';
import { decide, logTransitions } from '../order-pool/transitions';
import { lockShipments, statusOf } from './transition-shipments';

/**
 * POST /addWaybill: audited (or the caller's held) waybills join an open or effective shipment (waybill
 * `assign`, to S); the shipment's totals grow by exactly theirs. Stops stay: a new station needs line
 * adjustment.
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
      .set({ status: 'S', shipmentId: uuid, heldBy: null, heldByName: null, heldAt: null, updateTime: now })
      .where(inArray(waybills.uuid, waybillIds));
    const plus = (base: string, pick: (r: (typeof rows)[number]) => string) =>
      rows.reduce((acc, r) => acc.plus(pick(r)), new Decimal(base)).toString();
    await tx
      .update(shipments)
      .set({
        totalQuantity: plus(shipment.totalQuantity, (r) => r.totalQuantity),
        totalCases: plus(shipment.totalCases, (r) => r.totalCases),
        totalWeight: plus(shipment.totalWeight, (r) => r.totalWeight),
        totalVolume: plus(shipment.totalVolume, (r) => r.totalVolume),
        totalPallets: plus(shipment.totalPallets, (r) => r.totalPallets),
        updateBy: caller.userName,
        updateTime: now,
      })
      .where(eq(shipments.uuid, uuid));
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
