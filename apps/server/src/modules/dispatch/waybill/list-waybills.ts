import Decimal from 'decimal.js';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { orderByOf } from '../../../platform/list-query';
import type { WaybillLineOut, WaybillRow } from '../core/schemas';
import * as repo from './repository';
import type { WaybillDetail, WaybillFilter, WaybillListQuery } from './schemas';
import { requireWaybill, waybillScopeOf } from './waybill-scope';

/** Counts show exactly, without padding (12.000 -> 12); weights and volumes keep their scale. */
const countText = (v: string | null | undefined) => new Decimal(v ?? 0).toFixed();
const iso = (d: Date | null) => (d ? d.toISOString() : null);

type TempRow = Awaited<ReturnType<typeof repo.tempTotals>>[number];

export function rowView(row: repo.WaybillRecord, temps: TempRow[] = []): WaybillRow {
  const { clientCode: _c, ...rest } = row;
  return {
    ...rest,
    totalPallets: countText(row.totalPallets),
    totalCases: countText(row.totalCases),
    totalQuantity: countText(row.totalQuantity),
    totalWeight: row.totalWeight,
    totalVolume: row.totalVolume,
    tempVoLists: temps.map((t) => ({
      tempCode: t.tempCode,
      cases: countText(t.cases),
      weight: new Decimal(t.weight ?? 0).toFixed(3),
      volume: new Decimal(t.volume ?? 0).toFixed(6),
      pallets: countText(t.pallets),
      quantity: countText(t.quantity),
      containerQuantity: countText(t.containerQuantity),
    })),
    createTime: row.createTime.toISOString(),
    auditTime: iso(row.auditTime),
    updateTime: iso(row.updateTime),
  };
}

/** Rows with their tempVoLists (one grouped query for the whole page). */
export async function withTemps(db: DbOrTx, rows: repo.WaybillRecord[]): Promise<WaybillRow[]> {
  const temps = await repo.tempTotals(
    db,
    rows.map((r) => r.uuid),
  );
  const byWaybill = new Map<string, TempRow[]>();
  for (const t of temps) byWaybill.set(t.waybillId, [...(byWaybill.get(t.waybillId) ?? []), t]);
  return rows.map((r) => rowView(r, byWaybill.get(r.uuid)));
}

export function lineView(line: Awaited<ReturnType<typeof repo.linesOf>>[number]): WaybillLineOut {
  return {
    uuid: line.uuid,
    lineNo: line.lineNo,
    itemId: line.itemId,
    itemCode: line.itemCode,
    itemName: line.itemName,
    temperature: line.temperature,
    itemType: line.itemType,
    itemTransClassification: line.itemTransClassification,
    matType: line.matType,
    unit: line.unit,
    quantity: countText(line.quantity),
    cases: countText(line.cases),
    weight: line.weight,
    volume: line.volume,
    pallets: countText(line.pallets),
    containerQuantity: countText(line.containerQuantity),
    remark: line.remark,
  };
}

/** GET /order/waybill/list */
export async function listWaybills(db: DbOrTx, caller: AuthContext, query: WaybillListQuery) {
  const { where: scope } = await waybillScopeOf(db, caller);
  const where = repo.waybillWhere(query, scope);
  const orderBy = orderByOf(repo.WAYBILL_SORTABLE, query, repo.WAYBILL_DEFAULT_ORDER);
  const byStation = repo.STATION_SORT_FIELDS.has(query.sortField ?? '');
  const { rows, total } = await repo.pageWaybills(
    db,
    where,
    { orderBy, byStation },
    query.pageSize,
    offsetOf(query),
  );
  return { rows: await withTemps(db, rows), total };
}

/** GET /order/waybill/getWaybillListByReviewed: the same list, audited (E) waybills only. */
export async function listReviewedWaybills(db: DbOrTx, caller: AuthContext, query: WaybillListQuery) {
  return listWaybills(db, caller, { ...query, status: ['E'] });
}

