import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { isSuperCaller } from '../access/dispatch-centers';
import { allRoles as queryAll } from './repository';
import { type RoleView, toRoleView } from './role-view';

/** GET /system/role/all: every role for pickers; the admin role only for administrators (RuoYi). */
export async function allRoles(db: DbOrTx, caller: AuthContext): Promise<RoleView[]> {
  const rows = (await queryAll(db)).map(toRoleView);
  return isSuperCaller(caller) ? rows : rows.filter((r) => !r.admin);
}
