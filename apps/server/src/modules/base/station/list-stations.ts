import { and, asc, isNotNull, type SQL } from 'drizzle-orm';
import { stations } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { orderByOf } from '../../../platform/list-query';
import { withinIds } from '../shared/scope';
import * as repo from './repository';
import type { FilterQuery, ListQuery, StationView } from './schemas';
import { stationScopeOf } from './station-scope';
import { stationView } from './station-view';

export const FALLBACK_ORDER = [asc(stations.code), asc(stations.uuid)];

export function stationOrder(query: FilterQuery): SQL[] {
  return orderByOf(repo.SORTABLE, query, FALLBACK_ORDER);
}

/** GET /system/station/list: the caller's stations (center and clients), filtered, sorted, paged. */
export async function listStations(
  db: DbOrTx,
  caller: AuthContext,
  query: ListQuery,
): Promise<{ rows: StationView[]; total: number }> {
  const { where } = await stationScopeOf(db, caller);
  const { rows, total } = await repo.pageStations(
    db,
    and(where, repo.filterWhere(query)),
    stationOrder(query),
    query.pageSize,
    offsetOf(query),
  );
  return { rows: rows.map(stationView), total };
}

/**
 * GET /system/station/listByDatagroup: the stations of the clients bound to data group `dataGroupId`
 * (one of the caller's groups, any group for the super user), or, without it, of every client the
 * caller holds through data groups (or directly). Stations without a client are not listed here.
 */
export async function listStationsByDataGroup(
  db: DbOrTx,
  caller: AuthContext,
  query: ListQuery & { dataGroupId?: string | undefined },
): Promise<{ rows: StationView[]; total: number }> {
  const { scope, where } = await stationScopeOf(db, caller);
  let clientIds: string[] | null;
  if (query.dataGroupId) {
    if (!scope.unrestricted) {
      const mine = await repo.dataGroupIdsOfUser(db, Number(caller.userId));
      if (!mine.includes(query.dataGroupId)) throw AppError.forbidden('common.dataScopeDenied');
    }
    clientIds = await repo.clientIdsOfDataGroups(db, [query.dataGroupId]);
  } else {
    clientIds = scope.clientIds;
  }
  const byGroup = and(isNotNull(stations.clientId), withinIds(stations.clientId, clientIds));
  const { rows, total } = await repo.pageStations(
    db,
    and(where, byGroup, repo.filterWhere(query)),
    stationOrder(query),
    query.pageSize,
    offsetOf(query),
  );
  return { rows: rows.map(stationView), total };
}
