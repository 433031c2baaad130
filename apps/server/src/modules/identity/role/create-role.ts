import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { insertRole, replaceRoleMenus } from './repository';
import { checkRoleInput, type RoleInput } from './role-rules';

/** POST /system/role/save: a new role sees all data until a data scope is set (RuoYi default 1). */
export async function createRole(db: Db, caller: AuthContext, input: RoleInput): Promise<number> {
  const menuIds = await checkRoleInput(db, input);
  return db.transaction(async (tx) => {
    const id = await insertRole(
      tx,
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
    return id;
  });
}
