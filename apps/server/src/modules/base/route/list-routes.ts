import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { baseScopeOf, requireInScope } from '../shared/scope';
import { findRoute, pageRoutes, type RouteViewRow, routeOptions } from './repository';
import type { RouteQuery, RouteView } from './schemas';

export function routeView({ route, originZoneName, destZoneName }: RouteViewRow): RouteView {
  return {
    uuid: route.uuid,
    code: route.code,
    name: route.name,
    dispatchCenterId: route.dispatchCenterId,
    originZoneId: route.originZoneId,
    originZoneName,
    destZoneId: route.destZoneId,
    destZoneName,
    transType: route.transType,
    stowageMode: route.stowageMode,
    transportGroup: route.transportGroup,
    mileageKm: route.mileageKm,
    cost: route.cost,
    prescriptionHours: route.prescriptionHours,
    enableFlag: route.enableFlag,
    remark: route.remark,
    createTime: route.createTime.toISOString(),
  };
}

/** Standard routes of the selected dispatch center (and shared ones), filtered, sorted and paged. */
export async function listRoutes(db: Db, caller: AuthContext, query: RouteQuery) {
  const scope = await baseScopeOf(db, caller);
  const { rows, total } = await pageRoutes(db, query, scope, query.pageSize, offsetOf(query));
  return { rows: rows.map(routeView), total };
}

/** One route: 404 when absent, 403 when it belongs to another center. */
export async function getRoute(db: Db, caller: AuthContext, uuid: string): Promise<RouteView> {
  const scope = await baseScopeOf(db, caller);
  const row = await requireInScope((scoped) => findRoute(db, uuid, scoped ? scope : null));
  return routeView(row);
}

/** dropBox: enabled routes of the scope, searched by code or name. */
export async function routeDropBox(db: Db, caller: AuthContext, keyword?: string) {
  return routeOptions(db, await baseScopeOf(db, caller), keyword);
}
