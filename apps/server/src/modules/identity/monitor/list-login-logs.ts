import type { LoginLog } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { type LoginLogFilter, pageLoginLogs } from './repository';

/** GET /monitor/logininfor/list: every sign-in attempt, newest first. */
export async function listLoginLogs(
  db: Db,
  query: PageQuery & LoginLogFilter,
): Promise<{ rows: LoginLog[]; total: number }> {
  const { rows, total } = await pageLoginLogs(db, query, { limit: query.pageSize, offset: offsetOf(query) });
  return { rows: rows.map((row) => ({ ...row, loginTime: row.loginTime.toISOString() })), total };
}
