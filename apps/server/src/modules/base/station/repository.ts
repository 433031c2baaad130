import { and, asc, count, eq, ilike, inArray, isNotNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  clients,
  dataGroupClients,
  dictData,
  dispatchCenters,
  stationExTimeWindows,
  stationLoadRules,
  stationLocations,
  stationMutexes,
  stations,
  stationTimeWindows,
  transportLocations,
  userDataGroups,
  zones,
} from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { escapeLike } from '../../../platform/list-query';
import { splitTotal, totalColumn } from '../../../platform/paging';
import type { MasterTable } from '../shared/records';

export type StationRow = typeof stations.$inferSelect;
export type StationInsert = typeof stations.$inferInsert;
export type TimeWindowRow = typeof stationTimeWindows.$inferSelect;
export type ExTimeWindowRow = typeof stationExTimeWindows.$inferSelect;
export type LoadRuleRow = typeof stationLoadRules.$inferSelect;

export const stationMaster: MasterTable & { enableFlag: typeof stations.enableFlag } = {
  table: stations,
  uuid: stations.uuid,
  code: stations.code,
  enableFlag: stations.enableFlag,
  delFlag: stations.delFlag,
};

export const present = eq(stations.delFlag, '0');

/** Columns the list may sort by (sortField). */
export const SORTABLE = {
  code: stations.code,
  name: stations.name,
  type: stations.type,
  clientName: clients.name,
  clientCode: clients.code,
  city: stations.city,
  zoneName: zones.name,
  dispatchCenterName: dispatchCenters.name,
  fenceDistance: stations.fenceDistance,
  leadTimeDays: stations.leadTimeDays,
  enableFlag: stations.enableFlag,
  createTime: stations.createTime,
  updateTime: stations.updateTime,
};

export type StationFilter = {
  code?: string | undefined;
  name?: string | undefined;
  keyword?: string | undefined;
  clientId?: string | undefined;
  type?: string | undefined;
  province?: string | undefined;
  city?: string | undefined;
  zoneId?: string | undefined;
  enableFlag?: string | undefined;
  inCity?: string | undefined;
  deliveryType?: string | undefined;
  dispatchCenterId?: string | undefined;
};

export function filterWhere(filter: StationFilter): SQL | undefined {
  return and(
    filter.code ? ilike(stations.code, `%${filter.code}%`) : undefined,
    filter.name ? ilike(stations.name, `%${filter.name}%`) : undefined,
    filter.keyword
      ? or(ilike(stations.code, `%${filter.keyword}%`), ilike(stations.name, `%${filter.keyword}%`))
      : undefined,
    filter.clientId ? eq(stations.clientId, filter.clientId) : undefined,
    filter.type ? eq(stations.type, filter.type) : undefined,
    // Province and city match from the start ("上海" finds 上海市), which the list index serves.
    filter.province ? like(stations.province, `${escapeLike(filter.province)}%`) : undefined,
    filter.city ? like(stations.city, `${escapeLike(filter.city)}%`) : undefined,
    filter.zoneId ? eq(stations.zoneId, filter.zoneId) : undefined,
    filter.enableFlag ? eq(stations.enableFlag, filter.enableFlag) : undefined,
    filter.inCity ? eq(stations.inCity, filter.inCity) : undefined,
    filter.deliveryType ? eq(stations.deliveryType, filter.deliveryType) : undefined,
    filter.dispatchCenterId ? eq(stations.dispatchCenterId, filter.dispatchCenterId) : undefined,
  );
}

const timeWindowText = sql<string | null>`(
  select string_agg(tw.weekday_code || ' ' || tw.start_time || '-' || tw.end_time, '; ' order by tw.weekday_code)
  from base_station_time_window tw where tw.station_id = ${stations.uuid})`;

const listColumns = {
  station: stations,
  clientCode: clients.code,
  clientName: clients.name,
  zoneName: zones.name,
  dispatchCenterName: dispatchCenters.name,
  timeWindowText,
};
export type StationListRow = {
  station: StationRow;
  clientCode: string | null;
  clientName: string | null;
  zoneName: string | null;
  dispatchCenterName: string | null;
  timeWindowText: string | null;
};

