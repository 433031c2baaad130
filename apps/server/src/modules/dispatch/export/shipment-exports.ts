import { type Lang, type MessageKey, SHIPMENT_STATUSES } from '@tms/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  clients,
  shipmentStops,
  shipments,
  stations,
  vehicleModels,
  waybillLines,
  waybills,
} from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { formatDateTime } from '../../../platform/format-time';
import { type CellKind, defineExport, type ExportColumnSpec, keysetBatches } from '../../reporting';
import {
  type ShipmentExportInput,
  type ShipmentExportQuery,
  shipmentExportQuery,
  shipmentExportQueryOf,
  shipmentsOf,
} from './export-query';

/**
 * The three shipment exports, each streamed in keyset batches:
 * exportExcel (one row per shipment), exportShipGoodExcel (one row per goods line of the shipments'
 * waybills) and exportShipExcel (one row per stop, the shipment's fields repeated).
 */
export const SHIPMENT_EXPORT_KIND = 'shipment.shipment.export';
export const SHIPMENT_GOODS_EXPORT_KIND = 'shipment.goods.export';
export const SHIPMENT_STOPS_EXPORT_KIND = 'shipment.stops.export';

const statusLabels = new Map(SHIPMENT_STATUSES.map((s) => [s.code as string, s.labels]));
const statusOf = (code: string, lang: Lang) => statusLabels.get(code)?.[lang] ?? code;
const time = (d: Date | null, tz: string) => (d ? formatDateTime(d, tz) : null);

const nameOf = (table: string, column: unknown) =>
  sql<string | null>`(select x.name from ${sql.raw(table)} x where x.uuid = ${column})`;

const head = {
  uuid: shipments.uuid,
  shipmentCode: shipments.shipmentCode,
  status: shipments.status,
  transType: shipments.transType,
  vehicleMainModelName: vehicleModels.name,
  routeDetailName: shipments.routeDetailName,
  stationNum: shipments.stationNum,
  etd: shipments.etd,
  eta: shipments.eta,
  totalQuantity: shipments.totalQuantity,
  totalCases: shipments.totalCases,
  totalWeight: shipments.totalWeight,
  totalVolume: shipments.totalVolume,
  totalPallets: shipments.totalPallets,
  carrierName: nameOf('base_carrier', shipments.carrierId),
  realCarrierName: nameOf('base_carrier', shipments.realCarrierId),
  frontPlate: shipments.frontPlate,
  actualModelName: nameOf('base_vehicle_model', shipments.actualModelId),
  mainDriverName: shipments.mainDriverName,
  mainDriverMobile: shipments.mainDriverMobile,
  coDriverName: shipments.coDriverName,
  atd: shipments.atd,
  ata: shipments.ata,
  lineType: shipments.lineType,
  sealNo: shipments.sealNo,
  printCount: shipments.printCount,
  trackNumRemark: shipments.trackNumRemark,
  createBy: shipments.createBy,
  createTime: shipments.createTime,
};
type Head = {
  shipmentCode: string;
  status: string;
  transType: string;
  vehicleMainModelName: string | null;
  routeDetailName: string | null;
  stationNum: number;
  etd: string | null;
  eta: string | null;
  totalQuantity: string;
  totalCases: string;
  totalWeight: string;
  totalVolume: string;
  totalPallets: string;
  carrierName: string | null;
  realCarrierName: string | null;
  frontPlate: string | null;
  actualModelName: string | null;
  mainDriverName: string | null;
  mainDriverMobile: string | null;
  coDriverName: string | null;
  atd: string | null;
  ata: string | null;
  lineType: string | null;
  sealNo: string | null;
  printCount: number;
  trackNumRemark: string | null;
  createBy: string | null;
  createTime: Date;
};

function col<R>(
  key: string,
  header: MessageKey,
  value: ExportColumnSpec<R>['value'],
  width = 14,
  cell?: CellKind,
): ExportColumnSpec<R> {
  return { key, header, width, value, cell };
}

/**
 * Keyed by the shipment list's column keys (dataIndex), the lifecycle's carrier, vehicle, driver and
 * actual-time columns included: a caller's visible columns are whitelisted against these keys, so a
 * list column missing here would silently vanish from the file.
 */
