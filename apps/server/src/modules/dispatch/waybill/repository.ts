import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  carriers,
  clients,
  items,
  orders,
  shipments,
  stationExTimeWindows,
  stations,
  stationTimeWindows,
  waybillLines,
  waybillLogs,
  waybills,
} from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { escapeLike } from '../../../platform/list-query';
import { splitTotal, totalColumn } from '../../../platform/paging';
import { operatorName } from '../core/operator-name';
import { dest, poolRowColumns, src } from '../core/row-columns';
import type { WaybillLineInsert, WaybillLogInsert, WaybillPatch } from '../core/waybill-repository';
import type { WaybillFilter } from './schemas';

export type {
  WaybillInsert,
  WaybillLineInsert,
  WaybillLogInsert,
  WaybillPatch,
} from '../core/waybill-repository';

/** Columns the list may be sorted by (remote sorting; anything else is refused). */
export const WAYBILL_SORTABLE = {
  code: waybills.code,
  refNo: waybills.refNo,
  orderCode: waybills.orderCode,
  status: waybills.status,
  etd: waybills.etd,
  eta: waybills.eta,
  transType: waybills.transType,
  totalWeight: waybills.totalWeight,
  totalVolume: waybills.totalVolume,
  totalPallets: waybills.totalPallets,
  totalQuantity: waybills.totalQuantity,
  createTime: waybills.createTime,
  auditTime: waybills.auditTime,
  srcStationCode: src.code,
  destStationCode: dest.code,
};
export const WAYBILL_DEFAULT_ORDER = [desc(waybills.createTime), desc(waybills.uuid)];

const present = eq(waybills.delFlag, '0');
const contains = (column: Parameters<typeof ilike>[0], value: string) =>
  ilike(column, `%${escapeLike(value)}%`);
const nextDay = (day: string) => sql`(${day}::date + 1)`;
/** A wall-clock column within [begin, end] days, end inclusive. */
function dayRange(column: SQL | Parameters<typeof gte>[0], begin?: string, end?: string) {
  return and(
    begin ? sql`${column} >= ${begin}::date` : undefined,
    end ? sql`${column} < ${nextDay(end)}` : undefined,
  );
}

export function waybillWhere(filter: Partial<WaybillFilter>, scope: SQL | undefined): SQL | undefined {
  return and(
    present,
    filter.code ? contains(waybills.code, filter.code) : undefined,
    filter.refNo ? contains(waybills.refNo, filter.refNo) : undefined,
    filter.orderCode ? contains(waybills.orderCode, filter.orderCode) : undefined,
    filter.clientId ? eq(waybills.clientId, filter.clientId) : undefined,
    filter.shipFromId ? eq(waybills.shipFromId, filter.shipFromId) : undefined,
    filter.shipToId ? eq(waybills.shipToId, filter.shipToId) : undefined,
    filter.status?.length ? inArray(waybills.status, filter.status) : undefined,
    filter.transType ? eq(waybills.transType, filter.transType) : undefined,
    filter.remark ? contains(waybills.remark, filter.remark) : undefined,
    // Created is an instant: compare in the server's zone as the day the user picked.
    filter.createBegin ? gte(waybills.createTime, new Date(`${filter.createBegin}T00:00:00`)) : undefined,
    filter.createEnd ? lt(waybills.createTime, new Date(`${filter.createEnd}T24:00:00`)) : undefined,
    dayRange(waybills.etd, filter.etdBegin, filter.etdEnd),
    dayRange(waybills.eta, filter.etaBegin, filter.etaEnd),
    scope,
  );
}

/** The pool row's columns plus the list's own (the response schema orders the fields). */
const rowColumns = {
  ...poolRowColumns,
  orderId: waybills.orderId,
  orderCode: waybills.orderCode,
  clientCode: clients.code,
  atd: waybills.atd,
  ata: waybills.ata,
  transMode: waybills.transMode,
  carrierId: waybills.carrierId,
  carrierName: carriers.name,
  splitCount: waybills.splitCount,
  orderBreed: waybills.orderBreed,
  shipmentCode: shipments.shipmentCode,
  handoutFlag: waybills.handoutFlag,
  handoutRemark: waybills.handoutRemark,
  isCalllist: waybills.isCalllist,
  printCount: waybills.printCount,
  cancelStatus: waybills.cancelStatus,
  transferWarehouseId: waybills.transferWarehouseId,
  remark: waybills.remark,
  createTime: waybills.createTime,
  auditTime: waybills.auditTime,
  updateTime: waybills.updateTime,
};

