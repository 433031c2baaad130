import type { DispatchCenter } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { type CenterFilter, type CenterRow, findCenter, pageCenters } from './repository';

/** A dispatch center as the API answers it: the contract's record. */
export type CenterView = DispatchCenter;

export function centerView(row: CenterRow): CenterView {
  return {
    uuid: row.uuid,
    code: row.code,
    name: row.name,
    address: row.address,
    contact: row.contact,
    phone: row.phone,
    timeZone: row.timeZone,
    status: row.status,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  };
}

export async function listDispatchCenters(db: Db, query: PageQuery & CenterFilter) {
  const { rows, total } = await pageCenters(db, query, query.pageSize, offsetOf(query));
  return { rows: rows.map(centerView), total };
}

export async function getDispatchCenter(db: Db, uuid: string): Promise<CenterView> {
  const row = await findCenter(db, uuid);
  if (!row) throw AppError.notFound();
  return centerView(row);
}
