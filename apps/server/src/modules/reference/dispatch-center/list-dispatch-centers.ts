import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { type CenterFilter, type CenterRow, findCenter, pageCenters } from './repository';

export type CenterView = {
  uuid: string;
  code: string;
  name: string;
  address: string | null;
  contact: string | null;
  phone: string | null;
  timeZone: string;
  status: string;
  remark: string | null;
  createTime: string;
};

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
