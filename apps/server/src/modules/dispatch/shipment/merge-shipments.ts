import { shipmentBatchTransition } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, Tx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { refreshShipmentStops } from '../core/refresh-shipment';
import { stopRowsOf } from '../core/shipment-repository';
import { writeShipmentSteps } from '../core/shipment-writer';
import { lockShipmentWaybills } from '../core/waybill-repository';
import { writeWaybillSteps } from '../core/waybill-writer';
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
    const donors = await stopRowsOf(tx, sourceIds);
    const moved = await lockShipmentWaybills(tx, sourceIds);
    await writeWaybillSteps(
      tx,
      moved.map((waybill) => ({
        waybill,
        action: 'transfer' as const,
        set: { shipmentId: target.uuid },
        remark: target.shipmentCode,
      })),
      caller.userName,
    );
    await refreshShipmentStops(tx, target.uuid, caller.userName, donors);
    await writeShipmentSteps(
      tx,
      [
        {
          shipment: target,
          action: 'merge',
          set: { mergeCode: target.shipmentCode },
          remark: sources.map((s) => s.shipmentCode).join(','),
        },
        ...sources.map((shipment) => ({
          shipment,
          action: 'mergedInto' as const,
          set: { mergedIntoId: target.uuid, mergeCode: target.shipmentCode },
          remark: target.shipmentCode,
        })),
      ],
      caller.userName,
    );
    return {
      targetId: target.uuid,
      targetCode: target.shipmentCode,
      merged: sources.map((s) => s.shipmentCode),
    };
  });
}
