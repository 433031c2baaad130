import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { shipments, vehicleModels } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { orderByOf } from '../../../platform/list-query';
import { splitTotal, totalColumn } from '../../../platform/paging';
import { operatorName } from '../core/operator-name';
import type { ShipmentListQuery } from '../core/schemas';
import { poolScopeOf } from '../core/scope';
import { shipmentFilters } from '../core/shipment-repository';
import { shipmentWithin } from '../core/shipment-scope';
import { LIFECYCLE_COLUMNS } from './lifecycle-columns';
import { groupBy, stopsOf, waybillCodesOf } from './repository';
import type { ShipmentRow } from './schemas';

const SORTABLE = {
  shipmentCode: shipments.shipmentCode,
  status: shipments.status,
  createTime: shipments.createTime,
  etd: shipments.etd,
  eta: shipments.eta,
  stationNum: shipments.stationNum,
  totalWeight: shipments.totalWeight,
  totalVolume: shipments.totalVolume,
  totalPallets: shipments.totalPallets,
};

const columns = {
  uuid: shipments.uuid,
  shipmentCode: shipments.shipmentCode,
  status: shipments.status,
  dispatchCenterId: shipments.dispatchCenterId,
  carrierId: shipments.carrierId,
  transType: shipments.transType,
  routeDetailId: shipments.routeDetailId,
  routeDetailName: shipments.routeDetailName,
  vehicleMainModelId: shipments.vehicleMainModelId,
  vehicleMainModelName: vehicleModels.name,
  takeFirstStationId: shipments.takeFirstStationId,
  downLastStationId: shipments.downLastStationId,
  stationNum: shipments.stationNum,
  etd: shipments.etd,
  eta: shipments.eta,
  totalQuantity: shipments.totalQuantity,
  totalCases: shipments.totalCases,
  totalWeight: shipments.totalWeight,
  totalVolume: shipments.totalVolume,
  totalPallets: shipments.totalPallets,
  createBy: shipments.createBy,
  createByName: operatorName(shipments.createBy),
  createTime: shipments.createTime,
  updateTime: shipments.updateTime,
  ...LIFECYCLE_COLUMNS,
};

/** Head rows plus their stops and waybill codes (three queries for any page). */
export async function withStopsAndWaybills(db: DbOrTx, heads: HeadRow[]): Promise<ShipmentRow[]> {
  const ids = heads.map((h) => h.uuid);
  const [stops, codes] = await Promise.all([stopsOf(db, ids), waybillCodesOf(db, ids)]);
  const stopMap = groupBy(stops);
  return heads.map((h) => {
    const waybillCodes = codes.get(h.uuid) ?? [];
    return {
      ...h,
      createTime: h.createTime.toISOString(),
      updateTime: h.updateTime ? h.updateTime.toISOString() : null,
      waybillCount: waybillCodes.length,
      waybillCodes,
      stopList: stopMap.get(h.uuid) ?? [],
    };
  });
}

export type HeadRow = Awaited<ReturnType<typeof shipmentHeads>>[number];

export const shipmentHeads = (db: DbOrTx) =>
  db
    .select(columns)
    .from(shipments)
    .leftJoin(vehicleModels, eq(vehicleModels.uuid, shipments.vehicleMainModelId));

/**
 * GET /shipment/shipment/selectPage: shipments of the caller's center (and clients), filtered, paged and
 * sorted remotely on whitelisted columns, each with its stops and waybill codes.
 */
export async function listShipments(db: Db, caller: AuthContext, query: ShipmentListQuery) {
  const scope = await poolScopeOf(db, caller);
  const where = and(
    shipmentWithin(scope),
    ...shipmentFilters(query, caller.profile.timeZone || 'Asia/Shanghai'),
  );
  const offset = offsetOf(query);
  const page = await db
    .select({ ...columns, total: totalColumn(shipments, where) })
    .from(shipments)
    .leftJoin(vehicleModels, eq(vehicleModels.uuid, shipments.vehicleMainModelId))
    .where(where)
    .orderBy(...orderByOf(SORTABLE, query, [desc(shipments.createTime), asc(shipments.uuid)]))
    .limit(query.pageSize)
    .offset(offset);
  const { rows, total } = await splitTotal(page, offset, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(shipments)
      .where(where);
    return row?.n ?? 0;
  });
  return { total, rows: await withStopsAndWaybills(db, rows) };
}
