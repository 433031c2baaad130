import { revokeSessions } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { deleteSessionsByPrefix } from './repository';

/**
 * POST /monitor/online/forceLogout?tokenId=: ends the session at once. The session row goes and
 * every instance forgets its cached caller, so the user's next call answers HTTP 401 wherever it
 * lands.
 */
export async function forceLogout(db: Db, tokenId: string): Promise<void> {
  const hashes = await deleteSessionsByPrefix(db, tokenId);
  if (hashes.length === 0) throw AppError.invalid('monitor.sessionGone');
  await revokeSessions(hashes);
}
