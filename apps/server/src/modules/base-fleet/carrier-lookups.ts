import type { DbOrTx } from '../../platform/db';
import { registerCarrierLookup } from '../dispatch-center/carrier-centers';
import { carrierIdsOfUser } from '../dispatch-center/repository';
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
    if (carriers.length > 0 || !/^\d+$/.test(id)) return carriers;
    return carrierIdsOfUser(db, Number(id));
  });
  registerCarrierLookup('transMeans', (db: DbOrTx, id: string) => carrierOfVehicle(db, id));
}