function headColumns<R extends Head>(): ExportColumnSpec<R>[] {
  return [
    col<R>('shipmentCode', 'export.shipment.shipmentCode', (r) => r.shipmentCode, 20),
    col<R>('status', 'export.shipment.status', (r, f) => statusOf(r.status, f.lang), 10),
    col<R>(
      'transType',
      'export.shipment.transType',
      (r, f) => f.label('route_transport_way', r.transType),
      10,
    ),
    col<R>('vehicleMainModelName', 'export.shipment.model', (r) => r.vehicleMainModelName, 16),
    col<R>('routeDetailName', 'export.shipment.route', (r) => r.routeDetailName, 18),
    col<R>('stationNum', 'export.shipment.stationNum', (r) => r.stationNum, 8, 'integer'),
    col<R>('etd', 'export.shipment.etd', (r) => r.etd, 20, 'datetime'),
    col<R>('eta', 'export.shipment.eta', (r) => r.eta, 20, 'datetime'),
    col<R>('totalQuantity', 'export.shipment.totalQuantity', (r) => r.totalQuantity, 14, 'decimal'),
    col<R>('totalCases', 'export.shipment.totalCases', (r) => r.totalCases, 14, 'decimal'),
    col<R>('totalWeight', 'export.shipment.totalWeight', (r) => r.totalWeight, 14, 'weight'),
    col<R>('totalVolume', 'export.shipment.totalVolume', (r) => r.totalVolume, 14, 'volume'),
    col<R>('totalPallets', 'export.shipment.totalPallets', (r) => r.totalPallets, 14, 'decimal'),
    col<R>('carrierName', 'export.shipment.carrierName', (r) => r.carrierName, 18),
    col<R>('realCarrierName', 'export.shipment.realCarrierName', (r) => r.realCarrierName, 18),
    col<R>('frontPlate', 'export.shipment.frontPlate', (r) => r.frontPlate, 12),
    col<R>('actualModelName', 'export.shipment.actualModelName', (r) => r.actualModelName, 14),
    col<R>('mainDriverName', 'export.shipment.mainDriverName', (r) => r.mainDriverName, 12),
    col<R>('mainDriverMobile', 'export.shipment.mainDriverMobile', (r) => r.mainDriverMobile, 14),
    col<R>('coDriverName', 'export.shipment.coDriverName', (r) => r.coDriverName, 12),
    col<R>('atd', 'export.shipment.atd', (r) => r.atd, 20, 'datetime'),
    col<R>('ata', 'export.shipment.ata', (r) => r.ata, 20, 'datetime'),
    col<R>('lineType', 'export.shipment.lineType', (r) => r.lineType, 10),
    col<R>('sealNo', 'export.shipment.sealNo', (r) => r.sealNo, 12),
    col<R>('printCount', 'export.shipment.printCount', (r) => r.printCount, 8, 'integer'),
    col<R>('trackNumRemark', 'export.shipment.trackNumRemark', (r) => r.trackNumRemark, 18),
    col<R>('createBy', 'export.shipment.createBy', (r) => r.createBy, 12),
    col<R>(
      'createTime',
      'export.shipment.createTime',
      (r, f) => time(r.createTime, f.timeZone),
      20,
      'datetime',
    ),
  ];
}

// ---- exportExcel: one row per shipment, newest first (the list's order) ----

type TimeCursor = { time: string; uuid: string };
type ShipmentRow = Head & { waybillCount: number; cursor: TimeCursor };

const waybillCount = sql<number>`(select count(*) from order_waybill w
  where w.shipment_id = ${shipments.uuid} and w.del_flag = '0')`.mapWith(Number);

async function shipmentPage(
  db: Db,
  q: ShipmentExportQuery,
  timeZone: string,
  after: TimeCursor | null,
  limit: number,
) {
  const rows = await db
    .select({ ...head, waybillCount, cursorTime: sql<string>`${shipments.createTime}::text` })
    .from(shipments)
    .leftJoin(vehicleModels, eq(vehicleModels.uuid, shipments.vehicleMainModelId))
    .where(
      and(
        shipmentsOf(q, timeZone),
        after
          ? sql`(${shipments.createTime}, ${shipments.uuid}) < (${after.time}::timestamptz, ${after.uuid})`
          : undefined,
      ),
    )
    .orderBy(desc(shipments.createTime), desc(shipments.uuid))
    .limit(limit);
  return rows.map(
    ({ cursorTime, ...r }): ShipmentRow => ({ ...r, cursor: { time: cursorTime, uuid: r.uuid } }),
  );
}

/** What the three exports share: the query, the permission and the transport types' labels. */
const shipmentRows = {
  permission: 'shipment:shipment:export',
  query: shipmentExportQuery,
  queryOf: (db: Db, caller: AuthContext, input: ShipmentExportInput) =>
    shipmentExportQueryOf(db, caller, input),
  dictionaries: ['route_transport_way'],
} as const;

