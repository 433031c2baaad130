import type { SQL } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { baseScopeOf } from '../../base';
import { shipmentRowsWithin } from '../shared/shipment-rows-scope';
import { table as A } from './repository';

/** The alerts a caller may see follow the shipments they may see (shipmentRowsWithin). */
export async function alertScopeOf(db: DbOrTx, caller: AuthContext): Promise<SQL | undefined> {
  return shipmentRowsWithin(await baseScopeOf(db, caller), A);
}
