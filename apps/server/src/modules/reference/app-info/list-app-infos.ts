import type { AppInfo } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { type AppInfoFilter, type AppInfoRow, pageAppInfos } from './repository';

/** An app release as the API answers it: the contract's record. */
export type AppInfoView = AppInfo;

export function appInfoView(row: AppInfoRow): AppInfoView {
  return {
    id: row.id,
    type: row.type,
    clientType: row.clientType,
    version: row.version,
    downloadUrl: row.downloadUrl,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  };
}

export async function listAppInfos(db: Db, query: PageQuery & AppInfoFilter) {
  const { rows, total } = await pageAppInfos(db, query, query.pageSize, offsetOf(query));
  return { rows: rows.map(appInfoView), total };
}