/** GET /order/waybill/selectIds: every matching uuid (select all across pages), at most 10,000. */
export async function selectWaybillIds(db: DbOrTx, caller: AuthContext, filter: WaybillFilter) {
  const { where: scope } = await waybillScopeOf(db, caller);
  return repo.waybillIds(db, repo.waybillWhere(filter, scope), 10_000);
}

/** One waybill with its lines and its stations' windows and handover settings. */
export async function detailsOf(db: DbOrTx, rows: repo.WaybillRecord[]): Promise<WaybillDetail[]> {
  if (rows.length === 0) return [];
  const views = await withTemps(db, rows);
  const stationIds = [...new Set(rows.flatMap((r) => [r.shipFromId, r.shipToId]))];
  const [lines, stations] = await Promise.all([
    repo.linesOf(
      db,
      rows.map((r) => r.uuid),
    ),
    repo.stationDetails(db, stationIds),
  ]);
  const info = new Map(stations.info.map((s) => [s.uuid, s]));
  const windowsOf = (id: string) =>
    stations.windows
      .filter((w) => w.stationId === id)
      .map(({ weekday, weekdayCode, startTime, endTime }) => ({ weekday, weekdayCode, startTime, endTime }));
  const exWindowsOf = (id: string) =>
    stations.exWindows
      .filter((w) => w.stationId === id)
      .map(({ weekdayCode, startDay, endDay, startTime, endTime }) => ({
        weekdayCode,
        startDay,
        endDay,
        startTime,
        endTime,
      }));
  return views.map((view, i) => {
    const row = rows[i] as repo.WaybillRecord;
    const s = info.get(row.shipFromId);
    const d = info.get(row.shipToId);
    return {
      ...view,
      clientCode: row.clientCode,
      srcTimeWindows: windowsOf(row.shipFromId),
      destTimeWindows: windowsOf(row.shipToId),
      srcExTimeWindows: exWindowsOf(row.shipFromId),
      destExTimeWindows: exWindowsOf(row.shipToId),
      srcTransMode: s?.transMode ?? null,
      destTransMode: d?.transMode ?? null,
      srcBillingMethod: s?.billingMethod ?? null,
      destBillingMethod: d?.billingMethod ?? null,
      srcHandoverMethod: s?.handoverMethod ?? null,
      destHandoverMethod: d?.handoverMethod ?? null,
      srcAllocationFactor: s?.allocationFactor ?? null,
      destAllocationFactor: d?.allocationFactor ?? null,
      waybillLineList: lines.filter((l) => l.waybillId === row.uuid).map(lineView),
    };
  });
}

/** GET /order/waybill/get/{uuid} */
export async function getWaybill(db: DbOrTx, caller: AuthContext, uuid: string): Promise<WaybillDetail> {
  const { where } = await waybillScopeOf(db, caller);
  const row = await requireWaybill(
    async (scope: SQL | undefined) =>
      (await repo.findWaybills(db, and(eq(waybills.uuid, uuid), eq(waybills.delFlag, '0'), scope), 1))[0],
    where,
  );
  const [detail] = await detailsOf(db, [row]);
  return detail as WaybillDetail;
}

/** GET /order/waybill/selectWaybillByShipId: the rows of one shipment's waybills. */
export async function waybillsOfShipment(db: DbOrTx, caller: AuthContext, shipmentId: string) {
  const { where: scope } = await waybillScopeOf(db, caller);
  const rows = await repo.findWaybills(
    db,
    and(repo.waybillWhere({}, scope), eq(waybills.shipmentId, shipmentId)),
  );
  return withTemps(db, rows);
}

/** GET /order/waybill/getWaybillByShipment: the waybills of some shipments, with their lines. */
export async function waybillDetailsOfShipments(db: DbOrTx, caller: AuthContext, shipmentIds: string[]) {
  const { where: scope } = await waybillScopeOf(db, caller);
  const rows = await repo.findWaybills(
    db,
    and(repo.waybillWhere({}, scope), inArray(waybills.shipmentId, shipmentIds)),
  );
  return detailsOf(db, rows);
}
