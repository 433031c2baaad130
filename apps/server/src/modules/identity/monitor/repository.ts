import { and, count, desc, eq, gt, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { departments, loginLogs, operLogs, requestLogs, sessions, users } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { containsText, escapeLike } from '../../../platform/list-query';
import { timeRange } from '../../../platform/time-range';

type Paging = { limit: number; offset: number };

/** `%text%` with the LIKE wildcards of the input escaped. */

export type OperLogFilter = {
  title?: string | undefined;
  /**
   * Routes whose translated title matches `title` (a title search matches these or the stored title):
   * their module's path prefixes and their action's path endings.
   */
  titleRoutes?: { prefixes: readonly string[]; endings: readonly string[] } | undefined;
  operName?: string | undefined;
  businessType?: string | undefined;
  status?: number | undefined;
  operIp?: string | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
};

export async function pageOperLogs(db: DbOrTx, filter: OperLogFilter, { limit, offset }: Paging) {
  const where = and(
    filter.title
      ? or(
          ilike(operLogs.title, containsText(filter.title)),
          ...(filter.titleRoutes?.prefixes ?? []).map((p) => like(operLogs.method, `${escapeLike(p)}%`)),
          ...(filter.titleRoutes?.endings ?? []).map((e) => like(operLogs.method, `%${escapeLike(e)}`)),
        )
      : undefined,
    filter.operName ? ilike(operLogs.operName, containsText(filter.operName)) : undefined,
    filter.businessType ? eq(operLogs.businessType, filter.businessType) : undefined,
    filter.status !== undefined ? eq(operLogs.status, filter.status) : undefined,
    filter.operIp ? ilike(operLogs.operIp, containsText(filter.operIp)) : undefined,
    ...timeRange(operLogs.operTime, filter.beginTime, filter.endTime),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: operLogs.id,
        title: operLogs.title,
        businessType: operLogs.businessType,
        method: operLogs.method,
        requestMethod: operLogs.requestMethod,
        operName: operLogs.operName,
        operUrl: operLogs.operUrl,
        operIp: operLogs.operIp,
        status: operLogs.status,
        errorMsg: operLogs.errorMsg,
        operTime: operLogs.operTime,
        costTime: operLogs.costTime,
      })
      .from(operLogs)
      .where(where)
      .orderBy(desc(operLogs.operTime), desc(operLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(operLogs).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export function findOperLog(db: DbOrTx, id: number) {
  return db.query.operLogs.findFirst({ where: eq(operLogs.id, id) });
}

export async function deleteOperLogs(db: DbOrTx, ids: number[]): Promise<number> {
  return (await db.delete(operLogs).where(inArray(operLogs.id, ids)).returning({ id: operLogs.id })).length;
}

export async function deleteAllOperLogs(db: DbOrTx): Promise<void> {
  await db.delete(operLogs);
}

export type LoginLogFilter = {
  userName?: string | undefined;
  ipaddr?: string | undefined;
  status?: number | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
};

export async function pageLoginLogs(db: DbOrTx, filter: LoginLogFilter, { limit, offset }: Paging) {
  const where = and(
    filter.userName ? ilike(loginLogs.userName, containsText(filter.userName)) : undefined,
    filter.ipaddr ? ilike(loginLogs.ipaddr, containsText(filter.ipaddr)) : undefined,
    filter.status !== undefined ? eq(loginLogs.status, filter.status) : undefined,
    ...timeRange(loginLogs.loginTime, filter.beginTime, filter.endTime),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loginLogs)
      .where(where)
      .orderBy(desc(loginLogs.loginTime), desc(loginLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(loginLogs).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function deleteLoginLogs(db: DbOrTx, ids: number[]): Promise<number> {
  return (await db.delete(loginLogs).where(inArray(loginLogs.id, ids)).returning({ id: loginLogs.id }))
    .length;
}

export async function deleteAllLoginLogs(db: DbOrTx): Promise<void> {
  await db.delete(loginLogs);
}

/** Clears the wrong-password count and lock of a user; false when there is no such user. */
export async function clearLock(db: DbOrTx, userName: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(and(eq(users.userName, userName), eq(users.delFlag, '0')))
    .returning({ id: users.id });
  return rows.length > 0;
}

export type RequestLogFilter = {
  url?: string | undefined;
  method?: string | undefined;
  statusCode?: number | undefined;
  userName?: string | undefined;
  ip?: string | undefined;
  minCostMs?: number | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
};

export async function pageRequestLogs(db: DbOrTx, filter: RequestLogFilter, { limit, offset }: Paging) {
  const where = and(
    filter.url ? ilike(requestLogs.url, containsText(filter.url)) : undefined,
    filter.method ? eq(requestLogs.method, filter.method) : undefined,
    filter.statusCode !== undefined ? eq(requestLogs.statusCode, filter.statusCode) : undefined,
    filter.userName ? ilike(requestLogs.userName, containsText(filter.userName)) : undefined,
    filter.ip ? ilike(requestLogs.ip, containsText(filter.ip)) : undefined,
    filter.minCostMs !== undefined ? sql`${requestLogs.costMs} >= ${filter.minCostMs}` : undefined,
    ...timeRange(requestLogs.requestTime, filter.beginTime, filter.endTime),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(requestLogs)
      .where(where)
      .orderBy(desc(requestLogs.requestTime), desc(requestLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(requestLogs).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type OnlineFilter = { userName?: string | undefined; ipaddr?: string | undefined };

/** Sessions not yet expired, newest sign-in first, with the user's name and department. */
export async function pageOnlineSessions(
  db: DbOrTx,
  filter: OnlineFilter,
  now: Date,
  { limit, offset }: Paging,
) {
  const conditions: (SQL | undefined)[] = [
    gt(sessions.expiresAt, now),
    filter.userName ? ilike(users.userName, containsText(filter.userName)) : undefined,
    filter.ipaddr ? ilike(sessions.ipaddr, containsText(filter.ipaddr)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        tokenHash: sessions.tokenHash,
        userId: users.id,
        userName: users.userName,
        nickName: users.nickName,
        deptName: departments.deptName,
        ipaddr: sessions.ipaddr,
        browser: sessions.browser,
        os: sessions.os,
        dispatchCenterId: sessions.dispatchCenterId,
        loginTime: sessions.loginTime,
        lastAccessTime: sessions.lastAccessTime,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(where)
      .orderBy(desc(sessions.loginTime))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Deletes the sessions whose token hash starts with the given prefix; returns their hashes. */
export async function deleteSessionsByPrefix(db: DbOrTx, prefix: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(sql`left(${sessions.tokenHash}, ${prefix.length}) = ${prefix}`)
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

/** One round trip to the database (the health check). */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
