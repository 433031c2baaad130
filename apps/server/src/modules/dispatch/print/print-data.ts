import {
  type GoodsItem,
  type GoodsStop,
  type GoodsTotals,
  goodsTotals,
  type Lang,
  maskPersonalFields,
  type PrintFigures,
} from '@tms/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { formatDateTime } from '../../../platform/format-time';
import { requireInScope } from '../../base';
import { cachedDictionaries, labelIn } from '../../reference';
import { poolScopeOf } from '../core/scope';
import { shipmentWithin } from '../core/shipment-scope';
import * as repo from './repository';

/** Everything a printed form of some shipments shows, loaded once in the caller's scope. */
export type PrintSource = {
  heads: repo.PrintHead[];
  stops: Awaited<ReturnType<typeof repo.stopsOf>>;
  waybills: repo.PrintWaybill[];
  lines: Map<string, repo.PrintLine[]>;
  stations: Map<string, repo.StationInfo>;
  dict: (type: string, value: string | null) => string;
  printTime: string;
  preparer: string;
};

/**
 * Loads the shipments (every id must be in the caller's dispatch center, else 'record not found'), their
 * stops, waybills and lines.
 */
export async function loadPrintSource(
  db: Db,
  caller: AuthContext,
  ids: string[],
  lang: Lang,
  now = new Date(),
): Promise<PrintSource> {
  if (ids.length === 0) throw AppError.invalid('print.noShipment');
  const scope = await poolScopeOf(db, caller);
  const unique = [...new Set(ids)];
  const heads = await requireInScope(async (scoped) => {
    const within = scoped ? shipmentWithin(scope) : eq(shipments.delFlag, '0');
    const rows = await repo.shipmentHeads(db, unique, within);
    return rows.length === unique.length ? rows : undefined;
  });
  const shipmentIds = heads.map((h) => h.uuid);
  const [stops, waybills, dicts] = await Promise.all([
    repo.stopsOf(db, shipmentIds),
    repo.waybillsOf(db, shipmentIds),
    cachedDictionaries(db),
  ]);
  const lineRows = await repo.linesOf(
    db,
    waybills.map((w) => w.uuid),
  );
  const lines = new Map<string, repo.PrintLine[]>();
  for (const line of lineRows) {
    const list = lines.get(line.waybillId) ?? [];
    list.push(line);
    lines.set(line.waybillId, list);
  }
  const stations = await repo.stationsById(db, [
    ...waybills.flatMap((w) => [w.shipFromId, w.shipToId]),
    ...waybills.map((w) => w.transferWarehouseId).filter((v): v is string => Boolean(v)),
    ...stops.map((s) => s.station.uuid),
  ]);
  const dict = (type: string, value: string | null) => {
    if (!value) return '';
    const row = dicts.get(type)?.find((d) => d.dictValue === value);
    return row ? labelIn(row, lang) : value;
  };
  // Printed forms travel with the goods: phones on them are masked like in any list, here at the
  // source, so the JSON print data, the PDFs and the contact lines joined from them all agree.
  return {
    heads: maskPersonalFields(heads),
    stops: maskPersonalFields(stops),
    waybills,
    lines,
    stations: new Map([...stations].map(([uuid, station]) => [uuid, maskPersonalFields(station)])),
    dict,
    printTime: formatDateTime(now, caller.profile.timeZone),
    preparer: caller.nickName || caller.userName,
  };
}

// ------------------------------------------------------------------ goods delivery note (goodsPrintNew)

export type GoodsNote = {
  shipmentId: string;
  shipmentCode: string;
  /** The code the barcode carries: the waybill's when the note holds one waybill, else the shipment's. */
  barcode: string;
  sender: string;
  senderAddress: string;
  receiver: string;
  address: string;
  contact: string;
  plateNumber: string;
  driverName: string;
  driverMobile: string;
  etd: string | null;
  printTime: string;
  preparer: string;
  waybillIds: string[];
  srcStopList: GoodsStop[];
} & GoodsTotals;