/** The list's joins: stations (both ends), client, carrier and shipment names. */
function joined(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(waybills)
    .innerJoin(src, eq(src.uuid, waybills.shipFromId))
    .innerJoin(dest, eq(dest.uuid, waybills.shipToId))
    .leftJoin(clients, eq(clients.uuid, waybills.clientId))
    .leftJoin(carriers, eq(carriers.uuid, waybills.carrierId))
    .leftJoin(shipments, eq(shipments.uuid, waybills.shipmentId));
}

/** One column of a row found by key, as a scalar sub-select (null when there is none, as a left join). */
const lookup = (table: PgTable, column: AnyPgColumn, key: AnyPgColumn, ref: AnyPgColumn) =>
  sql<string | null>`(select ${column} from ${table} where ${key} = ${ref})`;

/**
 * A page's columns with the matching total (platform/paging.ts). Client, carrier and shipment names are
 * looked up per page row rather than joined: planning a seven-way join took PostgreSQL longer than running
 * the whole page (docs/performance.md, "Waybill list").
 */
const pageColumns = (where: SQL | undefined) => ({
  ...rowColumns,
  clientCode: lookup(clients, clients.code, clients.uuid, waybills.clientId),
  clientName: lookup(clients, clients.name, clients.uuid, waybills.clientId),
  carrierName: lookup(carriers, carriers.name, carriers.uuid, waybills.carrierId),
  shipmentCode: lookup(shipments, shipments.shipmentCode, shipments.uuid, waybills.shipmentId),
  total: totalColumn(waybills, where),
});

export type WaybillRecord = Awaited<ReturnType<typeof findWaybills>>[number];

/** Sort fields that need the station joins to order the page. */
export const STATION_SORT_FIELDS = new Set(['srcStationCode', 'destStationCode']);

/**
 * The page's uuids in list order: a narrow scan along the list indexes that stops after offset + limit
 * rows, so the joins run for the page only and never for every match (a million-row table has tens of
 * thousands of matches for a broad filter). The stations are joined only when the order needs them.
 */
function pageIds(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  byStation: boolean,
  limit: number,
  offset: number,
) {
  const ids = db
    .select({ pageId: sql<string>`${waybills.uuid}`.as('page_id') })
    .from(waybills)
    .$dynamic();
  const ordered = byStation
    ? ids.innerJoin(src, eq(src.uuid, waybills.shipFromId)).innerJoin(dest, eq(dest.uuid, waybills.shipToId))
    : ids;
  return ordered
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
    .as('page_ids');
}

/** A page of the list with its total in the same query (platform/paging.ts). */
export async function pageWaybills(
  db: DbOrTx,
  where: SQL | undefined,
  sort: { orderBy: SQL[]; byStation: boolean },
  limit: number,
  offset: number,
) {
  const ids = pageIds(db, where, sort.orderBy, sort.byStation, limit, offset);
  const page = await db
    .select(pageColumns(where))
    .from(waybills)
    .innerJoin(ids, eq(ids.pageId, waybills.uuid))
    .innerJoin(src, eq(src.uuid, waybills.shipFromId))
    .innerJoin(dest, eq(dest.uuid, waybills.shipToId))
    .orderBy(...sort.orderBy);
  return splitTotal(page, offset, () => countWaybills(db, where));
}

export async function countWaybills(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(waybills).where(where);
  return row?.n ?? 0;
}

export async function findWaybills(db: DbOrTx, where: SQL | undefined, limit = 10_000) {
  return joined(db)
    .where(where)
    .orderBy(...WAYBILL_DEFAULT_ORDER)
    .limit(limit);
}

export async function waybillIds(db: DbOrTx, where: SQL | undefined, limit: number): Promise<string[]> {
  const rows = await db
    .select({ uuid: waybills.uuid })
    .from(waybills)
    .where(where)
    .orderBy(...WAYBILL_DEFAULT_ORDER)
    .limit(limit);
  return rows.map((r) => r.uuid);
}

/** The bare rows for a transition, locked for the rest of the transaction. */
export async function lockWaybills(db: DbOrTx, uuids: string[], lock = true) {
  const query = db
    .select({
      uuid: waybills.uuid,
      code: waybills.code,
      status: waybills.status,
      clientId: waybills.clientId,
      dispatchCenterId: waybills.dispatchCenterId,
      heldByName: waybills.heldByName,
    })
    .from(waybills)
    .where(and(inArray(waybills.uuid, uuids), present));
  return lock ? query.for('update') : query;
}

