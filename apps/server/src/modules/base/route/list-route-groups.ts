import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { baseScopeOf, requireInScope } from '../shared/scope';
import { detailViews } from './list-route-group-details';
import {
  detailsOfGroups,
  findRouteGroup,
  type GroupViewRow,
  pageRouteGroups,
  validGroupsOfScope,
} from './repository';
import type { DetailView, RouteGroupQuery, RouteGroupView } from './schemas';

export function routeGroupView(row: GroupViewRow): RouteGroupView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    dispatchCenterId: row.dispatchCenterId,
    description: row.description,
    weekdays: row.weekdays,
    shift: row.shift,
    validFlag: row.validFlag,
    detailCount: row.detailCount,
    createTime: row.createTime.toISOString(),
  };
}

/** Route groups of the selected dispatch center (and shared ones), filtered, sorted and paged. */
export async function listRouteGroups(db: Db, caller: AuthContext, query: RouteGroupQuery) {
  const scope = await baseScopeOf(db, caller);
  const { rows, total } = await pageRouteGroups(db, query, scope, query.pageSize, offsetOf(query));
  return { rows: rows.map(routeGroupView), total };
}

/** One group: 404 when absent, 403 when it belongs to another center. */
export async function getRouteGroup(db: Db, caller: AuthContext, id: number) {
  const scope = await baseScopeOf(db, caller);
  const row = await requireInScope((scoped) => findRouteGroup(db, id, scoped ? scope : null));
  return routeGroupView({ ...row, detailCount: 0 });
}

/**
 * getAll: every valid group of the selected center with its valid details (stops included), for the
 * dispatch screens that plan by fixed route.
 */
export async function allRouteGroups(
  db: Db,
  caller: AuthContext,
): Promise<(RouteGroupView & { details: DetailView[] })[]> {
  const scope = await baseScopeOf(db, caller);
  const groups = await validGroupsOfScope(db, scope);
  const details = await detailViews(
    db,
    await detailsOfGroups(
      db,
      groups.map((g) => g.id),
      true,
    ),
  );
  return groups.map((g) => {
    const own = details.filter((d) => d.routeGroupId === g.id);
    return { ...routeGroupView({ ...g, detailCount: own.length }), details: own };
  });
}

/** getAllService: the same valid groups as selector options {id, code, name}. */
export async function routeGroupOptions(db: Db, caller: AuthContext) {
  const groups = await validGroupsOfScope(db, await baseScopeOf(db, caller));
  return groups.map((g) => ({ id: g.id, code: g.code, name: g.name }));
}
