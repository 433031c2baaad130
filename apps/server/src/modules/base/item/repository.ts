import { and, asc, count, eq, getTableColumns, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { clients, dictData, items } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import type { ItemFilter } from './schemas';

export type ItemRow = typeof items.$inferSelect;
export type ItemView = ItemRow & { clientCode: string | null; clientName: string | null };
export type ItemValues = Omit<
  typeof items.$inferInsert,
  'uuid' | 'createTime' | 'createBy' | 'updateBy' | 'updateTime'
>;

export const ITEM_SORTABLE = {
  code: items.code,
  name: items.name,
  temperature: items.temperature,
  transClassification: items.transClassification,
  itemType: items.itemType,
  weightKg: items.weightKg,
  volumeM3: items.volumeM3,
  boxFactor: items.boxFactor,
  createTime: items.createTime,
};
export const ITEM_DEFAULT_ORDER = [asc(items.code), asc(items.uuid)];

const view = { ...getTableColumns(items), clientCode: clients.code, clientName: clients.name };

export function itemWhere(filter: Partial<ItemFilter>, scope: SQL | undefined): SQL | undefined {
  return and(
    eq(items.delFlag, '0'),
    filter.code ? ilike(items.code, `%${filter.code}%`) : undefined,
    filter.name ? ilike(items.name, `%${filter.name}%`) : undefined,
    filter.temperature ? eq(items.temperature, filter.temperature) : undefined,
    filter.transClassification ? eq(items.transClassification, filter.transClassification) : undefined,
    filter.itemType ? eq(items.itemType, filter.itemType) : undefined,
    filter.clientId ? eq(items.clientId, filter.clientId) : undefined,
    filter.barcode ? eq(items.barcode, filter.barcode) : undefined,
    filter.enableFlag ? eq(items.enableFlag, filter.enableFlag) : undefined,
    scope,
  );
}

export async function pageItems(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: ItemView[]; total: number }> {
  const rows = await db
    .select(view)
    .from(items)
    .leftJoin(clients, eq(clients.uuid, items.clientId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(items).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countItems(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ n: count() }).from(items).where(where);
  return total?.n ?? 0;
}

export async function findItem(
  db: DbOrTx,
  uuid: string,
  scope: SQL | undefined,
): Promise<ItemView | undefined> {
  const [row] = await db
    .select(view)
    .from(items)
    .leftJoin(clients, eq(clients.uuid, items.clientId))
    .where(and(eq(items.uuid, uuid), eq(items.delFlag, '0'), scope));
  return row;
}

export async function itemOptions(
  db: DbOrTx,
  keyword: string | undefined,
  where: SQL | undefined,
  limit: number,
) {
  return db
    .select({
      uuid: items.uuid,
      code: items.code,
      name: items.name,
      temperature: items.temperature,
      basicUnit: items.basicUnit,
      boxFactor: items.boxFactor,
      palletFactor: items.palletFactor,
      weightKg: items.weightKg,
      volumeM3: items.volumeM3,
    })
    .from(items)
    .where(
      and(
        where,
        eq(items.enableFlag, 'Y'),
        keyword
          ? or(
              ilike(items.code, `%${keyword}%`),
              ilike(items.name, `%${keyword}%`),
              eq(items.barcode, keyword),
            )
          : undefined,
      ),
    )
    .orderBy(asc(items.code))
    .limit(limit);
}

export async function takenCodes(db: DbOrTx, codes: string[], exceptUuid?: string): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: items.code })
    .from(items)
    .where(
      and(
        inArray(items.code, codes),
        eq(items.delFlag, '0'),
        exceptUuid ? ne(items.uuid, exceptUuid) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.code));
}

export async function insertItems(db: DbOrTx, rows: (typeof items.$inferInsert)[]): Promise<void> {
  // Batches keep each statement under PostgreSQL's 65535 parameters (about 45 columns a row).
  for (let i = 0; i < rows.length; i += 1000) await db.insert(items).values(rows.slice(i, i + 1000));
}

export async function updateItem(
  db: DbOrTx,
  uuid: string,
  patch: Partial<typeof items.$inferInsert>,
): Promise<void> {
  await db.update(items).set(patch).where(eq(items.uuid, uuid));
}

export type DictEntry = { value: string; label: string; labels: Record<string, string> };

/** Enabled entries of some dictionaries, by type. */
export async function dictionaries(db: DbOrTx, types: string[]): Promise<Map<string, DictEntry[]>> {
  const rows = await db
    .select({
      type: dictData.dictType,
      value: dictData.dictValue,
      label: dictData.dictLabel,
      labels: dictData.labels,
    })
    .from(dictData)
    .where(and(inArray(dictData.dictType, types), eq(dictData.status, '0')));
  const out = new Map<string, DictEntry[]>(types.map((type) => [type, []]));
  for (const r of rows)
    out
      .get(r.type)
      ?.push({ value: r.value, label: r.label, labels: (r.labels ?? {}) as Record<string, string> });
  return out;
}

export async function clientsByCodeOrUuid(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ uuid: clients.uuid, code: clients.code })
    .from(clients)
    .where(and(eq(clients.delFlag, '0'), or(inArray(clients.code, keys), inArray(clients.uuid, keys))));
}