const itemOf = (w: repo.PrintWaybill, line: repo.PrintLine, dict: PrintSource['dict']): GoodsItem => ({
  customNo: w.refNo ?? w.orderCode,
  itemCode: line.itemCode,
  itemName: line.itemName,
  itemTemp: dict('item_temperature', line.temperature),
  itemQuantity: new Decimal(line.quantity).toFixed(),
  itemWeight: new Decimal(line.weight).toFixed(3),
  itemVolume: new Decimal(line.volume).toFixed(6),
  itemPallets: new Decimal(line.pallets).toFixed(),
  itemUnit: line.unit,
  remark: line.remark,
  itemReceived: line.receivedQuantity === null ? null : new Decimal(line.receivedQuantity).toFixed(),
});

/**
 * One delivery note per shipment and receiving station: the goods it gets, grouped by the stop they were
 * picked up at (srcStopList, in stop order) and by waybill, with the subtotals and totals.
 */
export function goodsNotes(src: PrintSource): GoodsNote[] {
  const notes: GoodsNote[] = [];
  for (const head of src.heads) {
    const order = new Map(
      src.stops.filter((s) => s.shipmentId === head.uuid).map((s) => [s.station.uuid, s.sequence] as const),
    );
    const seq = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
    const mine = src.waybills.filter((w) => w.shipmentId === head.uuid);
    const receivers = [...new Set(mine.map((w) => w.shipToId))].sort((a, b) => seq(a) - seq(b));
    for (const receiverId of receivers) {
      const toHere = mine.filter((w) => w.shipToId === receiverId);
      const sources = [...new Set(toHere.map((w) => w.shipFromId))].sort((a, b) => seq(a) - seq(b));
      const srcStopList: GoodsStop[] = sources.map((fromId) => {
        const station = src.stations.get(fromId);
        return {
          stationCode: station?.code ?? fromId,
          stationName: station?.name ?? fromId,
          srcWaybillList: toHere
            .filter((w) => w.shipFromId === fromId)
            .map((w) => ({
              waybillCode: w.code,
              customNo: w.refNo ?? w.orderCode,
              itemBeanList: (src.lines.get(w.uuid) ?? []).map((l) => itemOf(w, l, src.dict)),
            })),
        };
      });
      const receiver = src.stations.get(receiverId);
      const firstFrom = src.stations.get(sources[0] ?? '');
      const clientNames = [...new Set(toHere.map((w) => w.clientName).filter(Boolean))];
      notes.push({
        shipmentId: head.uuid,
        shipmentCode: head.shipmentCode,
        barcode: toHere.length === 1 ? (toHere[0]?.code ?? head.shipmentCode) : head.shipmentCode,
        sender: clientNames.join('、') || firstFrom?.name || '',
        senderAddress: firstFrom?.address ?? '',
        receiver: receiver?.name ?? receiverId,
        address: receiver?.address ?? '',
        contact: [receiver?.contactName, receiver?.contactMobile].filter(Boolean).join(' '),
        plateNumber: head.plateNumber ?? '',
        driverName: head.driverName ?? '',
        driverMobile: head.driverMobile ?? '',
        etd: head.etd,
        printTime: src.printTime,
        preparer: src.preparer,
        waybillIds: toHere.map((w) => w.uuid),
        srcStopList,
        ...goodsTotals(srcStopList),
      });
    }
  }
  return notes;
}

// ------------------------------------------------------------------ shipment print (shipmentPrintNew)

export type ShipmentPrintRow = {
  seq: number;
  stationName: string;
  waybillCode: string;
  customNo: string | null;
  clientName: string | null;
  temperatures: string;
  eta: string | null;
} & PrintFigures;

export type ShipmentPrint = {
  shipmentId: string;
  shipmentCode: string;
  preparer: string;
  printTime: string;
  dispatchCenter: string;
  receiver: string;
  address: string;
  contact: string;
  transType: string;
  plannedModel: string;
  temperatures: string;
  carrier: string;
  plateNumber: string;
  driverName: string;
  etd: string | null;
  eta: string | null;
  totals: PrintFigures;
  rows: ShipmentPrintRow[];
};

const figuresOf = (w: repo.PrintWaybill): PrintFigures => ({
  quantity: new Decimal(w.totalQuantity).toFixed(),
  weight: new Decimal(w.totalWeight).toFixed(3),
  volume: new Decimal(w.totalVolume).toFixed(6),
  pallets: new Decimal(w.totalPallets).toFixed(),
});

