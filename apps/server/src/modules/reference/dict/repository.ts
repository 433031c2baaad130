import { and, asc, count, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { dictData, dictTypes } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type DictTypeRow = typeof dictTypes.$inferSelect;
export type DictDataRow = typeof dictData.$inferSelect;

export type DictTypeFilter = { dictName?: string; dictType?: string; status?: string };

function typeWhere(filter: DictTypeFilter): SQL | undefined {
  return and(
    filter.dictName ? ilike(dictTypes.dictName, `%${filter.dictName}%`) : undefined,
    filter.dictType ? ilike(dictTypes.dictType, `%${filter.dictType}%`) : undefined,
    filter.status ? eq(dictTypes.status, filter.status) : undefined,
  );
}

export async function pageDictTypes(
  db: DbOrTx,
  filter: DictTypeFilter,
  limit: number,
  offset: number,
): Promise<{ rows: DictTypeRow[]; total: number }> {
  const where = typeWhere(filter);
  const rows = await db
    .select()
    .from(dictTypes)
    .where(where)
    .orderBy(asc(dictTypes.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(dictTypes).where(where);
  return { rows, total: total?.n ?? 0 };
}

export function allDictTypes(db: DbOrTx): Promise<DictTypeRow[]> {
  return db.select().from(dictTypes).orderBy(asc(dictTypes.id));
}

export function findDictType(db: DbOrTx, id: number): Promise<DictTypeRow | undefined> {
  return db.query.dictTypes.findFirst({ where: eq(dictTypes.id, id) });
}

export function findDictTypeByType(db: DbOrTx, type: string): Promise<DictTypeRow | undefined> {
  return db.query.dictTypes.findFirst({ where: eq(dictTypes.dictType, type) });
}

export async function dictTypeTaken(db: DbOrTx, type: string, exceptId?: number): Promise<boolean> {
  const row = await db.query.dictTypes.findFirst({
    where: and(eq(dictTypes.dictType, type), exceptId ? ne(dictTypes.id, exceptId) : undefined),
  });
  return !!row;
}

export async function insertDictType(db: DbOrTx, row: typeof dictTypes.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(dictTypes).values(row).returning({ id: dictTypes.id });
  if (!inserted) throw new Error('dict type not inserted');
  return inserted.id;
}

export async function updateDictTypeRow(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof dictTypes.$inferInsert>,
): Promise<void> {
  await db.update(dictTypes).set(patch).where(eq(dictTypes.id, id));
}

/** Renaming a type carries its entries along (RuoYi behaviour). */
export async function renameDictDataType(db: DbOrTx, from: string, to: string): Promise<void> {
  await db.update(dictData).set({ dictType: to }).where(eq(dictData.dictType, from));
}

export function findDictTypesByIds(db: DbOrTx, ids: number[]): Promise<DictTypeRow[]> {
  return db.select().from(dictTypes).where(inArray(dictTypes.id, ids));
}

export async function countDictData(db: DbOrTx, type: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dictData).where(eq(dictData.dictType, type));
  return row?.n ?? 0;
}

export async function deleteDictTypes(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(dictTypes).where(inArray(dictTypes.id, ids));
}

export type DictDataFilter = { dictType?: string; dictLabel?: string; dictValue?: string; status?: string };

function dataWhere(filter: DictDataFilter): SQL | undefined {
  return and(
    filter.dictType ? eq(dictData.dictType, filter.dictType) : undefined,
    filter.dictLabel ? ilike(dictData.dictLabel, `%${filter.dictLabel}%`) : undefined,
    filter.dictValue ? ilike(dictData.dictValue, `%${filter.dictValue}%`) : undefined,
    filter.status ? eq(dictData.status, filter.status) : undefined,
  );
}

export async function pageDictData(
  db: DbOrTx,
  filter: DictDataFilter,
  limit: number,
  offset: number,
): Promise<{ rows: DictDataRow[]; total: number }> {
  const where = dataWhere(filter);
  const rows = await db
    .select()
    .from(dictData)
    .where(where)
    .orderBy(asc(dictData.dictType), asc(dictData.dictSort), asc(dictData.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(dictData).where(where);
  return { rows, total: total?.n ?? 0 };
}

export function dictDataOfType(db: DbOrTx, type: string): Promise<DictDataRow[]> {
  return db
    .select()
    .from(dictData)
    .where(eq(dictData.dictType, type))
    .orderBy(asc(dictData.dictSort), asc(dictData.id));
}

/** Enabled entries of enabled types: what the cache serves. */
export function enabledDictData(db: DbOrTx): Promise<DictDataRow[]> {
  return db
    .select({ data: dictData })
    .from(dictData)
    .innerJoin(dictTypes, eq(dictTypes.dictType, dictData.dictType))
    .where(and(eq(dictData.status, '0'), eq(dictTypes.status, '0')))
    .orderBy(asc(dictData.dictType), asc(dictData.dictSort), asc(dictData.id))
    .then((rows) => rows.map((r) => r.data));
}

export function findDictData(db: DbOrTx, id: number): Promise<DictDataRow | undefined> {
  return db.query.dictData.findFirst({ where: eq(dictData.id, id) });
}

export async function dictValueTaken(
  db: DbOrTx,
  type: string,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const row = await db.query.dictData.findFirst({
    where: and(
      eq(dictData.dictType, type),
      eq(dictData.dictValue, value),
      exceptId ? ne(dictData.id, exceptId) : undefined,
    ),
  });
  return !!row;
}

export async function insertDictData(db: DbOrTx, row: typeof dictData.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(dictData).values(row).returning({ id: dictData.id });
  if (!inserted) throw new Error('dict data not inserted');
  return inserted.id;
}

export async function updateDictDataRow(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof dictData.$inferInsert>,
): Promise<void> {
  await db.update(dictData).set(patch).where(eq(dictData.id, id));
}

export async function deleteDictData(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(dictData).where(inArray(dictData.id, ids));
}