/** tempVoLists: per waybill and temperature, the exact sums of its lines (numeric in the database). */
export async function tempTotals(db: DbOrTx, waybillIds: string[]) {
  if (waybillIds.length === 0) return [];
  return db
    .select({
      waybillId: waybillLines.waybillId,
      tempCode: sql<string>`coalesce(${waybillLines.temperature}, '')`,
      cases: sql<string>`sum(${waybillLines.cases})`,
      weight: sql<string>`sum(${waybillLines.weight})`,
      volume: sql<string>`sum(${waybillLines.volume})`,
      pallets: sql<string>`sum(${waybillLines.pallets})`,
      quantity: sql<string>`sum(${waybillLines.quantity})`,
      containerQuantity: sql<string>`sum(${waybillLines.containerQuantity})`,
    })
    .from(waybillLines)
    .where(inArray(waybillLines.waybillId, waybillIds))
    .groupBy(waybillLines.waybillId, waybillLines.temperature)
    .orderBy(waybillLines.waybillId, sql`min(${waybillLines.lineNo})`);
}

export async function linesOf(db: DbOrTx, waybillIds: string[]) {
  if (waybillIds.length === 0) return [];
  return db
    .select()
    .from(waybillLines)
    .where(inArray(waybillLines.waybillId, waybillIds))
    .orderBy(asc(waybillLines.waybillId), asc(waybillLines.lineNo));
}

export async function stationDetails(db: DbOrTx, stationIds: string[]) {
  const [info, windows, exWindows] = await Promise.all([
    db
      .select({
        uuid: stations.uuid,
        transMode: stations.transMode,
        billingMethod: stations.billingMethod,
        handoverMethod: stations.handoverMethod,
        allocationFactor: stations.allocationFactor,
      })
      .from(stations)
      .where(inArray(stations.uuid, stationIds)),
    db
      .select()
      .from(stationTimeWindows)
      .where(inArray(stationTimeWindows.stationId, stationIds))
      .orderBy(asc(stationTimeWindows.weekdayCode)),
    db
      .select()
      .from(stationExTimeWindows)
      .where(inArray(stationExTimeWindows.stationId, stationIds))
      .orderBy(asc(stationExTimeWindows.startDay)),
  ]);
  return { info, windows, exWindows };
}

/** Present stations by uuid or code, for reference checks. */
export async function stationsByKey(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      uuid: stations.uuid,
      code: stations.code,
      dispatchCenterId: stations.dispatchCenterId,
      enableFlag: stations.enableFlag,
    })
    .from(stations)
    .where(and(eq(stations.delFlag, '0'), or(inArray(stations.uuid, keys), inArray(stations.code, keys))));
}

export async function itemsByKey(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      uuid: items.uuid,
      code: items.code,
      name: items.name,
      clientId: items.clientId,
      temperature: items.temperature,
      itemType: items.itemType,
      transClassification: items.transClassification,
      matType: items.matType,
      basicUnit: items.basicUnit,
      weightKg: items.weightKg,
      volumeM3: items.volumeM3,
      boxFactor: items.boxFactor,
      palletFactor: items.palletFactor,
      enableFlag: items.enableFlag,
    })
    .from(items)
    .where(and(eq(items.delFlag, '0'), or(inArray(items.uuid, keys), inArray(items.code, keys))));
}
export type ItemRef = Awaited<ReturnType<typeof itemsByKey>>[number];

export async function ordersByCode(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ uuid: orders.uuid, code: orders.code })
    .from(orders)
    .where(and(inArray(orders.code, codes), eq(orders.delFlag, '0')));
}

export async function replaceLines(db: DbOrTx, waybillId: string, lines: WaybillLineInsert[]) {
  await db.delete(waybillLines).where(eq(waybillLines.waybillId, waybillId));
  if (lines.length > 0) await db.insert(waybillLines).values(lines);
}

/** Columns of some waybills; their status is the writer's (core/waybill-writer.ts). */
export async function updateWaybills(db: DbOrTx, uuids: string[], patch: WaybillPatch) {
  if (uuids.length === 0) return;
  await db.update(waybills).set(patch).where(inArray(waybills.uuid, uuids));
}

export async function insertLogs(db: DbOrTx, logs: WaybillLogInsert[]) {
  if (logs.length > 0) await db.insert(waybillLogs).values(logs);
}

export async function logsOf(db: DbOrTx, waybillId: string) {
  return db
    .select({
      id: waybillLogs.id,
      action: waybillLogs.action,
      fromStatus: waybillLogs.fromStatus,
      toStatus: waybillLogs.toStatus,
      shipmentId: waybillLogs.shipmentId,
      remark: waybillLogs.remark,
      createBy: waybillLogs.createBy,
      createByName: operatorName(waybillLogs.createBy),
      createTime: waybillLogs.createTime,
    })
    .from(waybillLogs)
    .where(eq(waybillLogs.waybillId, waybillId))
    .orderBy(asc(waybillLogs.id));
}
