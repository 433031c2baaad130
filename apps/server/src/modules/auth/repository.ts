import { and, eq, gt, isNull } from 'drizzle-orm';
import { captchas, configs, loginLogs, sessions, userDispatchCenters, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

export function findUserByName(db: DbOrTx, userName: string) {
  return db.query.users.findFirst({ where: and(eq(users.userName, userName), eq(users.delFlag, '0')) });
}

export async function recordFailure(db: DbOrTx, userId: number, attempts: number, lockedUntil: Date | null) {
  await db.update(users).set({ failedAttempts: attempts, lockedUntil }).where(eq(users.id, userId));
}

export async function recordSuccess(db: DbOrTx, userId: number, ip: string, at: Date) {
  await db
    .update(users)
    .set({ failedAttempts: 0, lockedUntil: null, loginIp: ip, loginDate: at })
    .where(eq(users.id, userId));
}

export async function defaultDispatchCenter(db: DbOrTx, userId: number): Promise<string | null> {
  const rows = await db.select().from(userDispatchCenters).where(eq(userDispatchCenters.userId, userId));
  return (rows.find((r) => r.isDefault === 1) ?? rows[0])?.dispatchCenterId ?? null;
}

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function writeLoginLog(db: DbOrTx, row: typeof loginLogs.$inferInsert) {
  await db.insert(loginLogs).values(row);
}

export async function configValue(db: DbOrTx, key: string): Promise<string | undefined> {
  const row = await db.query.configs.findFirst({ where: eq(configs.configKey, key) });
  return row?.configValue;
}

/** Marks a passed slide verification as used; false when unknown, used or expired. */
export async function consumeVerification(db: DbOrTx, verificationHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchas.verificationHash, verificationHash),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, now),
      ),
    )
    .returning({ token: captchas.token });
  return used.length === 1;
}
