import Decimal from 'decimal.js';

/**
 * Print pages of the goods delivery note, the shipment print and the cross-dock table: an A4
 * sheet 210 mm wide (297 mm high), 25.4 mm per inch, rendered at 96 px per inch; 480 px of the sheet's
 * height are kept for the header and the footer, and the table rows are grouped so that each page's rows
 * fit into the rest. The web preview (px) and the server PDF (pt, 72 per inch) page with this one rule,
 * so the preview shows the same pages the PDF prints.
 */
/** Printing starts 3 s after the print frame is ready. */
export const PRINT_START_DELAY_MS = 3000;

/**
 * The delivery note's footer blanks, in order (message keys print.foot.<blank>): plate, seal, pre-cool
 * temperature, thermometer numbers, factory sign-off, driver signature and phone, loading time, cargo
 * temperature, consignee signature, receipt date, cabin temperature, unloading time.
 */
export const DELIVERY_NOTE_BLANKS = [
  'plate',
  'seal',
  'precool',
  'thermometer',
  'factorySign',
  'driverSign',
  'driverPhone',
  'loadTime',
  'cargoTemp',
  'consigneeSign',
  'receiptDate',
  'cabinTemp',
  'unloadTime',
] as const;

export const PRINT_PAGE = {
  widthMm: 210,
  heightMm: 297,
  mmPerInch: 25.4,
  pxPerInch: 96,
  reservedPx: 480,
  /** The height of one table row (and of the table's heading row) in px. */
  rowPx: 24,
} as const;

/** Millimetres to px at 96 px per inch. */
export const mmToPx = (mm: number): number => (mm / PRINT_PAGE.mmPerInch) * PRINT_PAGE.pxPerInch;
/** px to PDF points (72 per inch). */
export const pxToPt = (px: number): number => (px * 72) / PRINT_PAGE.pxPerInch;

/** The px an A4 page has for table rows once header and footer are reserved (642 at the defaults). */
export function pageBodyPx(reservedPx: number = PRINT_PAGE.reservedPx): number {
  return Math.floor(mmToPx(PRINT_PAGE.heightMm) - reservedPx);
}

export type Decimalish = string | number | null | undefined;

/** One goods line of the delivery note (an item of the goods print data). */
export type GoodsItem = {
  customNo: string | null;
  itemCode: string | null;
  itemName: string | null;
  itemTemp: string | null;
  itemQuantity: Decimalish;
  itemWeight: Decimalish;
  itemVolume: Decimalish;
  itemPallets: Decimalish;
  itemUnit: string | null;
  remark: string | null;
  /** The quantity received at proof of delivery (回单), once recorded; the note prints it as 实收数量. */
  itemReceived?: string | null;
};
export type GoodsWaybill = { waybillCode: string; customNo: string | null; itemBeanList: GoodsItem[] };
export type GoodsStop = { stationCode: string; stationName: string; srcWaybillList: GoodsWaybill[] };

/** Sums printed in the table: quantity and pallets exact, weight at 3 decimals (kg), volume at 6 (m3). */
export type PrintFigures = { quantity: string; weight: string; volume: string; pallets: string };

type Sums = { quantity: Decimal; weight: Decimal; volume: Decimal; pallets: Decimal };
const zero = (): Sums => ({
  quantity: new Decimal(0),
  weight: new Decimal(0),
  volume: new Decimal(0),
  pallets: new Decimal(0),
});
const dec = (v: Decimalish) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
    ? new Decimal(0)
    : new Decimal(v);
const add = (a: Sums, b: Sums): Sums => ({
  quantity: a.quantity.plus(b.quantity),
  weight: a.weight.plus(b.weight),
  volume: a.volume.plus(b.volume),
  pallets: a.pallets.plus(b.pallets),
});
const show = (s: Sums): PrintFigures => ({
  quantity: s.quantity.toFixed(),
  weight: s.weight.toFixed(3),
  volume: s.volume.toFixed(6),
  pallets: s.pallets.toFixed(),
});
const itemSums = (i: GoodsItem): Sums => ({
  quantity: dec(i.itemQuantity),
  weight: dec(i.itemWeight),
  volume: dec(i.itemVolume),
  pallets: dec(i.itemPallets),
});

export type GoodsTotals = {
  /** Per waybill code. */
  wayTotal: Record<string, PrintFigures>;
  /** Per source stop (station code). */
  srcTotal: Record<string, PrintFigures>;
  total: PrintFigures;
};

