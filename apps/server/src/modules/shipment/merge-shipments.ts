import { shipmentBatchTransition } from '@tms/domain';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { shipmentLogs, shipments, waybills } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type LockedShipment, lockShipments, statusOf } from './transition-shipments';

/** mergeCheck's rules: two or more, all open or effective, one dispatch center and transport type. */
function assertMergeable(rows: LockedShipment[]): void {
  if (rows.length < 2) throw AppError.invalid('shipment.merge.two');
  const decision = shipmentBatchTransition(
    rows.map((r) => ({ status: statusOf(r), code: r.shipmentCode })),
    'merge',
  );
  if (!decision.ok) throw AppError.invalid(decision.key, decision.params);
  const [first] = rows as [LockedShipment];
  const odd = rows.find(
    (r) => r.dispatchCenterId !== first.dispatchCenterId || r.transType !== first.transType,
  );
  if (odd) throw AppError.invalid('shipment.merge.mismatch', { code: odd.shipmentCode });
}

/** POST /mergeCheck: may these shipments merge? Answers the target (the first selected). */
export async function mergeCheck(db: Db, caller: AuthContext, ids: string[]) {
  return db.transaction(async (tx) => {
    const rows = await lockShipments(tx, caller, [...new Set(ids)]);
    assertMergeable(rows);
    const [target] = rows as [LockedShipment];
    return { targetId: target.uuid, targetCode: target.shipmentCode };
  });
}

const sum = (rows: LockedShipment[], pick: (r: LockedShipment) => string) =>
  rows.reduce((acc, r) => acc.plus(pick(r)), new Decimal(0)).toString();

/**
 * POST /mergeShip: the other shipments' waybills move onto the target (the first id), its totals add up
 * exactly; the others are cancelled with mergedIntoId. The target keeps its stops (a new stop needs line
 * adjustment). Logged on every shipment.
 */
export async function mergeShip(db: Db, caller: AuthContext, ids: string[]) {
  return db.transaction(async (tx: Tx) => {
    const rows = await lockShipments(tx, caller, [...new Set(ids)]);
    assertMergeable(rows);
    const [target, ...sources] = rows as [LockedShipment, ...LockedShipment[]];
    const sourceIds = sources.map((s) => s.uuid);
    const now = new Date();
    await tx
      .update(waybills)
      .set({ shipmentId: target.uuid, updateTime: now })
      .where(and(inArray(waybills.shipmentId, sourceIds), eq(waybills.delFlag, '0')));
    await tx
      .update(shipments)
      .set({
        totalQuantity: sum(rows, (r) => r.totalQuantity),
        totalCases: sum(rows, (r) => r.totalCases),
        totalWeight: sum(rows, (r) => r.totalWeight),
        totalVolume: sum(rows, (r) => r.totalVolume),
        totalPallets: sum(rows, (r) => r.totalPallets),
        mergeCode: target.shipmentCode,
        updateBy: caller.userName,
        updateTime: now,
      })
      .where(eq(shipments.uuid, target.uuid));
    await tx
      .update(shipments)
      .set({ status: 'C', mergedIntoId: target.uuid, mergeCode: target.shipmentCode, updateTime: now })
      .where(inArray(shipments.uuid, sourceIds));
    await tx.insert(shipmentLogs).values(
      rows.map((r) => ({
        shipmentId: r.uuid,
        action: 'merge',
        fromStatus: r.status,
        toStatus: r.uuid === target.uuid ? r.status : 'C',
        remark: r.uuid === target.uuid ? sources.map((s) => s.shipmentCode).join(',') : target.shipmentCode,
        createBy: caller.userName,
      })),
    );
    return {
      targetId: target.uuid,
      targetCode: target.shipmentCode,
      merged: sources.map((s) => s.shipmentCode),
    };
  });
}
