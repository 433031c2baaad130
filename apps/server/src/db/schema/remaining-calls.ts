import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * The SMS sign-in code last sent to each mobile, when no Redis is configured (with REDIS_URL the same
 * state lives in Redis under tms:sms:<mobile>): only a hash of the code, when it was sent (60 s between
 * codes), when it expires (5 minutes) and the wrong tries so far.
 */
export const smsCodes = pgTable('auth_sms_code', {
  mobile: text('mobile').primaryKey(),
  codeHash: text('code_hash').notNull(),
  sentAt: ts('sent_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
});
