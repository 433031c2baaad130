import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  carriers,
  dispatchCenters,
  drivers,
  printTemplates,
  shipmentPrintLogs,
  shipmentStops,
  shipments,
  stations,
  vehicleModels,
  vehicles,
  waybillLines,
  waybills,
} from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { operatorName } from '../core/operator-name';

/** Shipment heads with the names a printed form shows; `within` is the caller's data scope. */
export async function shipmentHeads(db: DbOrTx, ids: string[], within: SQL) {
  if (ids.length === 0) return [];
  return db
    .select({
      uuid: shipments.uuid,
      shipmentCode: shipments.shipmentCode,
      status: shipments.status,
      transType: shipments.transType,
      etd: shipments.etd,
      eta: shipments.eta,
      printCount: shipments.printCount,
      totalQuantity: shipments.totalQuantity,
      totalWeight: shipments.totalWeight,
      totalVolume: shipments.totalVolume,
      totalPallets: shipments.totalPallets,
      createBy: shipments.createBy,
      dispatchCenterName: dispatchCenters.name,
      carrierName: carriers.name,
      modelName: vehicleModels.name,
      plateNumber: vehicles.plateNumber,
      driverName: drivers.name,
      driverMobile: drivers.mobile,
    })
    .from(shipments)
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, shipments.dispatchCenterId))
    .leftJoin(carriers, eq(carriers.uuid, shipments.carrierId))
    .leftJoin(vehicleModels, eq(vehicleModels.uuid, shipments.vehicleMainModelId))
    .leftJoin(vehicles, eq(vehicles.uuid, shipments.vehicleId))
    .leftJoin(drivers, eq(drivers.uuid, shipments.mainDriverId))
    .where(and(inArray(shipments.uuid, ids), within))
    .orderBy(asc(shipments.shipmentCode));
}
export type PrintHead = Awaited<ReturnType<typeof shipmentHeads>>[number];

const stationCols = {
  uuid: stations.uuid,
  code: stations.code,
  name: stations.name,
  address: stations.address,
  contactName: stations.contactName,
  contactMobile: stations.contactMobile,
};
export type StationInfo = { uuid: string; code: string; name: string } & {
  address: string | null;
  contactName: string | null;
  contactMobile: string | null;
};

export async function stopsOf(db: DbOrTx, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select({
      shipmentId: shipmentStops.shipmentId,
      sequence: shipmentStops.sequence,
      type: shipmentStops.type,
      eta: shipmentStops.eta,
      etd: shipmentStops.etd,
      station: stationCols,
    })
    .from(shipmentStops)
    .innerJoin(stations, eq(stations.uuid, shipmentStops.stationId))
    .where(inArray(shipmentStops.shipmentId, shipmentIds))
    .orderBy(asc(shipmentStops.shipmentId), asc(shipmentStops.sequence));
}

export async function waybillsOf(db: DbOrTx, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select({
      uuid: waybills.uuid,
      shipmentId: waybills.shipmentId,
      code: waybills.code,
      refNo: waybills.refNo,
      orderCode: waybills.orderCode,
      clientId: waybills.clientId,
      clientName: sql<string | null>`(select c.name from base_client c where c.uuid = ${waybills.clientId})`,
      shipFromId: waybills.shipFromId,
      shipToId: waybills.shipToId,
      transferWarehouseId: waybills.transferWarehouseId,
      etd: waybills.etd,
      eta: waybills.eta,
      totalQuantity: waybills.totalQuantity,
      totalWeight: waybills.totalWeight,
      totalVolume: waybills.totalVolume,
      totalPallets: waybills.totalPallets,
      remark: waybills.remark,
    })
    .from(waybills)
    .where(and(inArray(waybills.shipmentId, shipmentIds), eq(waybills.delFlag, '0')))
    .orderBy(asc(waybills.code));
}
export type PrintWaybill = Awaited<ReturnType<typeof waybillsOf>>[number];

