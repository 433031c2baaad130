import type { Db, DbOrTx } from '../../../platform/db';
import { numericId } from '../../../platform/query-params';
import { type CenterOption, carrierIdsOfUser, centersOfCarriers } from './repository';

export type CarrierLookup = (db: DbOrTx, id: string) => Promise<string[]>;

/**
 * How a driver or a vehicle finds its carriers. Drivers and vehicles arrive with a later area, which
 * replaces these with registerCarrierLookup. Until then a driver id is read as the id of the driver's
 * sign-in account (its carrier data groups), and a vehicle has no carrier.
 */
const lookups: Record<'driver' | 'transMeans', CarrierLookup> = {
  driver: async (db, id) => {
    const userId = numericId(id);
    return userId === null ? [] : carrierIdsOfUser(db, userId);
  },
  transMeans: async () => [],
};

export function registerCarrierLookup(kind: 'driver' | 'transMeans', lookup: CarrierLookup): void {
  lookups[kind] = lookup;
}

/** listDCByCarrier / listDCByCarriers: centers linked to the carriers. */
export function centersOfCarrierIds(db: Db, carrierIds: string[]): Promise<CenterOption[]> {
  return centersOfCarriers(db, carrierIds);
}

/** getDispatchIdsDriver/{id}, getDispatchIdsTransMeans/{id}: center uuids of the owner's carriers. */
export async function centerIdsOf(db: Db, kind: 'driver' | 'transMeans', id: string): Promise<string[]> {
  const carriers = await lookups[kind](db, id);
  return (await centersOfCarriers(db, carriers)).map((c) => c.uuid);
}
