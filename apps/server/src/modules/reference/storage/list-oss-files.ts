import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { type OssFileFilter, type OssFileRow, pageOssFiles } from './repository';

export type OssFileView = {
  id: number;
  fileName: string;
  originalName: string;
  fileSuffix: string | null;
  url: string;
  size: number;
  contentType: string | null;
  service: string;
  createBy: string | null;
  createTime: string;
};

export function ossFileView(row: OssFileRow): OssFileView {
  return {
    id: row.id,
    fileName: row.fileName,
    originalName: row.originalName,
    fileSuffix: row.fileSuffix,
    url: row.url,
    size: row.size,
    contentType: row.contentType,
    service: row.service,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
  };
}

export async function listOssFiles(db: Db, query: PageQuery & OssFileFilter) {
  const { rows, total } = await pageOssFiles(db, query, query.pageSize, offsetOf(query));
  return { rows: rows.map(ossFileView), total };
}
