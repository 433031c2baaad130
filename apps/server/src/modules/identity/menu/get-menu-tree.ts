import type { Lang } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { menuScope } from './menu-scope';
import { selectMenus } from './repository';
import { buildTree, type TreeOption } from './tree';

/** GET /system/menu/treeselect: the menus the caller may grant, as a tree (a new role's permission tree). */
export async function getMenuTree(db: DbOrTx, caller: AuthContext, lang: Lang): Promise<TreeOption[]> {
  const rows = await selectMenus(db, lang, [menuScope(caller)]);
  return buildTree<(typeof rows)[number], TreeOption>(rows, (row, children) => ({
    id: row.id,
    label: row.label,
    ...(children ? { children } : {}),
  }));
}