export const shipmentExport = defineExport({
  ...shipmentRows,
  kind: SHIPMENT_EXPORT_KIND,
  title: 'export.shipment.file',
  count: async (db, caller, q) =>
    (await db.select({ n: count() }).from(shipments).where(shipmentsOf(q, caller.timeZone)))[0]?.n ?? 0,
  rows: (db, caller, q) =>
    keysetBatches({
      page: (after: TimeCursor | null, limit) => shipmentPage(db, q, caller.timeZone, after, limit),
      cursorOf: (row) => row.cursor,
    }),
  columns: [
    ...headColumns<ShipmentRow>(),
    col<ShipmentRow>('waybillCount', 'export.shipment.waybillCount', (r) => r.waybillCount, 8, 'integer'),
  ],
});

// ---- exportShipGoodExcel: one row per goods line, by shipment code, waybill code, line ----

const src = alias(stations, 'src');
const dest = alias(stations, 'dest');
type CodeCursor = { shipmentCode: string; waybillCode: string; lineNo: number; uuid: string };
type GoodsRow = {
  shipmentCode: string;
  status: string;
  waybillCode: string;
  refNo: string | null;
  clientName: string | null;
  srcStationName: string | null;
  destStationName: string | null;
  lineNo: number;
  lineUuid: string;
  itemCode: string | null;
  itemName: string | null;
  temperature: string | null;
  unit: string | null;
  quantity: string;
  cases: string;
  weight: string;
  volume: string;
  pallets: string;
  remark: string | null;
};

function goodsFrom(db: Db) {
  return db
    .select({
      shipmentCode: shipments.shipmentCode,
      status: shipments.status,
      waybillCode: waybills.code,
      refNo: waybills.refNo,
      clientName: clients.name,
      srcStationName: src.name,
      destStationName: dest.name,
      lineNo: waybillLines.lineNo,
      lineUuid: waybillLines.uuid,
      itemCode: waybillLines.itemCode,
      itemName: waybillLines.itemName,
      temperature: waybillLines.temperature,
      unit: waybillLines.unit,
      quantity: waybillLines.quantity,
      cases: waybillLines.cases,
      weight: waybillLines.weight,
      volume: waybillLines.volume,
      pallets: waybillLines.pallets,
      remark: waybillLines.remark,
    })
    .from(shipments)
    .innerJoin(waybills, and(eq(waybills.shipmentId, shipments.uuid), eq(waybills.delFlag, '0')))
    .innerJoin(waybillLines, eq(waybillLines.waybillId, waybills.uuid))
    .leftJoin(clients, eq(clients.uuid, waybills.clientId))
    .leftJoin(src, eq(src.uuid, waybills.shipFromId))
    .leftJoin(dest, eq(dest.uuid, waybills.shipToId));
}

const goodsOrder = sql`(${shipments.shipmentCode}, ${waybills.code}, ${waybillLines.lineNo}, ${waybillLines.uuid})`;

export const shipmentGoodsExport = defineExport({
  ...shipmentRows,
  kind: SHIPMENT_GOODS_EXPORT_KIND,
  title: 'export.shipment.goodsFile',
  count: async (db, caller, q) =>
    (
      await db
        .select({ n: count() })
        .from(shipments)
        .innerJoin(waybills, and(eq(waybills.shipmentId, shipments.uuid), eq(waybills.delFlag, '0')))
        .innerJoin(waybillLines, eq(waybillLines.waybillId, waybills.uuid))
        .where(shipmentsOf(q, caller.timeZone))
    )[0]?.n ?? 0,
  rows: (db, caller, q) =>
    keysetBatches({
      page: (after: CodeCursor | null, limit): Promise<GoodsRow[]> =>
        goodsFrom(db)
          .where(
            and(
              shipmentsOf(q, caller.timeZone),
              after
                ? sql`${goodsOrder} > (${after.shipmentCode}, ${after.waybillCode}, ${after.lineNo}::int, ${after.uuid})`
                : undefined,
            ) as SQL,
          )
          .orderBy(
            asc(shipments.shipmentCode),
            asc(waybills.code),
            asc(waybillLines.lineNo),
            asc(waybillLines.uuid),
          )
          .limit(limit),
      cursorOf: (r) => ({
        shipmentCode: r.shipmentCode,
        waybillCode: r.waybillCode,
        lineNo: r.lineNo,
        uuid: r.lineUuid,
      }),
    }),
  columns: [
    col<GoodsRow>('shipmentCode', 'export.shipment.shipmentCode', (r) => r.shipmentCode, 20),
    col<GoodsRow>('status', 'export.shipment.status', (r, f) => statusOf(r.status, f.lang), 10),
    col<GoodsRow>('waybillCode', 'export.goods.waybillCode', (r) => r.waybillCode, 20),
    col<GoodsRow>('refNo', 'export.goods.refNo', (r) => r.refNo, 18),
    col<GoodsRow>('clientName', 'export.goods.clientName', (r) => r.clientName, 18),
    col<GoodsRow>('srcStationName', 'export.goods.srcStation', (r) => r.srcStationName, 20),
    col<GoodsRow>('destStationName', 'export.goods.destStation', (r) => r.destStationName, 20),
    col<GoodsRow>('lineNo', 'export.goods.lineNo', (r) => r.lineNo, 6, 'integer'),
    col<GoodsRow>('itemCode', 'export.goods.itemCode', (r) => r.itemCode, 16),
    col<GoodsRow>('itemName', 'export.goods.itemName', (r) => r.itemName, 22),
    col<GoodsRow>('temperature', 'export.goods.temperature', (r) => r.temperature, 10),
    col<GoodsRow>('unit', 'export.goods.unit', (r) => r.unit, 8),
    col<GoodsRow>('quantity', 'export.goods.quantity', (r) => r.quantity, 10, 'decimal'),
    col<GoodsRow>('cases', 'export.goods.cases', (r) => r.cases, 10, 'decimal'),
    col<GoodsRow>('weight', 'export.goods.weight', (r) => r.weight, 10, 'weight'),
    col<GoodsRow>('volume', 'export.goods.volume', (r) => r.volume, 10, 'volume'),
    col<GoodsRow>('pallets', 'export.goods.pallets', (r) => r.pallets, 10, 'decimal'),
    col<GoodsRow>('remark', 'export.goods.remark', (r) => r.remark, 20),
  ],
});

