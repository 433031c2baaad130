import { shipmentBatchTransition, shipmentTarget } from '@tms/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { shipmentLogs, shipmentStops, shipments, waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, Tx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { refreshShipmentStops } from '../pool/refresh-shipment';
import { decide, logTransitions } from '../pool/transitions';
import { type LockedShipment, lockShipments, statusOf } from './transition-shipments';

/** mergeCheck's rules: two or more, all open or effective, one dispatch center and transport type. */
function assertMergeable(rows: LockedShipment[]): void {
  if (rows.length < 2) throw AppError.invalid('shipment.merge.two');
  const [head, ...rest] = rows.map((r) => ({ status: statusOf(r), code: r.shipmentCode }));
  for (const decision of [
    shipmentBatchTransition(head ? [head] : [], 'merge'),
    shipmentBatchTransition(rest, 'mergedInto'),
  ]) {
    if (!decision.ok) throw AppError.invalid(decision.key, decision.params);
  }
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

/**
 * POST /mergeShip: the other shipments' waybills move onto the target (the first id; `merge`, its status
 * stays) and are logged as transferred; its stops and exact totals follow (a station new to the target
 * comes with the times it had on its shipment); the others take `mergedInto` (cancelled, with
 * mergedIntoId). Logged on every shipment.
 */
export async function mergeShip(db: Db, caller: AuthContext, ids: string[]) {
  return db.transaction(async (tx: Tx) => {
    const rows = await lockShipments(tx, caller, [...new Set(ids)]);
    assertMergeable(rows);
    const [target, ...sources] = rows as [LockedShipment, ...LockedShipment[]];
    const sourceIds = sources.map((s) => s.uuid);
    const now = new Date();
    const donors = await tx
      .select()
      .from(shipmentStops)
      .where(inArray(shipmentStops.shipmentId, sourceIds))
      .orderBy(asc(shipmentStops.shipmentId), asc(shipmentStops.sequence));
    const moved = await tx
      .update(waybills)
      .set({ shipmentId: target.uuid, updateTime: now })
      .where(and(inArray(waybills.shipmentId, sourceIds), eq(waybills.delFlag, '0')))
      .returning({ uuid: waybills.uuid, code: waybills.code, status: waybills.status });
    await logTransitions(
      tx,
      moved.map((w) => ({
        waybillId: w.uuid,
        action: 'transfer' as const,
        fromStatus: w.status,
        toStatus: decide(w, 'transfer'),
        shipmentId: target.uuid,
        remark: target.shipmentCode,
      })),
      caller.userName,
    );
    await tx
      .update(shipments)
      .set({ mergeCode: target.shipmentCode, updateBy: caller.userName, updateTime: now })
      .where(eq(shipments.uuid, target.uuid));
    await refreshShipmentStops(tx, target.uuid, caller.userName, donors);
    await tx
      .update(shipments)
      .set({
        status: shipmentTarget('mergedInto'),
        mergedIntoId: target.uuid,
        mergeCode: target.shipmentCode,
        updateTime: now,
      })
      .where(inArray(shipments.uuid, sourceIds));
    await tx.insert(shipmentLogs).values(
      rows.map((r) => ({
        shipmentId: r.uuid,
        action: r.uuid === target.uuid ? 'merge' : 'mergedInto',
        fromStatus: r.status,
        toStatus: r.uuid === target.uuid ? r.status : shipmentTarget('mergedInto'),
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
