import { ADMIN_ROLE_KEY } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { isSuperCaller } from '../access/dispatch-centers';
import { countPresentUsers } from '../user/repository';
import { userScope } from '../user/user-scope';
import { bindUsers, findRole, unbindUsers } from './repository';

/**
 * POST /system/role/binding (bind = true) and /unbinding: users the caller may see; only an
 * administrator hands out or takes back the admin role.
 */
export async function bindRoleUsers(
  db: DbOrTx,
  caller: AuthContext,
  roleId: number,
  userIds: number[],
  bind: boolean,
): Promise<void> {
  const role = await findRole(db, roleId);
  if (!role) throw AppError.notFound();
  if (role.roleKey === ADMIN_ROLE_KEY && !isSuperCaller(caller))
    throw AppError.invalid('system.role.adminLocked');
  const unique = [...new Set(userIds)];
  if ((await countPresentUsers(db, unique)) !== unique.length) throw AppError.notFound();
  const scope = userScope(caller);
  if (scope && (await countPresentUsers(db, unique, scope)) !== unique.length) {
    throw AppError.invalid('system.user.noDataScope');
  }
  if (bind) await bindUsers(db, roleId, unique);
  else await unbindUsers(db, roleId, unique);
  await invalidateCallers();
}
