import type { Menu } from '@tms/contract';
import type { Lang } from '@tms/domain';
import { and, asc, count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { menuLanguages, menus, roleMenus } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { containsText } from '../../../platform/list-query';

const langRow = alias(menuLanguages, 'ml');
const zhRow = alias(menuLanguages, 'ml_zh');

/** The menu's name in the request's language: sys_menu_language, then its zh-CN row, then menu_name. */
const label = sql<string>`coalesce(${langRow.name}, ${zhRow.name}, ${menus.menuName})`;

const columns = {
  id: menus.id,
  menuName: menus.menuName,
  label,
  menuKey: menus.menuKey,
  parentId: menus.parentId,
  orderNum: menus.orderNum,
  path: menus.path,
  component: menus.component,
  query: menus.query,
  redirect: menus.redirect,
  menuType: menus.menuType,
  visible: menus.visible,
  status: menus.status,
  perms: menus.perms,
  icon: menus.icon,
  target: menus.target,
  hideChildren: menus.hideChildren,
  hideHeader: menus.hideHeader,
  affix: menus.affix,
  systemCode: menus.systemCode,
  remark: menus.remark,
  createTime: menus.createTime,
};
/** A menu as selected: the answered record, with the time as the database returns it. */
export type MenuRow = Omit<Menu, 'createTime'> & { createTime: Date };

/** Menus granted through any of the roles (enabled roles only; the caller's roleIds already are). */
export function grantedTo(roleIds: readonly number[]): SQL {
  if (roleIds.length === 0) return sql`false`;
  return sql`${menus.id} in (select rm.menu_id from sys_role_menu rm where rm.role_id in (${sql.join(
    roleIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

export async function selectMenus(db: DbOrTx, lang: Lang, where: (SQL | undefined)[]): Promise<MenuRow[]> {
  return db
    .select(columns)
    .from(menus)
    .leftJoin(langRow, and(eq(langRow.menuId, menus.id), eq(langRow.lang, lang)))
    .leftJoin(zhRow, and(eq(zhRow.menuId, menus.id), eq(zhRow.lang, 'zh-CN')))
    .where(and(...where))
    .orderBy(asc(menus.parentId), asc(menus.orderNum), asc(menus.id));
}

export function menuFilter(filter: {
  menuName?: string;
  status?: string;
  visible?: string;
}): (SQL | undefined)[] {
  return [
    filter.menuName
      ? sql`(${ilike(menus.menuName, containsText(filter.menuName))} or exists (select 1 from sys_menu_language x where x.menu_id = ${menus.id} and x.name ilike ${containsText(filter.menuName)}))`
      : undefined,
    filter.status ? eq(menus.status, filter.status) : undefined,
    filter.visible ? eq(menus.visible, filter.visible) : undefined,
  ];
}

export async function findMenu(db: DbOrTx, id: number) {
  const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
  return row;
}

/** Every (id, parentId) pair: enough to walk the tree for the self-parent rule. */
export async function menuLinks(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

export async function menuNameTaken(db: DbOrTx, parentId: number, menuName: string, exceptId?: number) {
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(
      and(
        eq(menus.parentId, parentId),
        eq(menus.menuName, menuName),
        exceptId ? ne(menus.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export type MenuValues = Omit<
  typeof menus.$inferInsert,
  'id' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'
>;

export async function insertMenu(db: DbOrTx, values: MenuValues, by: string): Promise<number> {
  const [row] = await db
    .insert(menus)
    .values({ ...values, createBy: by })
    .returning({ id: menus.id });
  if (!row) throw new Error('menu not inserted');
  return row.id;
}

export async function updateMenuRow(db: DbOrTx, id: number, values: MenuValues, by: string) {
  await db
    .update(menus)
    .set({ ...values, updateBy: by, updateTime: new Date() })
    .where(eq(menus.id, id));
}

export async function countMenuChildren(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menus).where(eq(menus.parentId, id));
  return row?.n ?? 0;
}

export async function deleteMenu(db: DbOrTx, id: number) {
  await db.delete(roleMenus).where(eq(roleMenus.menuId, id));
  await db.delete(menuLanguages).where(eq(menuLanguages.menuId, id));
  await db.delete(menus).where(eq(menus.id, id));
}

export async function roleMenuIds(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(roleMenus.menuId));
  return rows.map((r) => r.menuId);
}

export async function existingMenuIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids));
  return rows.map((r) => r.id);
}

/** The menus and buttons carrying the given permission keys, named in the language (personal permissions). */
export async function permissionItems(db: DbOrTx, perms: readonly string[], lang: Lang) {
  if (perms.length === 0) return [];
  const parent = alias(menus, 'p');
  const parentLang = alias(menuLanguages, 'pl');
  const rows = await db
    .select({
      perms: menus.perms,
      menuName: label,
      menuType: menus.menuType,
      parentName: sql<string | null>`coalesce(${parentLang.name}, ${parent.menuName})`,
    })
    .from(menus)
    .leftJoin(langRow, and(eq(langRow.menuId, menus.id), eq(langRow.lang, lang)))
    .leftJoin(zhRow, and(eq(zhRow.menuId, menus.id), eq(zhRow.lang, 'zh-CN')))
    .leftJoin(parent, eq(parent.id, menus.parentId))
    .leftJoin(parentLang, and(eq(parentLang.menuId, parent.id), eq(parentLang.lang, lang)))
    .where(and(inArray(menus.perms, [...perms]), eq(menus.status, '0')))
    .orderBy(asc(menus.perms), asc(menus.id));
  const seen = new Set<string>();
  const out: { perms: string; menuName: string; menuType: string; parentName: string | null }[] = [];
  for (const row of rows) {
    if (!row.perms || seen.has(row.perms)) continue;
    seen.add(row.perms);
    out.push({
      perms: row.perms,
      menuName: row.menuName,
      menuType: row.menuType,
      parentName: row.parentName,
    });
  }
  return out;
}

/** Menu ids granted to any of the roles. */
export async function roleMenuIdsOf(db: DbOrTx, roleIds: readonly number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(inArray(roleMenus.roleId, [...roleIds]));
  return rows.map((r) => r.menuId);
}
