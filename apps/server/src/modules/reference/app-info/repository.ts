import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { appInfos, configs } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type AppInfoRow = typeof appInfos.$inferSelect;
export type AppInfoFilter = { type?: string; clientType?: string; version?: string };

export async function pageAppInfos(db: DbOrTx, filter: AppInfoFilter, limit: number, offset: number) {
  const where = and(
    filter.type ? eq(appInfos.type, filter.type) : undefined,
    filter.clientType ? eq(appInfos.clientType, filter.clientType) : undefined,
    filter.version ? eq(appInfos.version, filter.version) : undefined,
  );
  const rows = await db
    .select()
    .from(appInfos)
    .where(where)
    .orderBy(desc(appInfos.createTime), desc(appInfos.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(appInfos).where(where);
  return { rows, total: total?.n ?? 0 };
}

export function allAppInfos(db: DbOrTx): Promise<AppInfoRow[]> {
  return db.select().from(appInfos);
}

export function findAppInfo(db: DbOrTx, id: number): Promise<AppInfoRow | undefined> {
  return db.query.appInfos.findFirst({ where: eq(appInfos.id, id) });
}

export async function insertAppInfo(db: DbOrTx, row: typeof appInfos.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(appInfos).values(row).returning({ id: appInfos.id });
  if (!inserted) throw new Error('app info not inserted');
  return inserted.id;
}

export async function updateAppInfoRow(db: DbOrTx, id: number, patch: Partial<typeof appInfos.$inferInsert>) {
  await db.update(appInfos).set(patch).where(eq(appInfos.id, id));
}

export async function deleteAppInfos(db: DbOrTx, ids: number[]) {
  await db.delete(appInfos).where(inArray(appInfos.id, ids));
}

export async function findConfigValue(db: DbOrTx, key: string): Promise<string | undefined> {
  const row = await db.query.configs.findFirst({ where: eq(configs.configKey, key) });
  return row?.configValue;
}
