import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  captchas,
  configs,
  integrationSettings,
  loginLogs,
  sessions,
  userDispatchCenters,
  users,
} from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export function findUserByName(db: DbOrTx, userName: string) {
  return db.query.users.findFirst({ where: and(eq(users.userName, userName), eq(users.delFlag, '0')) });
}

/**
 * Counts one wrong password in a single statement, so parallel tries cannot overwrite each other's
 * count (every SET reads the row as the previous writer left it). A lock that has run out starts a
 * fresh count; reaching `maxFailures` locks the account until `now + lockMs`, and a running lock is
 * kept as it is. Answers the count and the lock after this try.
 */
export async function countFailure(
  db: DbOrTx,
  input: { userId: number; now: Date; maxFailures: number; lockMs: number },
): Promise<{ failedAttempts: number; lockedUntil: Date | null }> {
  const now = input.now.toISOString();
  const expired = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${now}::timestamptz)`;
  const attempts = sql`(case when ${expired} then 1 else ${users.failedAttempts} + 1 end)`;
  const running = sql`(${users.lockedUntil} > ${now}::timestamptz)`;
  const until = new Date(input.now.getTime() + input.lockMs).toISOString();
  const [row] = await db
    .update(users)
    .set({
      failedAttempts: attempts,
      lockedUntil: sql`case
        when ${running} then ${users.lockedUntil}
        when ${attempts} >= ${input.maxFailures} then ${until}::timestamptz
        else null end`,
    })
    .where(eq(users.id, input.userId))
    .returning({ failedAttempts: users.failedAttempts, lockedUntil: users.lockedUntil });
  return row ?? { failedAttempts: 0, lockedUntil: null };
}

/**
 * Clears the count after a right password, unless a parallel wrong try locked the account meanwhile:
 * false then, and the sign-in is refused as locked.
 */
export async function recordSuccess(db: DbOrTx, userId: number, ip: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ failedAttempts: 0, lockedUntil: null, loginIp: ip, loginDate: at })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, at))))
    .returning({ id: users.id });
  return rows.length === 1;
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

export async function insertCaptcha(db: DbOrTx, row: typeof captchas.$inferInsert) {
  await db.insert(captchas).values(row);
}

/** Puzzles live 2 minutes; anything expired is of no use to anyone. */
export async function deleteExpiredCaptchas(db: DbOrTx, now: Date) {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}

/**
 * Settles a puzzle in one statement, so two concurrent tries cannot both be judged: within
 * tolerance it stores the verification hash, otherwise it burns the puzzle. Returns whether it
 * passed, or null when the puzzle is unknown, expired or already tried.
 */
export async function settleCaptcha(
  db: DbOrTx,
  input: { token: string; x: number; tolerance: number; verificationHash: string; now: Date },
): Promise<boolean | null> {
  // The drop may land between pixels: x is compared as a real number (left untyped, PostgreSQL would
  // read it as the integer column's type and refuse 0.5).
  const passed = sql`abs(${captchas.offsetX} - ${input.x}::double precision) <= ${input.tolerance}`;
  const rows = await db
    .update(captchas)
    .set({
      verificationHash: sql`case when ${passed} then ${input.verificationHash} else null end`,
      usedAt: sql`case when ${passed} then null else ${input.now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(captchas.token, input.token),
        isNull(captchas.verificationHash),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, input.now),
      ),
    )
    .returning({ verificationHash: captchas.verificationHash });
  const [row] = rows;
  if (!row) return null;
  return row.verificationHash === input.verificationHash;
}

export function findIntegration(db: DbOrTx, name: string) {
  return db.query.integrationSettings.findFirst({ where: eq(integrationSettings.name, name) });
}
