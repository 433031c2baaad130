import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import {
  clients,
  dataGroupCarriers,
  dataGroupClients,
  dataGroups,
  stations,
  userDataGroups,
} from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { contains, like, masterOf } from '../shared/master-repository';
import { type BaseScope, withinIds } from '../shared/scope';

export type ClientRow = typeof clients.$inferSelect;
export type ClientInsert = typeof clients.$inferInsert;
export type DataGroupRow = typeof dataGroups.$inferSelect;

export const clientMaster = {
  table: clients,
  uuid: clients.uuid,
  code: clients.code,
  enableFlag: clients.enableFlag,
  delFlag: clients.delFlag,
};

export const clientSortable = {
  code: clients.code,
  name: clients.name,
  minTemperature: clients.minTemperature,
  maxTemperature: clients.maxTemperature,
  enableFlag: clients.enableFlag,
  createTime: clients.createTime,
};

const present = eq(clients.delFlag, '0');

/** The clients the caller may see. */
export function clientScope(scope: Pick<BaseScope, 'clientIds'>): SQL | undefined {
  return withinIds(clients.uuid, scope.clientIds);
}

export type ClientWhere = {
  code?: string | undefined;
  name?: string | undefined;
  enableFlag?: 'Y' | 'N' | undefined;
  keyword?: string | undefined;
};

export function clientWhere(filter: ClientWhere, scope: Pick<BaseScope, 'clientIds'>) {
  return and(
    present,
    clientScope(scope),
    filter.code ? ilike(clients.code, like(filter.code)) : undefined,
    filter.name ? ilike(clients.name, like(filter.name)) : undefined,
    filter.enableFlag ? eq(clients.enableFlag, filter.enableFlag) : undefined,
    filter.keyword
      ? or(ilike(clients.code, like(filter.keyword)), ilike(clients.name, like(filter.keyword)))
      : undefined,
  );
}

export async function pageClients(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: ClientRow[]; total: number }> {
  const rows = await db
    .select()
    .from(clients)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(clients).where(where);
  return { rows, total: total?.n ?? 0 };
}

export function countClients(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(clients)
    .where(where)
    .then((r) => r[0]?.n ?? 0);
}

export function allClients(db: DbOrTx, where: SQL | undefined, orderBy: SQL[]) {
  return db
    .select()
    .from(clients)
    .where(where)
    .orderBy(...orderBy);
}

export function clientOptions(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select({ uuid: clients.uuid, code: clients.code, name: clients.name, enableFlag: clients.enableFlag })
    .from(clients)
    .where(where)
    .orderBy(asc(clients.code))
    .limit(limit);
}

export async function findClient(db: DbOrTx, uuid: string, scope?: SQL): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.uuid, uuid), present, scope));
  return row;
}

export async function clientCodeTaken(db: DbOrTx, code: string, exceptUuid?: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: clients.uuid })
    .from(clients)
    .where(and(eq(clients.code, code), present, exceptUuid ? ne(clients.uuid, exceptUuid) : undefined));
  return !!row;
}

export async function takenClientCodes(db: DbOrTx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: clients.code })
    .from(clients)
    .where(and(inArray(clients.code, codes), present));
  return new Set(rows.map((r) => r.code));
}

export async function insertClients(db: DbOrTx, rows: ClientInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(clients).values(rows.slice(i, i + 500));
}

export async function updateClient(db: DbOrTx, uuid: string, patch: Partial<ClientInsert>): Promise<void> {
  await db.update(clients).set(patch).where(eq(clients.uuid, uuid));
}

/** Present stations per client, for the removal check. */
export async function stationCounts(db: DbOrTx, clientIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ clientId: stations.clientId, n: count() })
    .from(stations)
    .where(and(inArray(stations.clientId, clientIds), eq(stations.delFlag, '0')))
    .groupBy(stations.clientId);
  return new Map(rows.map((r) => [r.clientId ?? '', r.n]));
}

export async function unbindRemovedClients(db: DbOrTx, clientIds: string[]): Promise<void> {
  await db.delete(dataGroupClients).where(inArray(dataGroupClients.clientId, clientIds));
}

// ---- data groups -------------------------------------------------------------------------------

/** The base data groups a user holds (sys_user_data_group, group type 'dataGroup'). */
export async function dataGroupIdsOfUser(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ refId: userDataGroups.refId })
    .from(userDataGroups)
    .where(and(eq(userDataGroups.userId, userId), eq(userDataGroups.groupType, 'dataGroup')));
  return rows.map((r) => r.refId);
}

