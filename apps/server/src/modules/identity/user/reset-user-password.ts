import type { AuthContext } from '../../../platform/auth/caller';
import { hashPassword } from '../../../platform/auth/password';
import { endSessionsOfUsers } from '../../../platform/auth/revocation';
import type { DbOrTx } from '../../../platform/db';
import { updateUserRow } from './repository';
import { assertNotSuperUser, userInScope } from './user-scope';

/**
 * POST /system/user/resetPwd: an administrator sets a new password (6 to 16 characters). Whoever held
 * the old one is signed out everywhere at once.
 */
export async function resetUserPassword(
  db: DbOrTx,
  caller: AuthContext,
  id: number,
  password: string,
): Promise<void> {
  assertNotSuperUser(id);
  await userInScope(db, caller, id);
  await updateUserRow(
    db,
    id,
    { password: await hashPassword(password), failedAttempts: 0, lockedUntil: null },
    caller.userName,
  );
  await endSessionsOfUsers(db, [id]);
}
