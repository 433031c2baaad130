import { and, eq, inArray, or } from 'drizzle-orm';
import { carriers, clients } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';

// What waybills and orders both check their references against: clients, carriers, the caller's center.

/** Present clients by uuid or code. */
export async function clientsByKey(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ uuid: clients.uuid, code: clients.code, enableFlag: clients.enableFlag })
    .from(clients)
    .where(and(eq(clients.delFlag, '0'), or(inArray(clients.uuid, keys), inArray(clients.code, keys))));
}

/** A present carrier. */
export async function carrierExists(db: DbOrTx, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: carriers.uuid })
    .from(carriers)
    .where(and(eq(carriers.uuid, uuid), eq(carriers.delFlag, '0')));
  return row !== undefined;
}

/** Waybills and orders belong to the session's selected dispatch center: without one they are refused. */
export function requireCenter(caller: AuthContext): string {
  if (!caller.dispatchCenterId) throw AppError.invalid('waybill.centerRequired');
  return caller.dispatchCenterId;
}
