import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { menuLanguages, menus } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type MenuLanguageFilter = { menuId?: number; lang?: string; name?: string };

function where(filter: MenuLanguageFilter): SQL | undefined {
  return and(
    filter.menuId !== undefined ? eq(menuLanguages.menuId, filter.menuId) : undefined,
    filter.lang ? eq(menuLanguages.lang, filter.lang) : undefined,
    filter.name
      ? or(ilike(menuLanguages.name, `%${filter.name}%`), ilike(menus.menuName, `%${filter.name}%`))
      : undefined,
  );
}

export async function pageMenuLanguages(
  db: DbOrTx,
  filter: MenuLanguageFilter,
  limit: number,
  offset: number,
) {
  const w = where(filter);
  const rows = await db
    .select({
      id: menuLanguages.id,
      menuId: menuLanguages.menuId,
      lang: menuLanguages.lang,
      name: menuLanguages.name,
      menuName: menus.menuName,
      menuKey: menus.menuKey,
      menuType: menus.menuType,
      createTime: menuLanguages.createTime,
    })
    .from(menuLanguages)
    .innerJoin(menus, eq(menus.id, menuLanguages.menuId))
    .where(w)
    .orderBy(asc(menus.parentId), asc(menus.orderNum), asc(menuLanguages.menuId), asc(menuLanguages.lang))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(menuLanguages)
    .innerJoin(menus, eq(menus.id, menuLanguages.menuId))
    .where(w);
  return { rows, total: total?.n ?? 0 };
}

export function findMenu(db: DbOrTx, id: number) {
  return db.query.menus.findFirst({ where: eq(menus.id, id) });
}

export function findMenuLanguage(db: DbOrTx, id: number) {
  return db.query.menuLanguages.findFirst({ where: eq(menuLanguages.id, id) });
}

export async function menuLanguageTaken(db: DbOrTx, menuId: number, lang: string, exceptId?: number) {
  const row = await db.query.menuLanguages.findFirst({
    where: and(
      eq(menuLanguages.menuId, menuId),
      eq(menuLanguages.lang, lang),
      exceptId ? ne(menuLanguages.id, exceptId) : undefined,
    ),
  });
  return !!row;
}

export async function insertMenuLanguage(
  db: DbOrTx,
  row: typeof menuLanguages.$inferInsert,
): Promise<number> {
  const [inserted] = await db.insert(menuLanguages).values(row).returning({ id: menuLanguages.id });
  if (!inserted) throw new Error('menu language not inserted');
  return inserted.id;
}

export async function updateMenuLanguageRow(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof menuLanguages.$inferInsert>,
) {
  await db.update(menuLanguages).set(patch).where(eq(menuLanguages.id, id));
}

export async function deleteMenuLanguages(db: DbOrTx, ids: number[]) {
  await db.delete(menuLanguages).where(inArray(menuLanguages.id, ids));
}
