import type { AuthContext } from '../../../platform/auth/caller';
import { endSessionsOfUsers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { countPresentUsers, softDeleteUsers } from './repository';
import { assertNotSuperUser, userScope } from './user-scope';

/** POST /system/user/remove?ids=: never user 1, never yourself, only users inside your data scope. */
export async function removeUsers(db: Db, caller: AuthContext, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  for (const id of unique) assertNotSuperUser(id);
  if (unique.includes(Number(caller.userId))) throw AppError.invalid('system.user.cannotRemoveSelf');
  const present = await countPresentUsers(db, unique);
  if (present !== unique.length) throw AppError.notFound();
  const scope = userScope(caller);
  if (scope && (await countPresentUsers(db, unique, scope)) !== unique.length) {
    throw AppError.invalid('system.user.noDataScope');
  }
  await db.transaction((tx) => softDeleteUsers(tx, unique, caller.userName));
  await endSessionsOfUsers(db, unique);
}
