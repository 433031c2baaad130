import type { OssFile } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { type OssFileFilter, type OssFileRow, pageOssFiles } from './repository';

/** A stored file as the API answers it: the contract's record. */
export type OssFileView = OssFile;

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
