import { and, asc, count, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import { ossConfigs, ossFiles } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type OssFileRow = typeof ossFiles.$inferSelect;
export type OssConfigRow = typeof ossConfigs.$inferSelect;
export type OssFileFilter = {
  originalName?: string;
  fileSuffix?: string;
  service?: string;
  createBy?: string;
};

export async function pageOssFiles(db: DbOrTx, filter: OssFileFilter, limit: number, offset: number) {
  const where = and(
    filter.originalName ? ilike(ossFiles.originalName, `%${filter.originalName}%`) : undefined,
    filter.fileSuffix ? eq(ossFiles.fileSuffix, filter.fileSuffix.toLowerCase()) : undefined,
    filter.service ? eq(ossFiles.service, filter.service) : undefined,
    filter.createBy ? ilike(ossFiles.createBy, `%${filter.createBy}%`) : undefined,
  );
  const rows = await db
    .select()
    .from(ossFiles)
    .where(where)
    .orderBy(desc(ossFiles.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(ossFiles).where(where);
  return { rows, total: total?.n ?? 0 };
}

export function findOssFile(db: DbOrTx, id: number): Promise<OssFileRow | undefined> {
  return db.query.ossFiles.findFirst({ where: eq(ossFiles.id, id) });
}

export function findOssFilesByIds(db: DbOrTx, ids: number[]): Promise<OssFileRow[]> {
  return db.select().from(ossFiles).where(inArray(ossFiles.id, ids));
}

export async function insertOssFile(db: DbOrTx, row: typeof ossFiles.$inferInsert): Promise<OssFileRow> {
  const [inserted] = await db.insert(ossFiles).values(row).returning();
  if (!inserted) throw new Error('oss file not inserted');
  return inserted;
}

export async function setOssFileUrl(db: DbOrTx, id: number, url: string): Promise<void> {
  await db.update(ossFiles).set({ url }).where(eq(ossFiles.id, id));
}

export async function deleteOssFiles(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(ossFiles).where(inArray(ossFiles.id, ids));
}

export function allOssConfigs(db: DbOrTx): Promise<OssConfigRow[]> {
  return db.select().from(ossConfigs).orderBy(asc(ossConfigs.id));
}

export function activeOssConfig(db: DbOrTx): Promise<OssConfigRow | undefined> {
  return db.query.ossConfigs.findFirst({ where: eq(ossConfigs.status, '0') });
}

export function ossConfigByKey(db: DbOrTx, configKey: string): Promise<OssConfigRow | undefined> {
  return db.query.ossConfigs.findFirst({ where: eq(ossConfigs.configKey, configKey) });
}

export function findOssConfig(db: DbOrTx, id: number): Promise<OssConfigRow | undefined> {
  return db.query.ossConfigs.findFirst({ where: eq(ossConfigs.id, id) });
}

export function findOssConfigsByIds(db: DbOrTx, ids: number[]): Promise<OssConfigRow[]> {
  return db.select().from(ossConfigs).where(inArray(ossConfigs.id, ids));
}

export async function ossConfigKeyTaken(db: DbOrTx, key: string, exceptId?: number): Promise<boolean> {
  const row = await db.query.ossConfigs.findFirst({
    where: and(eq(ossConfigs.configKey, key), exceptId ? ne(ossConfigs.id, exceptId) : undefined),
  });
  return !!row;
}

export async function insertOssConfig(db: DbOrTx, row: typeof ossConfigs.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(ossConfigs).values(row).returning({ id: ossConfigs.id });
  if (!inserted) throw new Error('oss config not inserted');
  return inserted.id;
}

export async function updateOssConfigRow(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof ossConfigs.$inferInsert>,
): Promise<void> {
  await db.update(ossConfigs).set(patch).where(eq(ossConfigs.id, id));
}

/** Leaves `id` the only configuration in use. */
export async function deactivateOthers(db: DbOrTx, id: number): Promise<void> {
  await db.update(ossConfigs).set({ status: '1' }).where(ne(ossConfigs.id, id));
}

/** When nothing is in use, the local storage is. */
export async function ensureOneActive(db: DbOrTx): Promise<void> {
  if (await db.query.ossConfigs.findFirst({ where: eq(ossConfigs.status, '0') })) return;
  await db.update(ossConfigs).set({ status: '0' }).where(eq(ossConfigs.configKey, 'local'));
}

export async function deleteOssConfigs(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(ossConfigs).where(inArray(ossConfigs.id, ids));
}
