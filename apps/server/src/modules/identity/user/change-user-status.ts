import type { AuthContext } from '../../../platform/auth/caller';
import { endSessionsOfUsers } from '../../../platform/auth/revocation';
import type { DbOrTx } from '../../../platform/db';
import { updateUserRow } from './repository';
import { assertNotSuperUser, userInScope } from './user-scope';

/** POST /system/user/status: a disabled user's sessions end at once, on every instance. */
export async function changeUserStatus(
  db: DbOrTx,
  caller: AuthContext,
  id: number,
  status: '0' | '1',
): Promise<void> {
  assertNotSuperUser(id);
  await userInScope(db, caller, id);
  await updateUserRow(db, id, { status }, caller.userName);
  if (status === '1') await endSessionsOfUsers(db, [id]);
}
