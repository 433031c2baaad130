import type { OnlineUser } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { type OnlineFilter, pageOnlineSessions } from './repository';

/**
 * The opaque id the online-user list shows for a session: the first 16 hex characters of the
 * token hash. It identifies the session for force-logout, yet is neither the token nor its hash,
 * so it cannot be used to call the API or to look the session up elsewhere.
 */
export const TOKEN_ID_LENGTH = 16;
export const tokenIdOf = (tokenHash: string) => tokenHash.slice(0, TOKEN_ID_LENGTH);

/** GET /monitor/online/list: sessions that have not expired. */
export async function listOnlineUsers(
  db: Db,
  query: PageQuery & OnlineFilter,
  now = new Date(),
): Promise<{ rows: OnlineUser[]; total: number }> {
  const { rows, total } = await pageOnlineSessions(db, query, now, {
    limit: query.pageSize,
    offset: offsetOf(query),
  });
  return {
    rows: rows.map(({ tokenHash, loginTime, lastAccessTime, expiresAt, ...row }) => ({
      tokenId: tokenIdOf(tokenHash),
      ...row,
      loginTime: loginTime.toISOString(),
      lastAccessTime: lastAccessTime.toISOString(),
      expiresAt: expiresAt.toISOString(),
    })),
    total,
  };
}
