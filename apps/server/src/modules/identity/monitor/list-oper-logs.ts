import type { OperLog } from '@tms/contract';
import { type Lang, operLogRoutesTitled } from '@tms/domain';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { operLogTitle } from './oper-log-title';
import { type OperLogFilter, pageOperLogs } from './repository';

/**
 * GET /monitor/operlog/list: newest first; parameters stay out of the list (see the detail). Titles read
 * in the caller's language, and a title search matches what they read as well as the stored title.
 */
export async function listOperLogs(
  db: Db,
  query: PageQuery & OperLogFilter,
  lang: Lang,
): Promise<{ rows: OperLog[]; total: number }> {
  const titleRoutes = query.title ? operLogRoutesTitled(query.title, lang) : undefined;
  const { rows, total } = await pageOperLogs(
    db,
    { ...query, titleRoutes },
    { limit: query.pageSize, offset: offsetOf(query) },
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      title: operLogTitle(row, lang),
      operTime: row.operTime.toISOString(),
    })),
    total,
  };
}