/** The list's rows; with `countWhere`, each row also carries the matching total (totalColumn). */
function joined(db: DbOrTx, countWhere?: SQL) {
  return db
    .select({
      ...listColumns,
      total: countWhere ? totalColumn(stations, countWhere) : sql<number>`0`.mapWith(Number),
    })
    .from(stations)
    .leftJoin(clients, eq(clients.uuid, stations.clientId))
    .leftJoin(zones, eq(zones.uuid, stations.zoneId))
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, stations.dispatchCenterId));
}

export async function pageStations(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: StationListRow[]; total: number }> {
  const full = and(present, where);
  const page = await joined(db, full)
    .where(full)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return splitTotal(page, offset, () => countStations(db, where));
}

export async function countStations(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ n: count() }).from(stations).where(and(present, where));
  return total?.n ?? 0;
}

/** Every row of a filtered list in pages of 1000, for exports. */
export async function* streamStations(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
): AsyncGenerator<StationListRow> {
  const size = 1000;
  for (let offset = 0; ; offset += size) {
    const { rows } = await pageStations(db, where, orderBy, size, offset);
    yield* rows;
    if (rows.length < size) return;
  }
}

export async function findStationRow(db: DbOrTx, uuid: string, scope: SQL | undefined) {
  const [row] = await joined(db).where(and(present, eq(stations.uuid, uuid), scope));
  return row;
}

export function findStation(db: DbOrTx, uuid: string, scope?: SQL) {
  return db.query.stations.findFirst({ where: and(present, eq(stations.uuid, uuid), scope) });
}

export async function stationCodeTaken(db: DbOrTx, code: string, exceptUuid?: string): Promise<boolean> {
  const row = await db.query.stations.findFirst({
    columns: { uuid: true },
    where: and(present, eq(stations.code, code), exceptUuid ? ne(stations.uuid, exceptUuid) : undefined),
  });
  return !!row;
}

