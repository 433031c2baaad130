import { ADMIN_ROLE_KEY, SUPER_USER_ID } from '@tms/domain';
import { and, asc, eq } from 'drizzle-orm';
import { dispatchCenters, userDispatchCenters } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import { oncePerCaller } from '../../../platform/auth/request-memo';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';

type ScopeCaller = Pick<AuthContext, 'userId' | 'roleKeys'>;

export function isSuperCaller(caller: ScopeCaller): boolean {
  return caller.userId === SUPER_USER_ID || caller.roleKeys.includes(ADMIN_ROLE_KEY);
}

/**
 * The dispatch centers whose data this caller may see: every enabled center for the super user
 * and the admin role, otherwise the enabled centers assigned to the user (sys_user_dispatch_center).
 * Returns center uuids, in code order.
 */
export function allowedDispatchCenters(db: DbOrTx, caller: ScopeCaller): Promise<string[]> {
  return oncePerCaller(caller, 'dispatch-centers', () => readAllowedCenters(db, caller));
}

async function readAllowedCenters(db: DbOrTx, caller: ScopeCaller): Promise<string[]> {
  if (isSuperCaller(caller)) {
    const rows = await db
      .select({ uuid: dispatchCenters.uuid })
      .from(dispatchCenters)
      .where(eq(dispatchCenters.status, '0'))
      .orderBy(asc(dispatchCenters.code));
    return rows.map((r) => r.uuid);
  }
  const rows = await db
    .select({ uuid: dispatchCenters.uuid })
    .from(userDispatchCenters)
    .innerJoin(dispatchCenters, eq(dispatchCenters.uuid, userDispatchCenters.dispatchCenterId))
    .where(and(eq(userDispatchCenters.userId, Number(caller.userId)), eq(dispatchCenters.status, '0')))
    .orderBy(asc(dispatchCenters.code));
  return rows.map((r) => r.uuid);
}

/** Refuses (HTTP 403, common.dataScopeDenied) a center outside allowedDispatchCenters. */
export async function assertDispatchCenter(db: DbOrTx, caller: ScopeCaller, uuid: string): Promise<void> {
  const allowed = await allowedDispatchCenters(db, caller);
  if (!allowed.includes(uuid)) throw AppError.forbidden('common.dataScopeDenied');
}
