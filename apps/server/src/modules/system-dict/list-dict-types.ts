import type { Db } from '../../platform/db';
import { offsetOf, type PageQuery } from '../../platform/envelope';
import { allDictTypes, type DictTypeFilter, type DictTypeRow, pageDictTypes } from './repository';

export type DictTypeView = {
  id: number;
  dictName: string;
  dictType: string;
  status: string;
  remark: string | null;
  createTime: string;
};

export function dictTypeView(row: DictTypeRow): DictTypeView {
  return {
    id: row.id,
    dictName: row.dictName,
    dictType: row.dictType,
    status: row.status,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  };
}

export async function listDictTypes(db: Db, query: PageQuery & DictTypeFilter) {
  const { rows, total } = await pageDictTypes(db, query, query.pageSize, offsetOf(query));
  return { rows: rows.map(dictTypeView), total };
}

/** Every type, for the type selector of the data screen. */
export async function dictTypeOptions(db: Db): Promise<DictTypeView[]> {
  return (await allDictTypes(db)).map(dictTypeView);
}
