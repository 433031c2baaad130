import type { RequestLog } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { pageRequestLogs, type RequestLogFilter } from './repository';

/** GET /monitor/requestlog/list: API calls as the request log recorded them (written in batches). */
export async function listRequestLogs(
  db: Db,
  query: PageQuery & RequestLogFilter,
): Promise<{ rows: RequestLog[]; total: number }> {
  const { rows, total } = await pageRequestLogs(db, query, {
    limit: query.pageSize,
    offset: offsetOf(query),
  });
  return { rows: rows.map((row) => ({ ...row, requestTime: row.requestTime.toISOString() })), total };
}
