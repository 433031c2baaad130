import type { AuthContext } from '../../../platform/auth/caller';
import { revokeSessions } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { setSessionCenter, userCenters } from './repository';

/**
 * GET /system/user/updateUserRights: moves the caller's session to another of the user's (enabled)
 * centers; data scoped by center follows at once.
 */
export async function switchDispatchCenter(db: Db, caller: AuthContext, uuid: string): Promise<void> {
  const assigned = await userCenters(db, Number(caller.userId));
  if (!assigned.some((c) => c.uuid === uuid)) throw AppError.forbidden('auth.dispatchCenterNotAssigned');
  await setSessionCenter(db, caller.tokenHash, uuid);
  // Only this session's cached caller changes: every instance reloads it on its next call.
  await revokeSessions([caller.tokenHash]);
}
