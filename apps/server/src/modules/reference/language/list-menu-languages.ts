import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { type MenuLanguageFilter, pageMenuLanguages } from './repository';

export type MenuLanguageView = {
  id: number;
  menuId: number;
  lang: string;
  name: string;
  menuName: string;
  menuKey: string | null;
  menuType: string;
  createTime: string;
};

export async function listMenuLanguages(db: Db, query: PageQuery & MenuLanguageFilter) {
  const { rows, total } = await pageMenuLanguages(db, query, query.pageSize, offsetOf(query));
  return {
    rows: rows.map((r): MenuLanguageView => ({ ...r, createTime: r.createTime.toISOString() })),
    total,
  };
}
