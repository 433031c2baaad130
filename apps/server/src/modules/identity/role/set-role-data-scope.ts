import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import type { DataScope } from '../dept/dept-scope';
import { existingDeptIds } from '../dept/repository';
import { findRole, replaceRoleDepts, updateRoleRow } from './repository';
import { assertNotAdminRole } from './role-view';

/** POST /system/role/authDataScope: scope 2 keeps the chosen departments; other scopes clear them. */
export async function setRoleDataScope(
  db: Db,
  caller: AuthContext,
  roleId: number,
  dataScope: DataScope,
  deptIds: number[],
): Promise<void> {
  const role = await findRole(db, roleId);
  if (!role) throw AppError.notFound();
  assertNotAdminRole(role);
  const kept = dataScope === '2' ? await existingDeptIds(db, [...new Set(deptIds)]) : [];
  await db.transaction(async (tx) => {
    await updateRoleRow(tx, roleId, { dataScope }, caller.userName);
    await replaceRoleDepts(tx, roleId, kept);
  });
  await invalidateCallers();
}
