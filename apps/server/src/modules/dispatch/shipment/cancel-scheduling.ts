import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import type { ShipmentPatch } from '../core/shipment-repository';
import { transitionShipments } from './transition-shipments';

/**
 * Everything scheduling wrote (schedule-shipments.ts `assignment`): carrier and real carrier, vehicle
 * with its plate and model, the actual model, both drivers with names and mobiles, trailer and rear plate.
 * Cancelling a schedule clears exactly these, so the vehicle is free again and the next scheduling starts
 * from nothing; the planned model (vehicleMainModelId) is the line's and stays.
 */
export const SCHEDULE_CLEARED = {
  carrierId: null,
  realCarrierId: null,
  vehicleId: null,
  frontPlate: null,
  frontModel: null,
  actualModelId: null,
  mainDriverId: null,
  mainDriverName: null,
  mainDriverMobile: null,
  coDriverId: null,
  coDriverName: null,
  coDriverMobile: null,
  trailerNo: null,
  rearPlate: null,
} as const satisfies ShipmentPatch;

/**
 * POST /shipment/shipment/cancelScheduling: scheduled or rejected shipments back to effective (the
 * domain machine decides, all or none), the schedule cleared; logged in shipment_log with the remark and
 * announced as a shipment.transitioned event by the shipment writer.
 */
export function cancelScheduling(db: DbOrTx, caller: AuthContext, ids: string[], remark?: string | null) {
  return transitionShipments(db, caller, ids, 'cancelScheduling', {
    set: () => ({ ...SCHEDULE_CLEARED }),
    remark: remark ?? null,
  });
}
