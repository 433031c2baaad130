import type { NavNode } from '@tms/contract';
import type { Lang } from '@tms/domain';
import { eq, inArray } from 'drizzle-orm';
import { menus } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { isSuperCaller } from '../access/dispatch-centers';
import { type MenuRow, roleMenuIdsOf, selectMenus } from './repository';
import { buildTree } from './tree';

/**
 * GET /system/menu/lanAndSystemCode: the caller's directories and menus (no buttons), enabled only,
 * named in the request's language. The administrator gets all; anyone else the menus of their roles,
 * plus the directories above them so a granted screen is never orphaned.
 */
export async function getCallerMenus(
  db: DbOrTx,
  caller: AuthContext,
  lang: Lang,
  systemCode: string,
): Promise<NavNode[]> {
  const rows = await selectMenus(db, lang, [
    eq(menus.status, '0'),
    eq(menus.systemCode, systemCode),
    inArray(menus.menuType, ['M', 'C']),
  ]);
  let visible: MenuRow[] = rows;
  if (!isSuperCaller(caller)) {
    const granted = new Set(await roleMenuIdsOf(db, caller.roleIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keep = new Set<number>();
    for (const row of rows) {
      if (!granted.has(row.id)) continue;
      for (let at: MenuRow | undefined = row; at && !keep.has(at.id); at = byId.get(at.parentId))
        keep.add(at.id);
    }
    visible = rows.filter((r) => keep.has(r.id));
  }
  return buildTree<MenuRow, NavNode>(visible, (row, children) => ({
    id: row.id,
    menuId: row.id,
    menuName: row.label,
    menuKey: row.menuKey,
    icon: row.icon,
    path: row.path,
    component: row.component,
    hidden: row.visible === '1',
    redirect: row.redirect,
    remark: row.remark,
    target: row.target,
    query: row.query,
    hideChildren: row.hideChildren,
    hideHeader: row.hideHeader,
    affix: row.affix,
    parentId: row.parentId,
    menuType: row.menuType,
    orderNum: row.orderNum,
    ...(children ? { children } : {}),
  }));
}
