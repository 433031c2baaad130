import { forgetSession } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { deleteSessionsByPrefix } from './repository';

/**
 * POST /monitor/online/forceLogout?tokenId=: ends the session at once. The session row goes and
 * this instance forgets its cached caller, so the user's next call answers HTTP 401. Other
 * instances drop their cached caller within 5 s (the caller cache's lifetime).
 */
export async function forceLogout(db: Db, tokenId: string): Promise<void> {
  const hashes = await deleteSessionsByPrefix(db, tokenId);
  if (hashes.length === 0) throw AppError.invalid('monitor.sessionGone');
  for (const hash of hashes) forgetSession(hash);
}
