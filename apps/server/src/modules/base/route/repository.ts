import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import {
  carriers,
  drivers,
  routeGroupDetails,
  routeGroupStops,
  routeGroups,
  routes,
  stations,
  vehicleModels,
  vehicles,
  zones,
} from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { orderByOf, type SortQuery } from '../../../platform/list-query';
import { type BaseScope, withinCenter } from '../shared/scope';

/*
 * Queries of standard routes, route groups, their details and stops. Stations, carriers, models,
 * drivers and vehicles belong to other areas; they are read here by uuid straight from the base schema
 * so this area does not depend on their modules.
 */

export type RouteRow = typeof routes.$inferSelect;
export type RouteGroupRow = typeof routeGroups.$inferSelect;
export type DetailRow = typeof routeGroupDetails.$inferSelect;

const present = (delFlag: AnyPgColumn) => eq(delFlag, '0');
const like = (column: AnyPgColumn, value?: string) =>
  value ? ilike(column, `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;

const sortOf = (q: Partial<SortQuery>): SortQuery => ({ sortField: q.sortField, sortOrder: q.sortOrder });

// ---------------------------------------------------------------- standard routes

export type RouteFilter = {
  code?: string | undefined;
  name?: string | undefined;
  originZoneId?: string | undefined;
  destZoneId?: string | undefined;
  transType?: string | undefined;
  transportGroup?: string | undefined;
};

const originZone = alias(zones, 'origin_zone');
const destZone = alias(zones, 'dest_zone');
const routeSortable = {
  code: routes.code,
  name: routes.name,
  transType: routes.transType,
  mileageKm: routes.mileageKm,
  cost: routes.cost,
  prescriptionHours: routes.prescriptionHours,
  createTime: routes.createTime,
};

export function routeScope(scope: BaseScope): SQL | undefined {
  return withinCenter(routes.dispatchCenterId, scope);
}

function routeWhere(filter: RouteFilter, scope: BaseScope): SQL | undefined {
  return and(
    present(routes.delFlag),
    routeScope(scope),
    like(routes.code, filter.code),
    like(routes.name, filter.name),
    filter.originZoneId ? eq(routes.originZoneId, filter.originZoneId) : undefined,
    filter.destZoneId ? eq(routes.destZoneId, filter.destZoneId) : undefined,
    filter.transType ? eq(routes.transType, filter.transType) : undefined,
    like(routes.transportGroup, filter.transportGroup),
  );
}

const routeView = {
  route: routes,
  originZoneName: originZone.name,
  destZoneName: destZone.name,
};
export type RouteViewRow = { route: RouteRow; originZoneName: string | null; destZoneName: string | null };

export async function pageRoutes(
  db: DbOrTx,
  filter: RouteFilter & Partial<SortQuery>,
  scope: BaseScope,
  limit: number,
  offset: number,
): Promise<{ rows: RouteViewRow[]; total: number }> {
  const where = routeWhere(filter, scope);
  const rows = await db
    .select(routeView)
    .from(routes)
    .leftJoin(originZone, eq(originZone.uuid, routes.originZoneId))
    .leftJoin(destZone, eq(destZone.uuid, routes.destZoneId))
    .where(where)
    .orderBy(...orderByOf(routeSortable, sortOf(filter), [asc(routes.code), asc(routes.uuid)]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(routes).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countRoutes(db: DbOrTx, filter: RouteFilter, scope: BaseScope): Promise<number> {
  const [total] = await db.select({ n: count() }).from(routes).where(routeWhere(filter, scope));
  return total?.n ?? 0;
}

export async function findRoute(db: DbOrTx, uuid: string, scope: BaseScope | null) {
  const [row] = await db
    .select(routeView)
    .from(routes)
    .leftJoin(originZone, eq(originZone.uuid, routes.originZoneId))
    .leftJoin(destZone, eq(destZone.uuid, routes.destZoneId))
    .where(and(eq(routes.uuid, uuid), present(routes.delFlag), scope ? routeScope(scope) : undefined));
  return row;
}

export async function routeCodeTaken(db: DbOrTx, code: string, exceptUuid?: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: routes.uuid })
    .from(routes)
    .where(
      and(
        eq(routes.code, code),
        present(routes.delFlag),
        exceptUuid ? ne(routes.uuid, exceptUuid) : undefined,
      ),
    );
  return !!row;
}

export async function insertRoute(db: DbOrTx, row: typeof routes.$inferInsert): Promise<void> {
  await db.insert(routes).values(row);
}

export async function updateRoute(db: DbOrTx, uuid: string, patch: Partial<typeof routes.$inferInsert>) {
  await db.update(routes).set(patch).where(eq(routes.uuid, uuid));
}

/** Present zones among these uuids that the scope may use (the center's and shared ones). */
export async function zonesInScope(db: DbOrTx, uuids: string[], scope: BaseScope) {
  if (uuids.length === 0) return [];
  return db
    .select({ uuid: zones.uuid, code: zones.code, name: zones.name })
    .from(zones)
    .where(
      and(inArray(zones.uuid, uuids), eq(zones.delFlag, '0'), withinCenter(zones.dispatchCenterId, scope)),
    );
}

export function routeOptions(db: DbOrTx, scope: BaseScope, keyword?: string) {
  return db
    .select({ uuid: routes.uuid, code: routes.code, name: routes.name })
    .from(routes)
    .where(
      and(
        present(routes.delFlag),
        eq(routes.enableFlag, 'Y'),
        routeScope(scope),
        keyword ? or(like(routes.code, keyword), like(routes.name, keyword)) : undefined,
      ),
    )
    .orderBy(asc(routes.code))
    .limit(200);
}

/** Route codes used by present details (a route in use is not removed). */
export async function routesInUse(db: DbOrTx, uuids: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: routes.code })
    .from(routeGroupDetails)
    .innerJoin(routes, eq(routes.uuid, routeGroupDetails.routeId))
    .where(and(inArray(routeGroupDetails.routeId, uuids), eq(routeGroupDetails.delFlag, '0')));
  return rows.map((r) => r.code);
}

/** Export rows in pages, for the download-center task. */
export async function* routesForExport(
  db: DbOrTx,
  filter: RouteFilter & Partial<SortQuery>,
  scope: BaseScope,
): AsyncGenerator<RouteViewRow> {
  const size = 1000;
  for (let offset = 0; ; offset += size) {
    const { rows } = await pageRoutes(db, filter, scope, size, offset);
    yield* rows;
    if (rows.length < size) return;
  }
}

// ---------------------------------------------------------------- route groups

export type RouteGroupFilter = {
  code?: string | undefined;
  name?: string | undefined;
  shift?: string | undefined;
  validFlag?: 'Y' | 'N' | undefined;
  weekday?: number | undefined;
};

const groupSortable = {
  code: routeGroups.code,
  name: routeGroups.name,
  shift: routeGroups.shift,
  validFlag: routeGroups.validFlag,
  createTime: routeGroups.createTime,
};

export function groupScope(scope: BaseScope): SQL | undefined {
  return withinCenter(routeGroups.dispatchCenterId, scope);
}

function groupWhere(filter: RouteGroupFilter, scope: BaseScope): SQL | undefined {
  return and(
    present(routeGroups.delFlag),
    groupScope(scope),
    like(routeGroups.code, filter.code),
    like(routeGroups.name, filter.name),
    filter.shift ? eq(routeGroups.shift, filter.shift) : undefined,
    filter.validFlag ? eq(routeGroups.validFlag, filter.validFlag) : undefined,
    filter.weekday ? sql`${routeGroups.weekdays} @> ${JSON.stringify([filter.weekday])}::jsonb` : undefined,
  );
}

// Qualified by hand: inside a raw subquery drizzle renders a column without its table name.
const detailCount = sql<number>`(select count(*)::int from base_route_group_detail d where d.route_group_id = "base_route_group"."id" and d.del_flag = '0')`;
export type GroupViewRow = RouteGroupRow & { detailCount: number };

export async function pageRouteGroups(
  db: DbOrTx,
  filter: RouteGroupFilter & Partial<SortQuery>,
  scope: BaseScope,
  limit: number,
  offset: number,
): Promise<{ rows: GroupViewRow[]; total: number }> {
  const where = groupWhere(filter, scope);
  const rows = await db
    .select({ group: routeGroups, detailCount })
    .from(routeGroups)
    .where(where)
    .orderBy(...orderByOf(groupSortable, sortOf(filter), [asc(routeGroups.code), asc(routeGroups.id)]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(routeGroups).where(where);
  return { rows: rows.map((r) => ({ ...r.group, detailCount: r.detailCount })), total: total?.n ?? 0 };
}

export async function countRouteGroups(db: DbOrTx, filter: RouteGroupFilter, scope: BaseScope) {
  const [total] = await db.select({ n: count() }).from(routeGroups).where(groupWhere(filter, scope));
  return total?.n ?? 0;
}

export async function* routeGroupsForExport(
  db: DbOrTx,
  filter: RouteGroupFilter & Partial<SortQuery>,
  scope: BaseScope,
): AsyncGenerator<GroupViewRow> {
  const size = 1000;
  for (let offset = 0; ; offset += size) {
    const { rows } = await pageRouteGroups(db, filter, scope, size, offset);
    yield* rows;
    if (rows.length < size) return;
  }
}

export async function findRouteGroup(
  db: DbOrTx,
  id: number,
  scope: BaseScope | null,
): Promise<RouteGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(routeGroups)
    .where(and(eq(routeGroups.id, id), present(routeGroups.delFlag), scope ? groupScope(scope) : undefined));
  return row;
}

export async function groupCodeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: routeGroups.id })
    .from(routeGroups)
    .where(
      and(
        eq(routeGroups.code, code),
        present(routeGroups.delFlag),
        exceptId ? ne(routeGroups.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

export async function insertRouteGroup(db: DbOrTx, row: typeof routeGroups.$inferInsert): Promise<number> {
  const [created] = await db.insert(routeGroups).values(row).returning({ id: routeGroups.id });
  return (created as { id: number }).id;
}

export async function updateRouteGroup(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof routeGroups.$inferInsert>,
): Promise<void> {
  await db.update(routeGroups).set(patch).where(eq(routeGroups.id, id));
}

/** Present groups with these ids: all of them, and those inside the scope. */
export async function groupsByIds(db: DbOrTx, ids: number[], scope: BaseScope) {
  const base = and(inArray(routeGroups.id, ids), present(routeGroups.delFlag));
  const all = await db
    .select({ id: routeGroups.id, code: routeGroups.code, validFlag: routeGroups.validFlag })
    .from(routeGroups)
    .where(base);
  const visible = await db
    .select({ id: routeGroups.id })
    .from(routeGroups)
    .where(and(base, groupScope(scope)));
  return { all, visible: visible.map((v) => v.id) };
}

export async function setGroupsValid(db: DbOrTx, ids: number[], flag: 'Y' | 'N', who: string) {
  await db
    .update(routeGroups)
    .set({ validFlag: flag, updateBy: who, updateTime: new Date() })
    .where(inArray(routeGroups.id, ids));
}

export async function removeGroupsWithDetails(db: DbOrTx, ids: number[], who: string) {
  const now = new Date();
  await db
    .update(routeGroups)
    .set({ delFlag: '2', updateBy: who, updateTime: now })
    .where(inArray(routeGroups.id, ids));
  await db
    .update(routeGroupDetails)
    .set({ delFlag: '2', updateBy: who, updateTime: now })
    .where(and(inArray(routeGroupDetails.routeGroupId, ids), eq(routeGroupDetails.delFlag, '0')));
}

export function validGroupsOfScope(db: DbOrTx, scope: BaseScope) {
  return db
    .select()
    .from(routeGroups)
    .where(and(present(routeGroups.delFlag), eq(routeGroups.validFlag, 'Y'), groupScope(scope)))
    .orderBy(asc(routeGroups.code));
}

// ---------------------------------------------------------------- details and stops

const routeOfDetail = alias(routes, 'detail_route');
const mainDriver = alias(drivers, 'main_driver');
const secondDriver = alias(drivers, 'second_driver');

const detailView = {
  detail: routeGroupDetails,
  groupName: routeGroups.name,
  routeCode: routeOfDetail.code,
  routeName: routeOfDetail.name,
  carrierName: carriers.name,
  vehicleModelName: vehicleModels.name,
  mainDriverName: mainDriver.name,
  secondDriverName: secondDriver.name,
  plateNumber: vehicles.plateNumber,
};
export type DetailViewRow = {
  detail: DetailRow;
  groupName: string;
  routeCode: string | null;
  routeName: string | null;
  carrierName: string | null;
  vehicleModelName: string | null;
  mainDriverName: string | null;
  secondDriverName: string | null;
  plateNumber: string | null;
};

function detailsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(detailView)
    .from(routeGroupDetails)
    .innerJoin(routeGroups, eq(routeGroups.id, routeGroupDetails.routeGroupId))
    .leftJoin(routeOfDetail, eq(routeOfDetail.uuid, routeGroupDetails.routeId))
    .leftJoin(carriers, eq(carriers.uuid, routeGroupDetails.carrierId))
    .leftJoin(vehicleModels, eq(vehicleModels.uuid, routeGroupDetails.vehicleModelId))
    .leftJoin(mainDriver, eq(mainDriver.uuid, routeGroupDetails.mainDriverId))
    .leftJoin(secondDriver, eq(secondDriver.uuid, routeGroupDetails.secondDriverId))
    .leftJoin(vehicles, eq(vehicles.uuid, routeGroupDetails.vehicleId))
    .where(where)
    .$dynamic();
}

export async function pageDetails(
  db: DbOrTx,
  filter: { routeGroupId?: number | undefined; validFlag?: 'Y' | 'N' | undefined },
  scope: BaseScope,
  limit: number,
  offset: number,
): Promise<{ rows: DetailViewRow[]; total: number }> {
  const where = and(
    present(routeGroupDetails.delFlag),
    present(routeGroups.delFlag),
    groupScope(scope),
    filter.routeGroupId ? eq(routeGroupDetails.routeGroupId, filter.routeGroupId) : undefined,
    filter.validFlag ? eq(routeGroupDetails.validFlag, filter.validFlag) : undefined,
  );
  const rows = await detailsQuery(db, where)
    .orderBy(asc(routeGroupDetails.departureTime), asc(routeGroupDetails.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(routeGroupDetails)
    .innerJoin(routeGroups, eq(routeGroups.id, routeGroupDetails.routeGroupId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Present details of these groups (getAll). */
export function detailsOfGroups(db: DbOrTx, groupIds: number[], validOnly: boolean) {
  if (groupIds.length === 0) return Promise.resolve([] as DetailViewRow[]);
  return detailsQuery(
    db,
    and(
      inArray(routeGroupDetails.routeGroupId, groupIds),
      present(routeGroupDetails.delFlag),
      validOnly ? eq(routeGroupDetails.validFlag, 'Y') : undefined,
    ),
  ).orderBy(asc(routeGroupDetails.departureTime), asc(routeGroupDetails.id));
}

export type StopViewRow = {
  detailId: number;
  sequence: number;
  stationId: string;
  stationCode: string | null;
  stationName: string | null;
  arrivalTime: string | null;
  leaveTime: string | null;
};

export async function stopsOfDetails(db: DbOrTx, detailIds: number[]): Promise<StopViewRow[]> {
  if (detailIds.length === 0) return [];
  return db
    .select({
      detailId: routeGroupStops.detailId,
      sequence: routeGroupStops.sequence,
      stationId: routeGroupStops.stationId,
      stationCode: stations.code,
      stationName: stations.name,
      arrivalTime: routeGroupStops.arrivalTime,
      leaveTime: routeGroupStops.leaveTime,
    })
    .from(routeGroupStops)
    .leftJoin(stations, eq(stations.uuid, routeGroupStops.stationId))
    .where(inArray(routeGroupStops.detailId, detailIds))
    .orderBy(asc(routeGroupStops.detailId), asc(routeGroupStops.sequence));
}

/** One detail with its group, for changes: the group's center decides the scope. */
export async function findDetail(db: DbOrTx, id: number, scope: BaseScope | null) {
  const [row] = await db
    .select({ detail: routeGroupDetails, groupCenterId: routeGroups.dispatchCenterId })
    .from(routeGroupDetails)
    .innerJoin(routeGroups, eq(routeGroups.id, routeGroupDetails.routeGroupId))
    .where(
      and(
        eq(routeGroupDetails.id, id),
        present(routeGroupDetails.delFlag),
        present(routeGroups.delFlag),
        scope ? groupScope(scope) : undefined,
      ),
    );
  return row;
}

export async function detailsByIds(db: DbOrTx, ids: number[], scope: BaseScope) {
  const base = and(
    inArray(routeGroupDetails.id, ids),
    present(routeGroupDetails.delFlag),
    present(routeGroups.delFlag),
  );
  const select = {
    id: routeGroupDetails.id,
    validFlag: routeGroupDetails.validFlag,
    deliveryBatch: routeGroupDetails.deliveryBatch,
    groupName: routeGroups.name,
  };
  const join = (where: SQL | undefined) =>
    db
      .select(select)
      .from(routeGroupDetails)
      .innerJoin(routeGroups, eq(routeGroups.id, routeGroupDetails.routeGroupId))
      .where(where);
  const all = await join(base);
  const visible = await join(and(base, groupScope(scope)));
  return { all, visible: visible.map((v) => v.id) };
}

export async function insertDetail(db: DbOrTx, row: typeof routeGroupDetails.$inferInsert): Promise<number> {
  const [created] = await db.insert(routeGroupDetails).values(row).returning({ id: routeGroupDetails.id });
  return (created as { id: number }).id;
}

export async function updateDetail(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof routeGroupDetails.$inferInsert>,
): Promise<void> {
  await db.update(routeGroupDetails).set(patch).where(eq(routeGroupDetails.id, id));
}

export async function replaceStops(
  db: DbOrTx,
  detailId: number,
  stops: { stationId: string; arrivalTime: string | null; leaveTime: string | null }[],
): Promise<void> {
  await db.delete(routeGroupStops).where(eq(routeGroupStops.detailId, detailId));
  if (stops.length === 0) return;
  await db.insert(routeGroupStops).values(stops.map((s, i) => ({ detailId, sequence: i + 1, ...s })));
}

export async function setDetailsValid(db: DbOrTx, ids: number[], flag: 'Y' | 'N', who: string) {
  await db
    .update(routeGroupDetails)
    .set({ validFlag: flag, updateBy: who, updateTime: new Date() })
    .where(inArray(routeGroupDetails.id, ids));
}

export async function softRemoveDetails(db: DbOrTx, ids: number[], who: string) {
  await db
    .update(routeGroupDetails)
    .set({ delFlag: '2', updateBy: who, updateTime: new Date() })
    .where(inArray(routeGroupDetails.id, ids));
}

/** Valid details of valid groups in the scope, named "<group name> <delivery batch>". */
export function detailNames(
  db: DbOrTx,
  scope: BaseScope,
  filter: { keyword?: string | undefined; routeGroupId?: number | undefined },
) {
  return db
    .select({
      id: routeGroupDetails.id,
      groupName: routeGroups.name,
      groupCode: routeGroups.code,
      deliveryBatch: routeGroupDetails.deliveryBatch,
    })
    .from(routeGroupDetails)
    .innerJoin(routeGroups, eq(routeGroups.id, routeGroupDetails.routeGroupId))
    .where(
      and(
        present(routeGroupDetails.delFlag),
        eq(routeGroupDetails.validFlag, 'Y'),
        present(routeGroups.delFlag),
        eq(routeGroups.validFlag, 'Y'),
        groupScope(scope),
        filter.routeGroupId ? eq(routeGroups.id, filter.routeGroupId) : undefined,
        filter.keyword
          ? or(
              like(routeGroups.name, filter.keyword),
              like(routeGroups.code, filter.keyword),
              like(routeGroupDetails.deliveryBatch, filter.keyword),
            )
          : undefined,
      ),
    )
    .orderBy(asc(routeGroups.code), asc(routeGroupDetails.departureTime), asc(routeGroupDetails.id))
    .limit(500);
}

// ---------------------------------------------------------------- other areas' records, by uuid

/** Present stations among these uuids (code for messages). */
export function presentStations(db: DbOrTx, uuids: string[]) {
  if (uuids.length === 0) return Promise.resolve([]);
  return db
    .select({ uuid: stations.uuid, code: stations.code, name: stations.name })
    .from(stations)
    .where(and(inArray(stations.uuid, uuids), eq(stations.delFlag, '0')));
}

export async function presentCarrier(db: DbOrTx, uuid: string) {
  const [row] = await db
    .select({ uuid: carriers.uuid })
    .from(carriers)
    .where(and(eq(carriers.uuid, uuid), eq(carriers.delFlag, '0')));
  return row;
}

export async function presentVehicleModel(db: DbOrTx, uuid: string) {
  const [row] = await db
    .select({ uuid: vehicleModels.uuid })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.uuid, uuid), eq(vehicleModels.delFlag, '0')));
  return row;
}

export async function presentDriver(db: DbOrTx, uuid: string) {
  const [row] = await db
    .select({ uuid: drivers.uuid, name: drivers.name, carrierId: drivers.carrierId })
    .from(drivers)
    .where(and(eq(drivers.uuid, uuid), eq(drivers.delFlag, '0')));
  return row;
}

export async function presentVehicle(db: DbOrTx, uuid: string) {
  const [row] = await db
    .select({ uuid: vehicles.uuid, plateNumber: vehicles.plateNumber, carrierId: vehicles.carrierId })
    .from(vehicles)
    .where(and(eq(vehicles.uuid, uuid), eq(vehicles.delFlag, '0')));
  return row;
}

/** A standard route usable by a detail of this scope. */
export async function routeInScope(db: DbOrTx, uuid: string, scope: BaseScope) {
  const [row] = await db
    .select({ uuid: routes.uuid })
    .from(routes)
    .where(and(eq(routes.uuid, uuid), present(routes.delFlag), routeScope(scope)));
  return row;
}
