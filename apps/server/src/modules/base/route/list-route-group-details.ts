import { routeDetailName } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { baseScopeOf } from '../shared/scope';
import { type DetailViewRow, detailNames, pageDetails, stopsOfDetails } from './repository';
import type { DetailView } from './schemas';

/** Details with their ordered stops (two queries, whatever the number of details). */
export async function detailViews(db: DbOrTx, rows: DetailViewRow[]): Promise<DetailView[]> {
  const stops = await stopsOfDetails(
    db,
    rows.map((r) => r.detail.id),
  );
  return rows.map(({ detail, ...names }) => ({
    id: detail.id,
    routeGroupId: detail.routeGroupId,
    routeName: routeDetailName(names.groupName, detail.deliveryBatch),
    routeId: detail.routeId,
    standardRouteCode: names.routeCode,
    standardRouteName: names.routeName,
    loadTime: detail.loadTime,
    departureTime: detail.departureTime,
    deliveryBatch: detail.deliveryBatch,
    carrierId: detail.carrierId,
    carrierName: names.carrierName,
    vehicleModelId: detail.vehicleModelId,
    vehicleModelName: names.vehicleModelName,
    mainDriverId: detail.mainDriverId,
    mainDriverName: names.mainDriverName,
    secondDriverId: detail.secondDriverId,
    secondDriverName: names.secondDriverName,
    vehicleId: detail.vehicleId,
    plateNumber: names.plateNumber,
    validFlag: detail.validFlag,
    remark: detail.remark,
    stops: stops.filter((s) => s.detailId === detail.id).map(({ detailId: _, ...stop }) => stop),
    createTime: detail.createTime.toISOString(),
  }));
}

/** routeGroupDetail/list: the details of a group (or of every group in the scope), paged. */
export async function listRouteGroupDetails(
  db: Db,
  caller: AuthContext,
  query: PageQuery & { routeGroupId?: number | undefined; validFlag?: 'Y' | 'N' | undefined },
) {
  const scope = await baseScopeOf(db, caller);
  const { rows, total } = await pageDetails(db, query, scope, query.pageSize, offsetOf(query));
  return { rows: await detailViews(db, rows), total };
}

/**
 * routeDetailReq/list and routeGroupDetail/dropBox: valid details of valid groups in the caller's
 * center as {id, routeName}, routeName being "<group name> <delivery batch>".
 */
export async function routeDetailOptions(
  db: Db,
  caller: AuthContext,
  filter: { keyword?: string | undefined; routeGroupId?: number | undefined },
) {
  const rows = await detailNames(db, await baseScopeOf(db, caller), filter);
  return rows.map((r) => ({ id: r.id, routeName: routeDetailName(r.groupName, r.deliveryBatch) }));
}
