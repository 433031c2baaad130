import type { DictType } from '@tms/contract';
import type { Lang } from '@tms/domain';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { allDictTypes, type DictTypeFilter, type DictTypeRow, pageDictTypes } from './repository';

/** A dictionary type as the API answers it: the contract's record. */
export type DictTypeView = DictType;

export function dictTypeView(row: DictTypeRow, lang: Lang): DictTypeView {
  return {
    id: row.id,
    dictName: row.dictName,
    labels: row.labels,
    displayName: lang === 'zh-CN' ? row.dictName : row.labels[lang]?.trim() || row.dictName,
    dictType: row.dictType,
    status: row.status,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  };
}

export async function listDictTypes(db: Db, query: PageQuery & DictTypeFilter, lang: Lang) {
  const { rows, total } = await pageDictTypes(db, query, query.pageSize, offsetOf(query));
  return { rows: rows.map((row) => dictTypeView(row, lang)), total };
}

/** Every type, for the type selector of the data screen. */
export async function dictTypeOptions(db: Db, lang: Lang): Promise<DictTypeView[]> {
  return (await allDictTypes(db)).map((row) => dictTypeView(row, lang));
}
