import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { issueDocumentNumbers } from '../../base';
import { poolScopeOf } from '../core/scope';
import type { ShipmentInsert } from '../core/shipment-repository';
import { decideShipment, insertNewShipments, writeShipmentSteps } from '../core/shipment-writer';
import { assertColdChainFits } from './shipment-fit';
import { lockShipments } from './transition-shipments';

/** The head fields a dispatcher keys in (save/update); status, stops and totals have their own calls. */
export type ShipmentEdit = Partial<
  Pick<
    ShipmentInsert,
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
    if (!uuid) {
      const scope = await poolScopeOf(tx, caller);
      const [code] = await issueDocumentNumbers(
        tx,
        { refType: 'shipment', dispatchCenterId: scope.centerId },
        1,
      );
      const id = randomUUID();
      await insertNewShipments(
        tx,
        [
          {
            row: {
              ...edit,
              uuid: id,
              shipmentCode: code as string,
              dispatchCenterId: scope.centerId,
              createBy: caller.userName,
            },
            waybillIds: [],
          },
        ],
        'save',
        caller.userName,
      );
      return { uuid: id, shipmentCode: code as string };
    }
    const [row] = await lockShipments(tx, caller, [uuid]);
    if (!row) throw AppError.notFound();
    decideShipment(row, 'update');
    if (edit.vehicleMainModelId && edit.vehicleMainModelId !== row.vehicleMainModelId) {
      await assertColdChainFits(tx, [row], edit.vehicleMainModelId);
    }
    await writeShipmentSteps(
      tx,
      [{ shipment: row, action: 'update', set: edit, remark: Object.keys(edit).join(',') }],
      caller.userName,
    );
    return { uuid, shipmentCode: row.shipmentCode };
  });
}
