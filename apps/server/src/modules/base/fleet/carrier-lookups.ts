import type { DbOrTx } from '../../../platform/db';
import { numericId } from '../../../platform/query-params';
import { carrierIdsOfUser, registerCarrierLookup } from '../../reference';
import { carrierOfDriver } from './driver-repository';
import { carrierOfVehicle } from './vehicle-repository';

/**
 * getDispatchIdsDriver/{id} and getDispatchIdsTransMeans/{id}: a driver's or a vehicle's carrier, then
 * that carrier's centers. A numeric id that is no driver uuid is still read as a driver-app sign-in
 * account (a user with carrier data groups), as before drivers existed.
 */
export function registerFleetCarrierLookups(): void {
  registerCarrierLookup('driver', async (db: DbOrTx, id: string) => {
    const carriers = await carrierOfDriver(db, id);
    // A number beyond the id columns is no account: nothing, rather than a failed query.
    const userId = numericId(id);
    if (carriers.length > 0 || userId === null) return carriers;
    return carrierIdsOfUser(db, userId);
  });
  registerCarrierLookup('transMeans', (db: DbOrTx, id: string) => carrierOfVehicle(db, id));
}