function sumFigures(list: PrintFigures[]): PrintFigures {
  const s = (k: keyof PrintFigures) => list.reduce((acc, f) => acc.plus(f[k]), new Decimal(0));
  return {
    quantity: s('quantity').toFixed(),
    weight: s('weight').toFixed(3),
    volume: s('volume').toFixed(6),
    pallets: s('pallets').toFixed(),
  };
}

function tempsOf(src: PrintSource, waybillIds: string[]): string {
  const codes = new Set(waybillIds.flatMap((id) => (src.lines.get(id) ?? []).map((l) => l.temperature)));
  return [...codes]
    .filter((c): c is string => Boolean(c))
    .sort()
    .map((c) => src.dict('item_temperature', c))
    .join(' / ');
}

/** The dispatch sheet of each shipment: its header and one row per waybill in stop order. */
export function shipmentPrints(src: PrintSource): ShipmentPrint[] {
  return src.heads.map((head) => {
    const stops = src.stops.filter((s) => s.shipmentId === head.uuid);
    const seq = new Map(stops.map((s) => [s.station.uuid, s.sequence] as const));
    const mine = src.waybills
      .filter((w) => w.shipmentId === head.uuid)
      .sort(
        (a, b) => (seq.get(a.shipToId) ?? 0) - (seq.get(b.shipToId) ?? 0) || a.code.localeCompare(b.code),
      );
    const last = stops.at(-1)?.station;
    const rows = mine.map((w, i) => ({
      seq: i + 1,
      stationName: src.stations.get(w.shipToId)?.name ?? w.shipToId,
      waybillCode: w.code,
      customNo: w.refNo ?? w.orderCode,
      clientName: w.clientName,
      temperatures: tempsOf(src, [w.uuid]),
      eta: w.eta,
      ...figuresOf(w),
    }));
    return {
      shipmentId: head.uuid,
      shipmentCode: head.shipmentCode,
      preparer: src.preparer,
      printTime: src.printTime,
      dispatchCenter: head.dispatchCenterName ?? '',
      receiver: last?.name ?? '',
      address: last?.address ?? '',
      contact: [last?.contactName, last?.contactMobile].filter(Boolean).join(' '),
      transType: src.dict('route_transport_way', head.transType),
      plannedModel: head.modelName ?? '',
      temperatures: tempsOf(
        src,
        mine.map((w) => w.uuid),
      ),
      carrier: head.carrierName ?? '',
      plateNumber: head.plateNumber ?? '',
      driverName: head.driverName ?? '',
      etd: head.etd,
      eta: head.eta,
      totals: sumFigures(rows),
      rows,
    };
  });
}

// ------------------------------------------------------------------ cross-dock table (goodsXcPrint)

export type CrossDockRow = {
  seq: number;
  waybillCode: string;
  customNo: string | null;
  fromStation: string;
  transferWarehouse: string;
  toStation: string;
  temperatures: string;
} & PrintFigures;
export type CrossDockPrint = Omit<ShipmentPrint, 'rows'> & { rows: CrossDockRow[] };

/** The cross-dock handover table: every waybill with where it comes from, passes through and goes. */
export function crossDockPrints(src: PrintSource): CrossDockPrint[] {
  return shipmentPrints(src).map((print) => {
    const mine = src.waybills.filter((w) => w.shipmentId === print.shipmentId);
    const name = (id: string | null) => (id ? (src.stations.get(id)?.name ?? id) : '');
    return {
      ...print,
      rows: mine.map((w, i) => ({
        seq: i + 1,
        waybillCode: w.code,
        customNo: w.refNo ?? w.orderCode,
        fromStation: name(w.shipFromId),
        transferWarehouse: name(w.transferWarehouseId),
        toStation: name(w.shipToId),
        temperatures: tempsOf(src, [w.uuid]),
        ...figuresOf(w),
      })),
    };
  });
}

/** Purchase orders: one note per waybill (its own sender, receiver and barcode). */
export function purchaseOrderNotes(src: PrintSource): GoodsNote[] {
  return src.waybills.flatMap((w) => {
    const head = src.heads.find((h) => h.uuid === w.shipmentId);
    if (!head) return [];
    const one: PrintSource = { ...src, heads: [head], waybills: [w] };
    return goodsNotes(one);
  });
}
