import type { Lang } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { getMenuTree } from '../menu/get-menu-tree';
import { roleMenuIds } from '../menu/repository';
import type { TreeOption } from '../menu/tree';
import { findRole } from './repository';

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
