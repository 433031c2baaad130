import { SESSION_TTL_MS } from '@tms/domain';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import type { DbOrTx } from '../../../platform/db';
import { defaultDispatchCenter, insertSession } from './repository';

/** Opens a server-side session (12 h) on the user's default dispatch center; returns the token once. */
export async function startSession(
  db: DbOrTx,
  { userId, ip, browser, os, now }: { userId: number; ip: string; browser: string; os: string; now: Date },
): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    dispatchCenterId: await defaultDispatchCenter(db, userId),
    ipaddr: ip,
    browser,
    os,
    loginTime: now,
    lastAccessTime: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}
