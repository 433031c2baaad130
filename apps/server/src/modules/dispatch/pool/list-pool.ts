import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { type PoolRow, poolRowOut, poolRowsByIds } from '../core/pool-rows';
import { poolScopeOf } from '../core/scope';
import { expireForScope } from './holds';
import { poolPanelRows } from './repository';
import type { PoolListQuery } from './schemas';

/**
 * GET /order/waybill/selectPoolList: the caller's pool, i.e. the waybills the caller holds (status H),
 * narrowed to `ids` (the screen's stored pool) and the filters; remote sorting on whitelisted columns.
 */
export async function listPool(db: Db, caller: AuthContext, query: PoolListQuery) {
  const scope = await poolScopeOf(db, caller);
  await expireForScope(db, scope);
  const rows = await poolPanelRows(db, scope, query);
  const start = (query.pageNum - 1) * query.pageSize;
  return { total: rows.length, rows: rows.slice(start, start + query.pageSize).map(poolRowOut) };
}

/**
 * POST /order/waybill/handmadeListPost: pool rows for a long id list (lines and pool alike), in the
 * caller's scope, in the order of the list.
 */
export async function listPoolByIds(db: Db, caller: AuthContext, ids: string[]): Promise<PoolRow[]> {
  const scope = await poolScopeOf(db, caller);
  const rows = await poolRowsByIds(db, scope, ids);
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [poolRowOut(row)] : [];
  });
}
