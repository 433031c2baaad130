import { and, asc, count, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { configs } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type ConfigRow = typeof configs.$inferSelect;
export type ConfigFilter = { configName?: string; configKey?: string; configType?: string };

function where(filter: ConfigFilter): SQL | undefined {
  return and(
    filter.configName ? ilike(configs.configName, `%${filter.configName}%`) : undefined,
    filter.configKey ? ilike(configs.configKey, `%${filter.configKey}%`) : undefined,
    filter.configType ? eq(configs.configType, filter.configType) : undefined,
  );
}

export async function pageConfigs(db: DbOrTx, filter: ConfigFilter, limit: number, offset: number) {
  const w = where(filter);
  const rows = await db.select().from(configs).where(w).orderBy(asc(configs.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(configs).where(w);
  return { rows, total: total?.n ?? 0 };
}

export function findConfig(db: DbOrTx, id: number): Promise<ConfigRow | undefined> {
  return db.query.configs.findFirst({ where: eq(configs.id, id) });
}

export function findConfigByKey(db: DbOrTx, key: string): Promise<ConfigRow | undefined> {
  return db.query.configs.findFirst({ where: eq(configs.configKey, key) });
}

export async function configKeyTaken(db: DbOrTx, key: string, exceptId?: number): Promise<boolean> {
  const row = await db.query.configs.findFirst({
    where: and(eq(configs.configKey, key), exceptId ? ne(configs.id, exceptId) : undefined),
  });
  return !!row;
}

export async function insertConfig(db: DbOrTx, row: typeof configs.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(configs).values(row).returning({ id: configs.id });
  if (!inserted) throw new Error('config not inserted');
  return inserted.id;
}

export async function updateConfigRow(db: DbOrTx, id: number, patch: Partial<typeof configs.$inferInsert>) {
  await db.update(configs).set(patch).where(eq(configs.id, id));
}

export function findConfigsByIds(db: DbOrTx, ids: number[]): Promise<ConfigRow[]> {
  return db.select().from(configs).where(inArray(configs.id, ids));
}

export async function deleteConfigs(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(configs).where(inArray(configs.id, ids));
}
