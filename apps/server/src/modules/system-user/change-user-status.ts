import type { AuthContext } from '../../platform/auth/caller';
import { invalidateCallers } from '../../platform/auth/caller';
import type { DbOrTx } from '../../platform/db';
import { updateUserRow } from './repository';
import { assertNotSuperUser, userInScope } from './user-scope';

/** POST /system/user/status: a disabled user's sessions stop working at once. */
export async function changeUserStatus(
  db: DbOrTx,
  caller: AuthContext,
  id: number,
  status: '0' | '1',
): Promise<void> {
  assertNotSuperUser(id);
  await userInScope(db, caller, id);
  await updateUserRow(db, id, { status }, caller.userName);
  invalidateCallers();
}