/** Subtotals per waybill and per source stop, and the grand total, summed exactly. */
export function goodsTotals(stops: GoodsStop[]): GoodsTotals {
  const wayTotal: Record<string, PrintFigures> = {};
  const srcTotal: Record<string, PrintFigures> = {};
  let all = zero();
  for (const stop of stops) {
    let src = zero();
    for (const waybill of stop.srcWaybillList) {
      const way = waybill.itemBeanList.map(itemSums).reduce(add, zero());
      wayTotal[waybill.waybillCode] = show(way);
      src = add(src, way);
    }
    srcTotal[stop.stationCode] = show(src);
    all = add(all, src);
  }
  return { wayTotal, srcTotal, total: show(all) };
}

/** A printed table row: a goods line, a waybill subtotal, a source-stop subtotal or the grand total. */
export type GoodsRow =
  | { kind: 'item'; stationName: string; waybillCode: string; item: GoodsItem }
  | { kind: 'waybillTotal'; waybillCode: string; figures: PrintFigures }
  | { kind: 'stopTotal'; stationName: string; figures: PrintFigures }
  | { kind: 'total'; figures: PrintFigures };

/**
 * The rows of the goods table grouped per waybill: the waybill's lines and its subtotal, followed by the
 * stop's subtotal after its last waybill and the grand total after the last stop.
 */
export function goodsRowGroups(stops: GoodsStop[]): GoodsRow[][] {
  const totals = goodsTotals(stops);
  const groups: GoodsRow[][] = [];
  stops.forEach((stop, s) => {
    stop.srcWaybillList.forEach((waybill, w) => {
      const group: GoodsRow[] = waybill.itemBeanList.map((item) => ({
        kind: 'item',
        stationName: stop.stationName,
        waybillCode: waybill.waybillCode,
        item,
      }));
      group.push({
        kind: 'waybillTotal',
        waybillCode: waybill.waybillCode,
        figures: totals.wayTotal[waybill.waybillCode] as PrintFigures,
      });
      if (w === stop.srcWaybillList.length - 1) {
        group.push({
          kind: 'stopTotal',
          stationName: stop.stationName,
          figures: totals.srcTotal[stop.stationCode] as PrintFigures,
        });
      }
      if (s === stops.length - 1 && w === stop.srcWaybillList.length - 1) {
        group.push({ kind: 'total', figures: totals.total });
      }
      groups.push(group);
    });
  });
  if (groups.length === 0) groups.push([{ kind: 'total', figures: totals.total }]);
  return groups;
}

/** How many rows a page holds: its body less the table's heading row, in whole rows (at least 1). */
export function rowsPerPage(options: { reservedPx?: number; rowPx?: number } = {}): number {
  const rowPx = options.rowPx ?? PRINT_PAGE.rowPx;
  return Math.max(1, Math.floor((pageBodyPx(options.reservedPx) - rowPx) / rowPx));
}

/**
 * Pages of rows. A group (a waybill with its subtotals) that fits on the current page goes there; one that
 * does not but fits on a page of its own starts a new page; a group longer than a page fills pages in
 * turn, and a page never starts with a subtotal alone (the last goods line moves along with it).
 */
export function paginateGroups<R extends { kind: string }>(groups: R[][], perPage: number): R[][] {
  if (perPage < 2) throw new RangeError('a page must hold at least 2 rows');
  const pages: R[][] = [];
  let page: R[] = [];
  const flush = () => {
    if (page.length > 0) pages.push(page);
    page = [];
  };
  for (const group of groups) {
    if (page.length + group.length <= perPage) {
      page.push(...group);
      continue;
    }
    if (group.length <= perPage) {
      flush();
      page.push(...group);
      continue;
    }
    let rest = group;
    while (rest.length > 0) {
      const room = perPage - page.length;
      if (rest.length <= room) {
        page.push(...rest);
        break;
      }
      let take = room;
      // Leave at least one goods line for the next page so its subtotals are not orphaned.
      while (
        take > 0 &&
        rest.slice(take).every((r) => r.kind !== 'item') &&
        rest.slice(0, take).some((r) => r.kind === 'item')
      )
        take -= 1;
      if (take <= 0) {
        flush();
        continue;
      }
      page.push(...rest.slice(0, take));
      rest = rest.slice(take);
      flush();
    }
  }
  flush();
  if (pages.length === 0) pages.push([]);
  return pages;
}

/** The goods table of a delivery note in A4 pages. */
export function goodsPages(stops: GoodsStop[], options: { reservedPx?: number; rowPx?: number } = {}) {
  return paginateGroups(goodsRowGroups(stops), rowsPerPage(options));
}
