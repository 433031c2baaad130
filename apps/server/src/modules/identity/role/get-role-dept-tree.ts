import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { listDepts } from '../dept/list-depts';
import { roleDeptIds } from '../dept/repository';
import { buildTree, type TreeOption } from '../menu/tree';
import { findRole } from './repository';

/** GET /system/dept/role/{roleId}: the departments the caller may see, as a tree, and the role's custom ones. */
export async function getRoleDeptTree(
  db: DbOrTx,
  caller: AuthContext,
  roleId: number,
): Promise<{ depts: TreeOption[]; checkedKeys: number[] }> {
  if (!(await findRole(db, roleId))) throw AppError.notFound();
  const [rows, checkedKeys] = await Promise.all([listDepts(db, caller, {}), roleDeptIds(db, roleId)]);
  const depts = buildTree<(typeof rows)[number], TreeOption>(rows, (row, children) => ({
    id: row.id,
    label: row.deptName,
    ...(children ? { children } : {}),
  }));
  return { depts, checkedKeys };
}
