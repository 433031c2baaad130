import type { AuthContext } from '../../platform/auth/caller';
import { invalidateCallers } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { setSessionCenter, userCenters } from './repository';

/**
 * GET /system/user/updateUserRights: moves the caller's session to another of the user's (enabled)
 * centers; data scoped by center follows at once.
 */
export async function switchDispatchCenter(db: Db, caller: AuthContext, uuid: string): Promise<void> {
  const assigned = await userCenters(db, Number(caller.userId));
  if (!assigned.some((c) => c.uuid === uuid)) throw AppError.forbidden('auth.dispatchCenterNotAssigned');
  await setSessionCenter(db, caller.tokenHash, uuid);
  invalidateCallers();
}