export async function linesOf(db: DbOrTx, waybillIds: string[]) {
  if (waybillIds.length === 0) return [];
  return db
    .select({
      waybillId: waybillLines.waybillId,
      itemCode: waybillLines.itemCode,
      itemName: waybillLines.itemName,
      temperature: waybillLines.temperature,
      unit: waybillLines.unit,
      quantity: waybillLines.quantity,
      weight: waybillLines.weight,
      volume: waybillLines.volume,
      pallets: waybillLines.pallets,
      remark: waybillLines.remark,
      // The received quantity of the line's receipt on the waybill's current shipment, once recorded.
      receivedQuantity: sql<string | null>`(select l.received_quantity from shipment_epod_line l
        join shipment_epod e on e.id = l.epod_id
        join order_waybill w on w.uuid = e.waybill_id and w.shipment_id = e.shipment_id
        where l.waybill_line_id = "order_waybill_line"."uuid" limit 1)`,
    })
    .from(waybillLines)
    .where(inArray(waybillLines.waybillId, waybillIds))
    .orderBy(asc(waybillLines.waybillId), asc(waybillLines.lineNo));
}
export type PrintLine = Awaited<ReturnType<typeof linesOf>>[number];

export async function stationsById(db: DbOrTx, ids: string[]): Promise<Map<string, StationInfo>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(stationCols).from(stations).where(inArray(stations.uuid, unique));
  return new Map(rows.map((r) => [r.uuid, r]));
}

/**
 * The enabled template of a type for these clients: one of a client's own first, else a shared one
 * (no client). None at all is the spec's 'template not found'.
 */
export async function templateFor(db: DbOrTx, type: string, clientIds: string[]) {
  const ids = clientIds.filter(Boolean);
  const rows = await db
    .select({ uuid: printTemplates.uuid, code: printTemplates.code, clientId: printTemplates.clientId })
    .from(printTemplates)
    .where(
      and(
        eq(printTemplates.type, type),
        eq(printTemplates.enableFlag, 'Y'),
        eq(printTemplates.delFlag, '0'),
        ids.length > 0
          ? or(isNull(printTemplates.clientId), inArray(printTemplates.clientId, ids))
          : isNull(printTemplates.clientId),
      ),
    )
    .orderBy(asc(printTemplates.code));
  return rows.find((r) => r.clientId !== null) ?? rows[0];
}

export type PrintLogInsert = typeof shipmentPrintLogs.$inferInsert;

/** Raises the print count of the shipments (and of the given waybills) by one; returns the new counts. */
export async function raisePrintCounts(db: DbOrTx, shipmentIds: string[], waybillIds: string[]) {
  if (waybillIds.length > 0) {
    await db
      .update(waybills)
      .set({ printCount: sql`${waybills.printCount} + 1` })
      .where(inArray(waybills.uuid, waybillIds));
  }
  if (shipmentIds.length === 0) return new Map<string, number>();
  const rows = await db
    .update(shipments)
    .set({ printCount: sql`${shipments.printCount} + 1` })
    .where(inArray(shipments.uuid, shipmentIds))
    .returning({ uuid: shipments.uuid, printCount: shipments.printCount });
  return new Map(rows.map((r) => [r.uuid, r.printCount]));
}

export async function insertPrintLogs(db: DbOrTx, rows: PrintLogInsert[]) {
  if (rows.length > 0) await db.insert(shipmentPrintLogs).values(rows);
}

export async function printLogsOf(db: DbOrTx, shipmentId: string) {
  return db
    .select({
      id: shipmentPrintLogs.id,
      shipmentId: shipmentPrintLogs.shipmentId,
      printType: shipmentPrintLogs.printType,
      templateCode: shipmentPrintLogs.templateCode,
      printMode: shipmentPrintLogs.printMode,
      pages: shipmentPrintLogs.pages,
      printCount: shipmentPrintLogs.printCount,
      createBy: shipmentPrintLogs.createBy,
      createByName: operatorName(shipmentPrintLogs.createBy),
      createTime: shipmentPrintLogs.createTime,
    })
    .from(shipmentPrintLogs)
    .where(eq(shipmentPrintLogs.shipmentId, shipmentId))
    .orderBy(asc(shipmentPrintLogs.id));
}
