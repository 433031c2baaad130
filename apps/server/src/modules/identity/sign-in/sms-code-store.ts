import { createHash } from 'node:crypto';
import { SMS_CODE_TTL_MS, type SmsCodeState } from '@tms/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { smsCodes } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import type { Deps } from '../../../platform/deps';

/** Only a hash of a code is kept: a leaked store gives no code to type. */
export const smsCodeHash = (mobile: string, code: string) =>
  createHash('sha256').update(`sms:${mobile}:${code}`).digest('hex');

/** Where the code last sent to a mobile lives: Redis when REDIS_URL is set, else the database. */
export type SmsCodeStore = {
  get(mobile: string): Promise<SmsCodeState | null>;
  /** Replaces the mobile's code (a new code starts with no wrong tries). */
  set(mobile: string, state: SmsCodeState): Promise<void>;
  /** Counts one wrong try, atomically (parallel tries each count). */
  countAttempt(mobile: string): Promise<void>;
  /** Removes the code when it still has this hash; true for the one caller that removed it. */
  consume(mobile: string, codeHash: string): Promise<boolean>;
  drop(mobile: string): Promise<void>;
};

export function dbSmsCodeStore(db: DbOrTx): SmsCodeStore {
  return {
    async get(mobile) {
      const row = await db.query.smsCodes.findFirst({ where: eq(smsCodes.mobile, mobile) });
      if (!row) return null;
      return {
        codeHash: row.codeHash,
        sentAt: row.sentAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
        attempts: row.attempts,
      };
    },
    async set(mobile, s) {
      const values = {
        codeHash: s.codeHash,
        sentAt: new Date(s.sentAt),
        expiresAt: new Date(s.expiresAt),
        attempts: s.attempts,
      };
      await db
        .insert(smsCodes)
        .values({ mobile, ...values })
        .onConflictDoUpdate({ target: smsCodes.mobile, set: values });
    },
    async countAttempt(mobile) {
      await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.mobile, mobile));
    },
    async consume(mobile, codeHash) {
      const gone = await db
        .delete(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.codeHash, codeHash)))
        .returning({ mobile: smsCodes.mobile });
      return gone.length > 0;
    },
    async drop(mobile) {
      await db.delete(smsCodes).where(eq(smsCodes.mobile, mobile));
    },
  };
}

/** One Redis hash per mobile (tms:sms:<mobile>), expiring with the code. */
export function redisSmsCodeStore(redis: Redis): SmsCodeStore {
  const key = (mobile: string) => `tms:sms:${mobile}`;
  return {
    async get(mobile) {
      const h = await redis.hgetall(key(mobile));
      if (!h.codeHash) return null;
      return {
        codeHash: h.codeHash,
        sentAt: Number(h.sentAt),
        expiresAt: Number(h.expiresAt),
        attempts: Number(h.attempts ?? 0),
      };
    },
    async set(mobile, s) {
      await redis
        .multi()
        .del(key(mobile))
        .hset(key(mobile), {
          codeHash: s.codeHash,
          sentAt: String(s.sentAt),
          expiresAt: String(s.expiresAt),
          attempts: String(s.attempts),
        })
        .pexpire(key(mobile), SMS_CODE_TTL_MS)
        .exec();
    },
    async countAttempt(mobile) {
      await redis.hincrby(key(mobile), 'attempts', 1);
    },
    async consume(mobile, codeHash) {
      // Compare and delete in one step, so one code signs in once.
      const removed = await redis.eval(
        "if redis.call('hget', KEYS[1], 'codeHash') == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end",
        1,
        key(mobile),
        codeHash,
      );
      return Number(removed) === 1;
    },
    async drop(mobile) {
      await redis.del(key(mobile));
    },
  };
}

export function smsCodeStoreOf(deps: Pick<Deps, 'db' | 'keys'>): SmsCodeStore {
  return deps.keys.redis ? redisSmsCodeStore(deps.keys.redis) : dbSmsCodeStore(deps.db);
}
