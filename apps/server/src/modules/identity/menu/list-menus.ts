import type { Menu } from '@tms/contract';
import type { Lang } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { menuScope } from './menu-scope';
import { menuFilter, selectMenus } from './repository';

/** A menu as GET /system/menu/list answers it: the contract's record. */
export type MenuView = Menu;
export type MenuFilter = { menuName?: string; status?: string; visible?: string };

/** GET /system/menu/list: flat (the web builds the tree); label is the name in the request's language. */
export async function listMenus(
  db: DbOrTx,
  caller: AuthContext,
  lang: Lang,
  filter: MenuFilter,
): Promise<MenuView[]> {
  const rows = await selectMenus(db, lang, [...menuFilter(filter), menuScope(caller)]);
  return rows.map((row) => ({ ...row, createTime: row.createTime.toISOString() }));
}
