import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { isSuperCaller } from '../access/dispatch-centers';
import { userInScope } from '../user/user-scope';
import { rolesForUser } from './repository';
import { type RoleView, toRoleView } from './role-view';

/**
 * GET /system/role/selectUserRefRolesByUserId (held = true) and selectUserNotRefRolesByUserId
 * (held = false): a user the caller may see; the admin role is offered only by administrators.
 */
export async function rolesOfUser(
  db: DbOrTx,
  caller: AuthContext,
  userId: number,
  held: boolean,
): Promise<RoleView[]> {
  await userInScope(db, caller, userId);
  const rows = (await rolesForUser(db, userId, !held)).map(toRoleView);
  return held || isSuperCaller(caller) ? rows : rows.filter((r) => !r.admin);
}
