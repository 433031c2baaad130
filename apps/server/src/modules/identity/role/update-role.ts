import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { findRole, replaceRoleMenus, updateRoleRow } from './repository';
import { checkRoleInput, type RoleInput } from './role-rules';
import { assertNotAdminRole } from './role-view';

/** POST /system/role/update: the holders' permissions change at once. */
export async function updateRole(db: Db, caller: AuthContext, id: number, input: RoleInput): Promise<void> {
  const role = await findRole(db, id);
  if (!role) throw AppError.notFound();
  assertNotAdminRole(role);
  const menuIds = await checkRoleInput(db, input, id);
  await db.transaction(async (tx) => {
    await updateRoleRow(
      tx,
      id,
      {
        roleName: input.roleName,
        roleKey: input.roleKey,
        roleSort: input.roleSort,
        status: input.status,
        remark: input.remark,
      },
      caller.userName,
    );
    await replaceRoleMenus(tx, id, menuIds);
  });
  await invalidateCallers();
}
