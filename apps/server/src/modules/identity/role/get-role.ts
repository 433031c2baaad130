import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { roleDeptIds } from '../dept/repository';
import { roleMenuIds } from '../menu/repository';
import { findRole } from './repository';
import { type RoleView, toRoleView } from './role-view';

/** GET /system/role/get/{id}: the role with its menu ids and (custom scope) department ids. */
export async function getRole(
  db: DbOrTx,
  id: number,
): Promise<RoleView & { menuIds: number[]; deptIds: number[] }> {
  const role = await findRole(db, id);
  if (!role) throw AppError.notFound();
  const [menuIds, deptIds] = await Promise.all([roleMenuIds(db, id), roleDeptIds(db, id)]);
  return { ...toRoleView(role), menuIds, deptIds };
}