export async function takenStationCodes(db: DbOrTx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  // One JSON parameter instead of thousands of bound ones (imports check 10,000 codes at once).
  const rows = await db
    .select({ code: stations.code })
    .from(stations)
    .where(
      and(
        present,
        sql`${stations.code} in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
      ),
    );
  return new Set(rows.map((r) => r.code));
}

export function timeWindowsOf(db: DbOrTx, stationId: string) {
  return db
    .select()
    .from(stationTimeWindows)
    .where(eq(stationTimeWindows.stationId, stationId))
    .orderBy(asc(stationTimeWindows.weekdayCode));
}

export function exTimeWindowsOf(db: DbOrTx, stationId: string) {
  return db
    .select()
    .from(stationExTimeWindows)
    .where(eq(stationExTimeWindows.stationId, stationId))
    .orderBy(asc(stationExTimeWindows.startDay), asc(stationExTimeWindows.id));
}

export function loadRulesOf(db: DbOrTx, stationId: string) {
  return db
    .select()
    .from(stationLoadRules)
    .where(eq(stationLoadRules.stationId, stationId))
    .orderBy(asc(stationLoadRules.deliverProperty));
}

export function locationsOf(db: DbOrTx, stationId: string) {
  return db
    .select({ uuid: transportLocations.uuid, code: transportLocations.code, name: transportLocations.name })
    .from(stationLocations)
    .innerJoin(transportLocations, eq(transportLocations.uuid, stationLocations.locationId))
    .where(eq(stationLocations.stationId, stationId))
    .orderBy(asc(transportLocations.code));
}

export async function insertStations(db: DbOrTx, rows: StationInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(stations).values(rows.slice(i, i + 1000));
}

export async function updateStation(db: DbOrTx, uuid: string, patch: Partial<StationInsert>): Promise<void> {
  await db.update(stations).set(patch).where(eq(stations.uuid, uuid));
}

type Children = {
  timeWindows?: Omit<typeof stationTimeWindows.$inferInsert, 'id'>[];
  exTimeWindows?: Omit<typeof stationExTimeWindows.$inferInsert, 'id'>[];
  loadRules?: Omit<typeof stationLoadRules.$inferInsert, 'id'>[];
  locations?: { stationId: string; locationId: string }[];
};

/** Replaces the given kinds of sub-records of these stations (a kind left undefined stays). */
export async function replaceChildren(db: DbOrTx, stationIds: string[], children: Children): Promise<void> {
  const insert = async <T>(rows: T[] | undefined, write: (part: T[]) => Promise<unknown>) => {
    if (!rows) return;
    for (let i = 0; i < rows.length; i += 1000) {
      const part = rows.slice(i, i + 1000);
      if (part.length) await write(part);
    }
  };
  if (children.timeWindows) {
    if (stationIds.length)
      await db.delete(stationTimeWindows).where(inArray(stationTimeWindows.stationId, stationIds));
    await insert(children.timeWindows, (part) => db.insert(stationTimeWindows).values(part));
  }
  if (children.exTimeWindows) {
    if (stationIds.length)
      await db.delete(stationExTimeWindows).where(inArray(stationExTimeWindows.stationId, stationIds));
    await insert(children.exTimeWindows, (part) => db.insert(stationExTimeWindows).values(part));
  }
  if (children.loadRules) {
    if (stationIds.length)
      await db.delete(stationLoadRules).where(inArray(stationLoadRules.stationId, stationIds));
    await insert(children.loadRules, (part) => db.insert(stationLoadRules).values(part));
  }
  if (children.locations) {
    if (stationIds.length)
      await db.delete(stationLocations).where(inArray(stationLocations.stationId, stationIds));
    await insert(children.locations, (part) => db.insert(stationLocations).values(part));
  }
}

// Load rules (receipt time / load efficiency) one by one.
export function findLoadRule(db: DbOrTx, id: number) {
  return db.query.stationLoadRules.findFirst({ where: eq(stationLoadRules.id, id) });
}

export async function insertLoadRule(db: DbOrTx, row: typeof stationLoadRules.$inferInsert): Promise<number> {
  const [created] = await db.insert(stationLoadRules).values(row).returning({ id: stationLoadRules.id });
  if (!created) throw new Error('load rule insert returned nothing');
  return created.id;
}

export async function updateLoadRule(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof stationLoadRules.$inferInsert>,
): Promise<void> {
  await db.update(stationLoadRules).set(patch).where(eq(stationLoadRules.id, id));
}

export function loadRulesByIds(db: DbOrTx, ids: number[]) {
  return db.select().from(stationLoadRules).where(inArray(stationLoadRules.id, ids));
}

export async function deleteLoadRules(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(stationLoadRules).where(inArray(stationLoadRules.id, ids));
}

// Mutually exclusive stations.
export function mutexesOf(db: DbOrTx, stationId: string) {
  const other = sql<string>`case when ${stationMutexes.stationId} = ${stationId} then ${stationMutexes.otherStationId} else ${stationMutexes.stationId} end`;
  return db
    .select({
      otherStationId: stations.uuid,
      code: stations.code,
      name: stations.name,
      createBy: stationMutexes.createBy,
      createTime: stationMutexes.createTime,
    })
    .from(stationMutexes)
    .innerJoin(stations, eq(stations.uuid, other))
    .where(or(eq(stationMutexes.stationId, stationId), eq(stationMutexes.otherStationId, stationId)))
    .orderBy(asc(stations.code));
}

export async function insertMutexes(db: DbOrTx, pairs: [string, string][], who: string): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insert(stationMutexes)
    .values(pairs.map(([a, b]) => ({ stationId: a, otherStationId: b, createBy: who })))
    .onConflictDoNothing();
}

export async function existingMutexes(db: DbOrTx, pairs: [string, string][]): Promise<[string, string][]> {
  if (pairs.length === 0) return [];
  const rows = await db
    .select({ a: stationMutexes.stationId, b: stationMutexes.otherStationId })
    .from(stationMutexes)
    .where(
      or(
        ...pairs.map(([a, b]) => and(eq(stationMutexes.stationId, a), eq(stationMutexes.otherStationId, b))),
      ),
    );
  return rows.map((r) => [r.a, r.b]);
}

export async function deleteMutexes(db: DbOrTx, pairs: [string, string][]): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .delete(stationMutexes)
    .where(
      or(
        ...pairs.map(([a, b]) => and(eq(stationMutexes.stationId, a), eq(stationMutexes.otherStationId, b))),
      ),
    );
}

// Lookups of other areas' records.
export async function clientsByUuid(db: DbOrTx, uuids: string[]) {
  if (uuids.length === 0) return [];
  return db
    .select({ uuid: clients.uuid, code: clients.code, name: clients.name, enableFlag: clients.enableFlag })
    .from(clients)
    .where(and(inArray(clients.uuid, uuids), eq(clients.delFlag, '0')));
}

export function presentClients(db: DbOrTx) {
  return db
    .select({ uuid: clients.uuid, code: clients.code, enableFlag: clients.enableFlag })
    .from(clients)
    .where(eq(clients.delFlag, '0'));
}

export async function zoneExists(db: DbOrTx, uuid: string): Promise<boolean> {
  const row = await db.query.zones.findFirst({
    columns: { uuid: true },
    where: and(eq(zones.uuid, uuid), eq(zones.delFlag, '0')),
  });
  return !!row;
}

export async function locationsByUuid(db: DbOrTx, uuids: string[]): Promise<string[]> {
  if (uuids.length === 0) return [];
  const rows = await db
    .select({ uuid: transportLocations.uuid })
    .from(transportLocations)
    .where(and(inArray(transportLocations.uuid, uuids), eq(transportLocations.delFlag, '0')));
  return rows.map((r) => r.uuid);
}

export function allCenters(db: DbOrTx) {
  return db
    .select({ uuid: dispatchCenters.uuid, code: dispatchCenters.code, name: dispatchCenters.name })
    .from(dispatchCenters);
}

/** Dictionary values (enabled entries) by type, with their labels in every language. */
export async function dictEntries(
  db: DbOrTx,
  types: string[],
): Promise<Map<string, { value: string; labels: string[] }[]>> {
  const rows = await db
    .select({
      type: dictData.dictType,
      value: dictData.dictValue,
      label: dictData.dictLabel,
      labels: dictData.labels,
    })
    .from(dictData)
    .where(and(inArray(dictData.dictType, types), eq(dictData.status, '0')));
  const out = new Map<string, { value: string; labels: string[] }[]>();
  for (const r of rows) {
    const list = out.get(r.type) ?? [];
    list.push({ value: r.value, labels: [r.label, ...Object.values(r.labels ?? {}).map(String)] });
    out.set(r.type, list);
  }
  return out;
}

export async function clientIdsOfDataGroups(db: DbOrTx, groupIds: string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ clientId: dataGroupClients.clientId })
    .from(dataGroupClients)
    .where(inArray(dataGroupClients.dataGroupId, groupIds));
  return rows.map((r) => r.clientId);
}

/** Selector rows: option plus the fields the dispatch screens show. */
export function optionRows(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select({
      uuid: stations.uuid,
      code: stations.code,
      name: stations.name,
      type: stations.type,
      clientId: stations.clientId,
      dispatchCenterId: stations.dispatchCenterId,
      city: stations.city,
      address: stations.address,
      longitude: stations.longitude,
      latitude: stations.latitude,
      enableFlag: stations.enableFlag,
    })
    .from(stations)
    .where(and(present, where))
    .orderBy(asc(stations.code))
    .limit(limit);
}

export const hasCity = and(isNotNull(stations.city), ne(stations.city, ''));

/** Stations (full rows with children) for a push. */
export async function stationsForPush(db: DbOrTx, where: SQL | undefined) {
  const rows = await joined(db).where(and(present, where)).orderBy(asc(stations.code)).limit(5000);
  const ids = rows.map((r) => r.station.uuid);
  if (ids.length === 0) return [];
  const [tws, extws, rules] = await Promise.all([
    db.select().from(stationTimeWindows).where(inArray(stationTimeWindows.stationId, ids)),
    db.select().from(stationExTimeWindows).where(inArray(stationExTimeWindows.stationId, ids)),
    db.select().from(stationLoadRules).where(inArray(stationLoadRules.stationId, ids)),
  ]);
  return rows.map((r) => ({
    ...r,
    timeWindows: tws.filter((w) => w.stationId === r.station.uuid),
    exTimeWindows: extws.filter((w) => w.stationId === r.station.uuid),
    loadRules: rules.filter((w) => w.stationId === r.station.uuid),
  }));
}

/** The base data groups a user holds (sys_user_data_group, type dataGroup). */
export async function dataGroupIdsOfUser(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ refId: userDataGroups.refId })
    .from(userDataGroups)
    .where(and(eq(userDataGroups.userId, userId), eq(userDataGroups.groupType, 'dataGroup')));
  return rows.map((r) => r.refId);
}

/** Dictionary labels in one language, keyed 'type:value'. */
export async function dictLabels(db: DbOrTx, types: string[], lang: string): Promise<Map<string, string>> {
  const rows = await db
    .select({
      type: dictData.dictType,
      value: dictData.dictValue,
      label: dictData.dictLabel,
      labels: dictData.labels,
    })
    .from(dictData)
    .where(inArray(dictData.dictType, types));
  const out = new Map<string, string>();
  for (const r of rows) {
    const translated = (r.labels as Record<string, string> | null)?.[lang];
    out.set(`${r.type}:${r.value}`, translated || r.label);
  }
  return out;
}

/**
 * Bulk inserts for imports: each batch travels as one JSON parameter expanded by jsonb_to_recordset,
 * which is several times faster than thousands of bound parameters (10,000 stations in well under the
 * 10 s budget). Columns not listed take their defaults.
 */
const BULK_STATION_COLUMNS = [
  ['uuid', 'uuid', 'text'],
  ['code', 'code', 'text'],
  ['name', 'name', 'text'],
  ['clientId', 'client_id', 'text'],
  ['dispatchCenterId', 'dispatch_center_id', 'text'],
  ['type', 'type', 'text'],
  ['contactName', 'contact_name', 'text'],
  ['contactMobile', 'contact_mobile', 'text'],
  ['province', 'province', 'text'],
  ['city', 'city', 'text'],
  ['area', 'area', 'text'],
  ['address', 'address', 'text'],
  ['longitude', 'longitude', 'numeric'],
  ['latitude', 'latitude', 'numeric'],
  ['fenceDistance', 'fence_distance', 'integer'],
  ['inCity', 'in_city', 'text'],
  ['leadTimeDays', 'lead_time_days', 'integer'],
  ['deliveryType', 'delivery_type', 'text'],
  ['billingMethod', 'billing_method', 'text'],
  ['handoverMethod', 'handover_method', 'text'],
  ['allocationFactor', 'allocation_factor', 'numeric'],
  ['enableFlag', 'enable_flag', 'text'],
  ['remark', 'remark', 'text'],
  ['createBy', 'create_by', 'text'],
] as const;
const BULK_WINDOW_COLUMNS = [
  ['stationId', 'station_id', 'text'],
  ['weekday', 'weekday', 'text'],
  ['weekdayCode', 'weekday_code', 'smallint'],
  ['startTime', 'start_time', 'text'],
  ['endTime', 'end_time', 'text'],
] as const;
const BULK_BATCH = 5000;

async function bulkInsert(
  db: DbOrTx,
  table: string,
  columns: readonly (readonly [string, string, string])[],
  rows: Record<string, unknown>[],
): Promise<void> {
  const names = columns.map(([, column]) => column).join(', ');
  const shape = columns.map(([key, , type]) => `"${key}" ${type}`).join(', ');
  const keys = columns.map(([key]) => `"${key}"`).join(', ');
  for (let i = 0; i < rows.length; i += BULK_BATCH) {
    const part = rows
      .slice(i, i + BULK_BATCH)
      .map((row) => Object.fromEntries(columns.map(([key]) => [key, row[key] ?? null])));
    await db.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(keys)} from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(${sql.raw(shape)})`,
    );
  }
}

export function bulkInsertStations(db: DbOrTx, rows: StationInsert[]): Promise<void> {
  return bulkInsert(db, 'base_station', BULK_STATION_COLUMNS, rows as Record<string, unknown>[]);
}

export function bulkInsertTimeWindows(db: DbOrTx, rows: Omit<TimeWindowRow, 'id'>[]): Promise<void> {
  return bulkInsert(db, 'base_station_time_window', BULK_WINDOW_COLUMNS, rows as Record<string, unknown>[]);
}
