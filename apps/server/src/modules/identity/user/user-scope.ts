import { users } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { deptScopeCondition } from '../dept/dept-scope';
import { findUser, type UserDetailRow } from './repository';

export function userScope(caller: AuthContext) {
  return deptScopeCondition(caller, users.deptId, users.id);
}

/** The user, when present and inside the caller's data scope (RuoYi checkUserDataScope). */
export async function userInScope(db: DbOrTx, caller: AuthContext, id: number): Promise<UserDetailRow> {
  const user = await findUser(db, id);
  if (!user) throw AppError.notFound();
  const scope = userScope(caller);
  if (scope && !(await findUser(db, id, scope))) throw AppError.invalid('system.user.noDataScope');
  return user;
}

/** RuoYi checkUserAllowed: the super administrator (user 1) is not changed through the user screens. */
export function assertNotSuperUser(id: number): void {
  if (String(id) === '1') throw AppError.invalid('system.user.cannotChangeSuper');
}
