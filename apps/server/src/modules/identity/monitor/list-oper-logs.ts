import type { OperLog } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { type OperLogFilter, pageOperLogs } from './repository';

/** GET /monitor/operlog/list: newest first; parameters stay out of the list (see the detail). */
export async function listOperLogs(
  db: Db,
  query: PageQuery & OperLogFilter,
): Promise<{ rows: OperLog[]; total: number }> {
  const { rows, total } = await pageOperLogs(db, query, { limit: query.pageSize, offset: offsetOf(query) });
  return { rows: rows.map((row) => ({ ...row, operTime: row.operTime.toISOString() })), total };
}
