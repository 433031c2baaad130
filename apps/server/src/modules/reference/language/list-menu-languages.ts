import type { MenuLanguage } from '@tms/contract';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { type MenuLanguageFilter, pageMenuLanguages } from './repository';

/** A menu translation as the API answers it: the contract's record. */
export type MenuLanguageView = MenuLanguage;

export async function listMenuLanguages(db: Db, query: PageQuery & MenuLanguageFilter) {
  const { rows, total } = await pageMenuLanguages(db, query, query.pageSize, offsetOf(query));
  return {
    rows: rows.map((r): MenuLanguageView => ({ ...r, createTime: r.createTime.toISOString() })),
    total,
  };
}