const clientCount = sql<number>`(select count(*)::int from base_data_group_client g join base_client c on c.uuid = g.client_id and c.del_flag = '0' where g.data_group_id = "base_data_group"."uuid")`;
const carrierCount = sql<number>`(select count(*)::int from base_data_group_carrier g join base_carrier c on c.uuid = g.carrier_id and c.del_flag = '0' where g.data_group_id = "base_data_group"."uuid")`;

/** Data groups for the shared master-data queries (base-shared/master-repository), with client counts. */
export const dataGroupMaster = masterOf(dataGroups, {
  uuid: dataGroups.uuid,
  code: dataGroups.code,
  name: dataGroups.name,
  enableFlag: dataGroups.enableFlag,
  remark: dataGroups.remark,
  createTime: dataGroups.createTime,
  clientCount: clientCount.as('client_count'),
  carrierCount: carrierCount.as('carrier_count'),
});
export type DataGroupListRow = Pick<
  DataGroupRow,
  'uuid' | 'code' | 'name' | 'enableFlag' | 'remark' | 'createTime'
> & { clientCount: number; carrierCount: number };

/** The groups the caller may see (groupIds; null: all), with the list's filters. */
export function dataGroupWhere(
  filter: { code?: string | undefined; name?: string | undefined; keyword?: string | undefined },
  groupIds: string[] | null,
) {
  return and(
    withinIds(dataGroups.uuid, groupIds),
    contains(dataGroups.code, filter.code),
    contains(dataGroups.name, filter.name),
    filter.keyword
      ? or(ilike(dataGroups.code, like(filter.keyword)), ilike(dataGroups.name, like(filter.keyword)))
      : undefined,
  );
}

/** Selector rows: every present group in `where`, enabled or not. */
export function dataGroupOptions(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ uuid: dataGroups.uuid, code: dataGroups.code, name: dataGroups.name })
    .from(dataGroups)
    .where(and(eq(dataGroups.delFlag, '0'), where))
    .orderBy(asc(dataGroups.code))
    .limit(500);
}

/** Groups among these that users hold. */
export async function assignedGroups(db: DbOrTx, uuids: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ refId: userDataGroups.refId })
    .from(userDataGroups)
    .where(and(eq(userDataGroups.groupType, 'dataGroup'), inArray(userDataGroups.refId, uuids)));
  return rows.map((r) => r.refId);
}

export async function deleteBindingsOfGroups(db: DbOrTx, uuids: string[]) {
  await db.delete(dataGroupClients).where(inArray(dataGroupClients.dataGroupId, uuids));
  await db.delete(dataGroupCarriers).where(inArray(dataGroupCarriers.dataGroupId, uuids));
}

/** Clients bound (or not bound) to a group, within the caller's clients. */
export function boundWhere(
  dataGroupId: string,
  bound: boolean,
  scope: Pick<BaseScope, 'clientIds'>,
  keyword?: string,
) {
  const boundIds = sql`(select client_id from base_data_group_client where data_group_id = ${dataGroupId})`;
  return and(
    clientWhere({ keyword }, scope),
    bound ? inArray(clients.uuid, boundIds) : notInArray(clients.uuid, boundIds),
  );
}

export async function bind(db: DbOrTx, dataGroupId: string, clientIds: string[]) {
  await db
    .insert(dataGroupClients)
    .values(clientIds.map((clientId) => ({ dataGroupId, clientId })))
    .onConflictDoNothing();
}

export async function unbind(db: DbOrTx, dataGroupId: string, clientIds: string[]) {
  await db
    .delete(dataGroupClients)
    .where(and(eq(dataGroupClients.dataGroupId, dataGroupId), inArray(dataGroupClients.clientId, clientIds)));
}

/** Clients bound to any of these data groups (none: no client). */
export function inDataGroups(groupIds: string[]): SQL {
  if (groupIds.length === 0) return sql`false`;
  return sql`${clients.uuid} in (select ${dataGroupClients.clientId} from ${dataGroupClients} where ${inArray(dataGroupClients.dataGroupId, groupIds)})`;
}

export async function findDataGroup(db: DbOrTx, uuid: string): Promise<DataGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(dataGroups)
    .where(and(eq(dataGroups.uuid, uuid), eq(dataGroups.delFlag, '0')));
  return row;
}
