import { and, asc, count, eq, ilike, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { districts } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type DistrictRow = typeof districts.$inferSelect;
export type DistrictFilter = { parentId?: number; name?: string; code?: string; level?: number };

/** Rows with a flag telling whether they have children (for lazy trees). */
export async function listDistrictRows(
  db: DbOrTx,
  filter: DistrictFilter,
): Promise<(DistrictRow & { hasChildren: boolean })[]> {
  const where: SQL | undefined = and(
    filter.parentId !== undefined ? eq(districts.parentId, filter.parentId) : undefined,
    filter.name ? ilike(districts.name, `%${filter.name}%`) : undefined,
    filter.code ? ilike(districts.code, `${filter.code}%`) : undefined,
    filter.level !== undefined ? eq(districts.level, filter.level) : undefined,
  );
  const rows = await db
    .select({
      district: districts,
      hasChildren: sql<boolean>`exists (select 1 from sys_district c where c.parent_id = "sys_district"."id")`,
    })
    .from(districts)
    .where(where)
    .orderBy(asc(districts.level), asc(districts.code));
  return rows.map((r) => ({ ...r.district, hasChildren: Boolean(r.hasChildren) }));
}

export function findDistrict(db: DbOrTx, id: number): Promise<DistrictRow | undefined> {
  return db.query.districts.findFirst({ where: eq(districts.id, id) });
}

export async function districtCodeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const row = await db.query.districts.findFirst({
    where: and(eq(districts.code, code), exceptId ? ne(districts.id, exceptId) : undefined),
  });
  return !!row;
}

export async function insertDistrict(db: DbOrTx, row: typeof districts.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(districts).values(row).returning({ id: districts.id });
  if (!inserted) throw new Error('district not inserted');
  return inserted.id;
}

export async function updateDistrictRow(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof districts.$inferInsert>,
) {
  await db.update(districts).set(patch).where(eq(districts.id, id));
}

export function findDistrictsByIds(db: DbOrTx, ids: number[]): Promise<DistrictRow[]> {
  return db.select().from(districts).where(inArray(districts.id, ids));
}

export async function countChildren(db: DbOrTx, parentId: number, exceptIds: number[] = []): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(districts)
    .where(
      and(
        eq(districts.parentId, parentId),
        exceptIds.length > 0 ? notInArray(districts.id, exceptIds) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function deleteDistricts(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(districts).where(inArray(districts.id, ids));
}
