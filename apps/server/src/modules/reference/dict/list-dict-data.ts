import type { DictData } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { type DictDataFilter, type DictDataRow, dictDataOfType, pageDictData } from './repository';

/** A dictionary value as the API answers it: the contract's record. */
export type DictDataView = DictData;

export function dictDataView(row: DictDataRow): DictDataView {
  return {
    id: row.id,
    dictSort: row.dictSort,
    dictLabel: row.dictLabel,
    labels: row.labels,
    dictValue: row.dictValue,
    dictType: row.dictType,
    cssClass: row.cssClass,
    listClass: row.listClass,
    isDefault: row.isDefault,
    status: row.status,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  };
}

export async function listDictData(db: Db, query: PageQuery & DictDataFilter) {
  const { rows, total } = await pageDictData(db, query, query.pageSize, offsetOf(query));
  return { rows: rows.map(dictDataView), total };
}

/** Every entry of a type, disabled ones included (the admin view, straight from the database). */
export async function selectAllByType(db: Db, dictType: string): Promise<DictDataView[]> {
  return (await dictDataOfType(db, dictType)).map(dictDataView);
}
