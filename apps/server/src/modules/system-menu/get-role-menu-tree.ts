import type { Lang } from '@tms/domain';
import type { AuthContext } from '../../platform/auth/caller';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findRole } from '../system-role/repository';
import { getMenuTree } from './get-menu-tree';
import { roleMenuIds } from './repository';
import type { TreeOption } from './tree';

/** GET /system/menu/role/{roleId}: the menus the caller may grant, as a tree, and the role's menus. */
export async function getRoleMenuTree(
  db: DbOrTx,
  caller: AuthContext,
  lang: Lang,
  roleId: number,
): Promise<{ menus: TreeOption[]; checkedKeys: number[] }> {
  if (!(await findRole(db, roleId))) throw AppError.notFound();
  const [menus, checkedKeys] = await Promise.all([getMenuTree(db, caller, lang), roleMenuIds(db, roleId)]);
  return { menus, checkedKeys };
}