// ---- exportShipExcel: one row per stop, by shipment code and stop sequence ----

type StopCursor = { shipmentCode: string; sequence: number; id: number };
type StopRow = Head & {
  sequence: number;
  stopId: number;
  stationCode: string | null;
  stationName: string | null;
  stopType: string;
  stopEta: string | null;
  stopEtd: string | null;
};

/** One page of stops after `after`, by shipment code, stop sequence and id. */
function stopPage(db: Db, q: ShipmentExportQuery, timeZone: string, after: StopCursor | null, limit: number) {
  return db
    .select({
      ...head,
      sequence: shipmentStops.sequence,
      stopId: shipmentStops.id,
      stationCode: stations.code,
      stationName: stations.name,
      stopType: shipmentStops.type,
      stopEta: shipmentStops.eta,
      stopEtd: shipmentStops.etd,
    })
    .from(shipments)
    .innerJoin(shipmentStops, eq(shipmentStops.shipmentId, shipments.uuid))
    .leftJoin(stations, eq(stations.uuid, shipmentStops.stationId))
    .leftJoin(vehicleModels, eq(vehicleModels.uuid, shipments.vehicleMainModelId))
    .where(
      and(
        shipmentsOf(q, timeZone),
        after
          ? sql`(${shipments.shipmentCode}, ${shipmentStops.sequence}, ${shipmentStops.id}) > (${after.shipmentCode}, ${after.sequence}::int, ${after.id}::bigint)`
          : undefined,
      ) as SQL,
    )
    .orderBy(asc(shipments.shipmentCode), asc(shipmentStops.sequence), asc(shipmentStops.id))
    .limit(limit);
}

export const shipmentStopsExport = defineExport({
  ...shipmentRows,
  kind: SHIPMENT_STOPS_EXPORT_KIND,
  title: 'export.shipment.stopsFile',
  count: async (db, caller, q) =>
    (
      await db
        .select({ n: count() })
        .from(shipments)
        .innerJoin(shipmentStops, eq(shipmentStops.shipmentId, shipments.uuid))
        .where(shipmentsOf(q, caller.timeZone))
    )[0]?.n ?? 0,
  rows: (db, caller, q) =>
    keysetBatches({
      page: (after: StopCursor | null, limit): Promise<StopRow[]> =>
        stopPage(db, q, caller.timeZone, after, limit),
      cursorOf: (r) => ({ shipmentCode: r.shipmentCode, sequence: r.sequence, id: r.stopId }),
    }),
  columns: [
    ...headColumns<StopRow>(),
    col<StopRow>('sequence', 'export.stop.sequence', (r) => r.sequence, 8, 'integer'),
    col<StopRow>('stationCode', 'export.stop.stationCode', (r) => r.stationCode, 14),
    col<StopRow>('stationName', 'export.stop.stationName', (r) => r.stationName, 22),
    col<StopRow>('stopType', 'export.stop.type', (r) => r.stopType, 8),
    col<StopRow>('stopEta', 'export.stop.eta', (r) => r.stopEta, 20, 'datetime'),
    col<StopRow>('stopEtd', 'export.stop.etd', (r) => r.stopEtd, 20, 'datetime'),
  ],
});
