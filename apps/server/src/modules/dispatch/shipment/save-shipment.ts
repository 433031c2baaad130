import { randomUUID } from 'node:crypto';
import { SHIPMENT_CREATED_STATUS, shipmentTransition } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { shipmentLogs, shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { issueDocumentNumbers } from '../../base';
import { poolScopeOf } from '../pool/scope';
import { assertColdChainFits } from './shipment-fit';
import { lockShipments, statusOf } from './transition-shipments';

/** The head fields a dispatcher keys in (save/update); status, stops and totals have their own calls. */
export type ShipmentEdit = Partial<
  Pick<
    typeof shipments.$inferInsert,
    | 'refCode'
    | 'remark'
    | 'transType'
    | 'transMode'
    | 'fixedRouteName'
    | 'wireNo'
    | 'marketArea'
    | 'containerNo'
    | 'sealNo'
    | 'trailerNo'
    | 'wagonNo'
    | 'shiftNo'
    | 'ferryNo'
    | 'originLocation'
    | 'finalLocation'
    | 'sendType'
    | 'isTracking'
    | 'isGps'
    | 'isCharge'
    | 'precoolTemp'
    | 'expectedMileage'
    | 'expectedHours'
    | 'vehicleMainModelId'
    | 'etd'
    | 'eta'
  >
>;

/**
 * POST /save (uuid empty: a new open shipment in the caller's center, numbered by the shipment rule) or
 * /update (uuid given: the head fields of an open or effective shipment). Both logged. A new planned model
 * must carry the shipment's goods, by the line submit's cold-chain rule (shipment-fit.ts).
 */
export async function saveShipment(
  db: Db,
  caller: AuthContext,
  uuid: string | undefined,
  edit: ShipmentEdit,
) {
  return db.transaction(async (tx) => {
    const now = new Date();
    if (!uuid) {
      const scope = await poolScopeOf(tx, caller);
      const [code] = await issueDocumentNumbers(
        tx,
        { refType: 'shipment', dispatchCenterId: scope.centerId },
        1,
      );
      const id = randomUUID();
      await tx.insert(shipments).values({
        ...edit,
        uuid: id,
        shipmentCode: code as string,
        status: SHIPMENT_CREATED_STATUS,
        dispatchCenterId: scope.centerId,
        createBy: caller.userName,
      });
      await tx
        .insert(shipmentLogs)
        .values({ shipmentId: id, action: 'save', toStatus: 'O', createBy: caller.userName });
      return { uuid: id, shipmentCode: code as string };
    }
    const [row] = await lockShipments(tx, caller, [uuid]);
    if (!row) throw AppError.notFound();
    const decision = shipmentTransition(statusOf(row), 'update', { code: row.shipmentCode });
    if (!decision.ok) throw AppError.invalid(decision.key, decision.params);
    if (edit.vehicleMainModelId && edit.vehicleMainModelId !== row.vehicleMainModelId) {
      await assertColdChainFits(tx, [row], edit.vehicleMainModelId);
    }
    await tx
      .update(shipments)
      .set({ ...edit, updateBy: caller.userName, updateTime: now })
      .where(eq(shipments.uuid, uuid));
    const changed = Object.keys(edit).join(',');
    await tx.insert(shipmentLogs).values({
      shipmentId: uuid,
      action: 'update',
      fromStatus: row.status,
      toStatus: row.status,
      remark: changed,
      createBy: caller.userName,
    });
    return { uuid, shipmentCode: row.shipmentCode };
  });
}
