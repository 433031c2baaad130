import type { AuthContext } from '../../../platform/auth/caller';
import { hashPassword, verifyPassword } from '../../../platform/auth/password';
import { endSessionsOfUsers } from '../../../platform/auth/revocation';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { passwordHashOf, updateUserRow } from './repository';

/**
 * POST /system/user/profile/updatePwd: needs the current password; the new one must differ. The
 * user's other sessions end (someone who knew the old password is out); this one stays.
 */
export async function updateMyPassword(
  db: DbOrTx,
  caller: AuthContext,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const id = Number(caller.userId);
  const stored = await passwordHashOf(db, id);
  if (!stored) throw AppError.unauthorized();
  if (!(await verifyPassword(oldPassword, stored))) throw AppError.invalid('auth.oldPasswordWrong');
  if (oldPassword === newPassword) throw AppError.invalid('system.user.samePassword');
  await updateUserRow(db, id, { password: await hashPassword(newPassword) }, caller.userName);
  await endSessionsOfUsers(db, [id], caller.tokenHash);
}
