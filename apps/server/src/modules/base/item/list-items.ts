import type { SQL } from 'drizzle-orm';
import { items } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { orderByOf, type SortQuery } from '../../../platform/list-query';
import { type BaseScope, baseScopeOf, requireInScope, withinIdsOrShared } from '../shared/scope';
import * as repo from './repository';
import type { ItemFilter, ItemOut } from './schemas';

/** Items belong to clients: a caller sees their clients' items and the shared ones (no client). */
export function itemScope(scope: BaseScope): SQL | undefined {
  return withinIdsOrShared(items.clientId, scope.clientIds);
}

export function itemView(row: repo.ItemView): ItemOut {
  const { delFlag: _d, createBy: _c, updateBy: _u, updateTime: _t, ...rest } = row;
  return { ...rest, createTime: row.createTime.toISOString() };
}

export async function listItems(db: DbOrTx, caller: AuthContext, query: PageQuery & SortQuery & ItemFilter) {
  const where = repo.itemWhere(query, itemScope(await baseScopeOf(db, caller)));
  const orderBy = orderByOf(repo.ITEM_SORTABLE, query, repo.ITEM_DEFAULT_ORDER);
  const { rows, total } = await repo.pageItems(db, where, orderBy, query.pageSize, offsetOf(query));
  return { rows: rows.map(itemView), total };
}

export async function getItem(db: DbOrTx, caller: AuthContext, uuid: string): Promise<ItemOut> {
  const scope = itemScope(await baseScopeOf(db, caller));
  return itemView(await requireInScope((scoped) => repo.findItem(db, uuid, scoped ? scope : undefined)));
}

/**
 * Selector lists: dropBox (enabled items of the caller's scope, optionally of one client or layer, up
 * to 200) and searchSelect (the same by keyword on code, name or exact barcode, up to 50).
 */
export async function itemOptions(
  db: DbOrTx,
  caller: AuthContext,
  query: { keyword?: string; clientId?: string; temperature?: string },
  limit: number,
) {
  const where = repo.itemWhere(
    { clientId: query.clientId, temperature: query.temperature },
    itemScope(await baseScopeOf(db, caller)),
  );
  return repo.itemOptions(db, query.keyword, where, limit);
}
