import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { escapeLike, orderByOf } from '../../../platform/list-query';
import { expireForScope } from './holds';
import { loadPoolRows, POOL_SORTABLE, type PoolRow, poolRowOut } from './pool-rows';
import type { PoolListQuery } from './schemas';
import { poolScopeOf, waybillWithin } from './scope';

/**
 * GET /order/waybill/selectPoolList: the caller's pool, i.e. the waybills the caller holds (status H),
 * narrowed to `ids` (the screen's stored pool) and the filters; remote sorting on whitelisted columns.
 */
export async function listPool(db: Db, caller: AuthContext, query: PoolListQuery) {
  const scope = await poolScopeOf(db, caller);
  await expireForScope(db, scope);
  const where = and(
    waybillWithin(scope),
    eq(waybills.status, 'H'),
    eq(waybills.heldBy, scope.userId),
    query.ids ? inArray(waybills.uuid, query.ids) : undefined,
    query.waybillCode ? ilike(waybills.code, `%${escapeLike(query.waybillCode)}%`) : undefined,
    query.refNo ? ilike(waybills.refNo, `%${escapeLike(query.refNo)}%`) : undefined,
    query.clientIds ? inArray(waybills.clientId, query.clientIds) : undefined,
    query.shipToIds ? inArray(waybills.shipToId, query.shipToIds) : undefined,
  ) as SQL;
  const rows = await loadPoolRows(db, where, orderByOf(POOL_SORTABLE, query, [asc(waybills.code)]));
  const start = (query.pageNum - 1) * query.pageSize;
  return { total: rows.length, rows: rows.slice(start, start + query.pageSize).map(poolRowOut) };
}

/**
 * POST /order/waybill/handmadeListPost: pool rows for a long id list (lines and pool alike), in the
 * caller's scope, in the order of the list.
 */
export async function listPoolByIds(db: Db, caller: AuthContext, ids: string[]): Promise<PoolRow[]> {
  const scope = await poolScopeOf(db, caller);
  const rows = await loadPoolRows(db, and(waybillWithin(scope), inArray(waybills.uuid, ids)) as SQL);
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [poolRowOut(row)] : [];
  });
}
