import { and, eq, inArray, or } from 'drizzle-orm';
import { clients } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { fleetCarriers } from '../../base';

// What waybills and orders both check their references against: clients, carriers, the caller's center.

/** Present clients by uuid or code. */
export async function clientsByKey(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ uuid: clients.uuid, code: clients.code, enableFlag: clients.enableFlag })
    .from(clients)
    .where(and(eq(clients.delFlag, '0'), or(inArray(clients.uuid, keys), inArray(clients.code, keys))));
}

/** A present carrier of the caller's fleet (their data groups): one outside it is as unknown as a missing one. */
export async function carrierOfCaller(db: DbOrTx, caller: AuthContext, uuid: string): Promise<boolean> {
  return (await fleetCarriers(db, caller, [uuid])).length > 0;
}

/** Waybills and orders belong to the session's selected dispatch center: without one they are refused. */
export function requireCenter(caller: AuthContext): string {
  if (!caller.dispatchCenterId) throw AppError.invalid('waybill.centerRequired');
  return caller.dispatchCenterId;
}
