import { and, count, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import { integrationSettings, pushLogs } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type IntegrationRow = typeof integrationSettings.$inferSelect;
export type PushLogRow = typeof pushLogs.$inferSelect;

export async function pageSettings(
  db: DbOrTx,
  filter: { name?: string | undefined },
  limit: number,
  offset: number,
) {
  const where = filter.name ? ilike(integrationSettings.name, `%${filter.name}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(integrationSettings)
      .where(where)
      .orderBy(integrationSettings.name)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(integrationSettings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function settingByName(db: DbOrTx, name: string) {
  return db.query.integrationSettings.findFirst({ where: eq(integrationSettings.name, name) });
}

export function settingById(db: DbOrTx, id: number) {
  return db.query.integrationSettings.findFirst({ where: eq(integrationSettings.id, id) });
}

export async function nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const row = await db.query.integrationSettings.findFirst({
    columns: { id: true },
    where: and(
      eq(integrationSettings.name, name),
      exceptId ? ne(integrationSettings.id, exceptId) : undefined,
    ),
  });
  return !!row;
}

export async function insertSetting(
  db: DbOrTx,
  row: typeof integrationSettings.$inferInsert,
): Promise<number> {
  const [created] = await db
    .insert(integrationSettings)
    .values(row)
    .returning({ id: integrationSettings.id });
  if (!created) throw new Error('integration insert returned nothing');
  return created.id;
}

export async function updateSetting(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof integrationSettings.$inferInsert>,
): Promise<void> {
  await db.update(integrationSettings).set(patch).where(eq(integrationSettings.id, id));
}

export async function deleteSettings(db: DbOrTx, ids: number[]): Promise<number> {
  const gone = await db
    .delete(integrationSettings)
    .where(inArray(integrationSettings.id, ids))
    .returning({ id: integrationSettings.id });
  return gone.length;
}

export async function insertPushLog(db: DbOrTx, row: typeof pushLogs.$inferInsert): Promise<number> {
  const [created] = await db.insert(pushLogs).values(row).returning({ id: pushLogs.id });
  if (!created) throw new Error('push log insert returned nothing');
  return created.id;
}

export type PushLogFilter = {
  target?: string | undefined;
  kind?: string | undefined;
  status?: string | undefined;
};

export async function pagePushLogs(db: DbOrTx, filter: PushLogFilter, limit: number, offset: number) {
  const where = and(
    filter.target ? eq(pushLogs.target, filter.target) : undefined,
    filter.kind ? eq(pushLogs.kind, filter.kind) : undefined,
    filter.status ? eq(pushLogs.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pushLogs)
      .where(where)
      .orderBy(desc(pushLogs.createTime), desc(pushLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(pushLogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
