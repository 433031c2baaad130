import {
  DELIVERY_NOTE_BLANKS,
  type GoodsRow,
  goodsPages,
  type Lang,
  type MessageKey,
  type MessageKeyTail,
  type PrintFigures,
  paginateGroups,
  rowsPerPage,
} from '@tms/domain';
import { t } from '../../../platform/i18n';
import {
  barcodePng,
  CONTENT_WIDTH,
  type Column,
  type Doc,
  drawBlanks,
  drawFields,
  drawTable,
  drawTitle,
  finish,
  newDocument,
  PAGE,
  type TableRow,
} from './pdf-kit';
import type { CrossDockPrint, GoodsNote, ShipmentPrint } from './print-data';

/** One printed document inside a PDF: its pages of rows, drawn under its header and above its footer. */
type Section = {
  columns: Column[];
  pages: TableRow[][];
  barcode: string;
  header: (doc: Doc, page: { from: number; to: number; total: number }) => void;
  footer?: (doc: Doc) => void;
};

async function render(title: string, sections: Section[]): Promise<{ pdf: Buffer; pages: number }> {
  const doc = await newDocument(title);
  const total = sections.reduce((s, x) => s + x.pages.length, 0);
  const pngs = await Promise.all(sections.map((s) => barcodePng(s.barcode)));
  // Opened once per document: pdfkit would decode and embed a Buffer again on every page.
  // openImage is pdfkit API missing from @types/pdfkit; its PDFImage goes where the typings say Buffer.
  const opener = doc as unknown as { openImage(src: Buffer): Buffer };
  const images = new Map<Buffer, Buffer>();
  const codes = pngs.map((png) => {
    const hit = images.get(png) ?? opener.openImage(png);
    images.set(png, hit);
    return hit;
  });
  sections.forEach((section, si) => {
    section.pages.forEach((rows, pi) => {
      doc.addPage({ size: 'A4', margin: 0 });
      doc.image(codes[si] as Buffer, PAGE.width - PAGE.margin - 170, PAGE.margin - 4, { fit: [170, 52] });
      section.header(doc, { from: pi + 1, to: section.pages.length, total });
      drawTable(doc, section.columns, rows, PAGE.headerPt);
      section.footer?.(doc);
    });
  });
  return { pdf: await finish(doc), pages: total };
}

/** A label with its colon, in the form's language. */
const lc = (lang: Lang, key: MessageKey) => t(lang, 'print.labelColon', { label: t(lang, key) });

const figureCells = (f: PrintFigures) => [f.quantity, f.weight, f.volume, f.pallets];

// ------------------------------------------------------------------ goods delivery note

function goodsColumns(lang: Lang): Column[] {
  const c = (key: MessageKeyTail<'print.col.'>, width: number, align: Column['align'] = 'left'): Column => ({
    label: t(lang, `print.col.${key}`),
    width,
    align,
  });
  const cols = [
    c('customNo', 60),
    c('itemCode', 52),
    c('itemName', 84),
    c('itemTemp', 52),
    c('quantity', 38, 'right'),
    c('weight', 44, 'right'),
    c('volume', 50, 'right'),
    c('pallets', 30, 'right'),
    c('unit', 26),
    c('shipped', 36),
    c('received', 36),
  ];
  const used = cols.reduce((s, x) => s + x.width, 0);
  return [...cols, c('remark', CONTENT_WIDTH - used)];
}

function goodsRow(row: GoodsRow, lang: Lang): TableRow {
  switch (row.kind) {
    case 'item': {
      const i = row.item;
      const n = (v: unknown) => (v === null || v === undefined ? '' : String(v));
      return {
        cells: [
          n(i.customNo),
          n(i.itemCode),
          n(i.itemName),
          n(i.itemTemp),
          n(i.itemQuantity),
          n(i.itemWeight),
          n(i.itemVolume),
          n(i.itemPallets),
          n(i.itemUnit),
          '',
          // Filled once the receipt (回单) recorded it; blank for the receiver to write in otherwise.
          n(i.itemReceived),
          n(i.remark),
        ],
      };
    }
    case 'waybillTotal':
      return {
        cells: [
          t(lang, 'print.waybillTotal', { code: row.waybillCode }),
          '',
          '',
          '',
          ...figureCells(row.figures),
        ],
        span: 4,
        shade: true,
      };
    case 'stopTotal':
      return {
        cells: [
          t(lang, 'print.stopTotal', { name: row.stationName }),
          '',
          '',
          '',
          ...figureCells(row.figures),
        ],
        span: 4,
        shade: true,
        bold: true,
      };
    case 'total':
      return {
        cells: [lc(lang, 'print.grandTotal'), '', '', '', ...figureCells(row.figures)],
        span: 4,
        shade: true,
        bold: true,
      };
    default: {
      const never: never = row;
      return never;
    }
  }
}

/** The form's title and its page label ("page x-y of total") at the top of every page. */
function drawPageTitle(
  doc: Doc,
  lang: Lang,
  titleKey: MessageKey,
  page: { from: number; to: number; total: number },
) {
  drawTitle(doc, t(lang, titleKey), PAGE.margin + 8);
  doc
    .font('cjk')
    .fontSize(8.5)
    .text(t(lang, 'print.page', page), PAGE.margin, PAGE.margin + 14, { lineBreak: false });
}

function goodsSection(note: GoodsNote, lang: Lang, titleKey: MessageKey): Section {
  const pages = goodsPages(note.srcStopList).map((rows) => rows.map((r) => goodsRow(r, lang)));
  return {
    columns: goodsColumns(lang),
    pages,
    barcode: note.barcode,
    header: (doc, page) => {
      drawPageTitle(doc, lang, titleKey, page);
      drawFields(
        doc,
        [
          [lc(lang, 'print.sender'), note.sender],
          [lc(lang, 'print.senderAddress'), note.senderAddress],
          [lc(lang, 'print.receiver'), note.receiver],
          [lc(lang, 'print.address'), note.address],
          [lc(lang, 'print.contact'), note.contact],
          [lc(lang, 'print.shipmentCode'), note.shipmentCode],
          [lc(lang, 'print.foot.plate'), note.plateNumber],
          [lc(lang, 'print.driver'), [note.driverName, note.driverMobile].filter(Boolean).join(' ')],
          [lc(lang, 'print.etd'), note.etd ?? ''],
          [lc(lang, 'print.printTime'), note.printTime],
          [lc(lang, 'print.preparer'), note.preparer],
          [lc(lang, 'print.totals'), totalsText(note.total, lang)],
        ],
        PAGE.margin + 70,
        2,
        17,
      );
    },
    footer: (doc) => {
      const top = PAGE.height - PAGE.footerPt + 14;
      const y = drawBlanks(
        doc,
        DELIVERY_NOTE_BLANKS.map((k) => lc(lang, `print.foot.${k}`)),
        top,
      );
      doc
        .font('cjk-bold')
        .fontSize(9)
        .text(t(lang, 'print.foot.notice'), PAGE.margin, y + 6, { width: CONTENT_WIDTH });
    },
  };
}

function totalsText(f: PrintFigures, lang: Lang): string {
  return `${t(lang, 'print.col.quantity')} ${f.quantity} / ${t(lang, 'print.col.weight')} ${f.weight} / ${t(lang, 'print.col.volume')} ${f.volume} / ${t(lang, 'print.col.pallets')} ${f.pallets}`;
}

/** Goods delivery notes (goodsPrint) or purchase orders (purchaseOrderExportPdf). */
export function goodsPdf(notes: GoodsNote[], lang: Lang, titleKey: MessageKey = 'print.title.goods') {
  return render(
    t(lang, titleKey),
    notes.map((n) => goodsSection(n, lang, titleKey)),
  );
}

// ------------------------------------------------------------------ shipment print and cross-dock table

function shipmentHeader(print: Omit<ShipmentPrint, 'rows'>, lang: Lang, titleKey: MessageKey) {
  return (doc: Doc, page: { from: number; to: number; total: number }) => {
    drawPageTitle(doc, lang, titleKey, page);
    drawFields(
      doc,
      [
        [lc(lang, 'print.shipmentCode'), print.shipmentCode],
        [lc(lang, 'print.dispatchCenter'), print.dispatchCenter],
        [lc(lang, 'print.preparer'), print.preparer],
        [lc(lang, 'print.printTime'), print.printTime],
        [lc(lang, 'print.receiver'), print.receiver],
        [lc(lang, 'print.address'), print.address],
        [lc(lang, 'print.contact'), print.contact],
        [lc(lang, 'print.transType'), print.transType],
        [lc(lang, 'print.plannedModel'), print.plannedModel],
        [lc(lang, 'print.temperatures'), print.temperatures],
        [lc(lang, 'print.carrier'), print.carrier],
        [lc(lang, 'print.plateDriver'), [print.plateNumber, print.driverName].filter(Boolean).join(' ')],
        [lc(lang, 'print.etd'), print.etd ?? ''],
        [lc(lang, 'print.eta'), print.eta ?? ''],
        [lc(lang, 'print.totals'), totalsText(print.totals, lang)],
      ],
      PAGE.margin + 64,
      2,
      14,
    );
  };
}

function signatureFooter(lang: Lang) {
  return (doc: Doc) => {
    drawBlanks(
      doc,
      (['preparer', 'foot.driverSign', 'foot.loadTime', 'foot.cabinTemp'] as const).map((k) =>
        lc(lang, `print.${k}`),
      ),
      PAGE.height - PAGE.footerPt + 30,
    );
  };
}

const perPage = () => rowsPerPage();
const pagesOf = (rows: TableRow[], total: TableRow) =>
  paginateGroups([...rows.map((r) => [{ ...r, kind: 'item' }]), [{ ...total, kind: 'total' }]], perPage());

/** The dispatch sheet (shipmentPrint; shipmentPrintHK prints it with the zh-HK words). */
export function shipmentPdf(prints: ShipmentPrint[], lang: Lang) {
  const col = (key: MessageKey, width: number, align: Column['align'] = 'left'): Column => ({
    label: t(lang, key),
    width,
    align,
  });
  const columns = [
    col('print.seq', 28),
    col('print.stop', 90),
    col('print.waybillCode', 90),
    col('print.col.customNo', 70),
    col('print.client', 70),
    col('print.col.itemTemp', 50),
    col('print.col.quantity', 38, 'right'),
    col('print.col.weight', 44, 'right'),
    col('print.col.volume', 45.28, 'right'),
    col('print.col.pallets', 30, 'right'),
  ];
  return render(
    t(lang, 'print.title.shipment'),
    prints.map((p) => ({
      columns,
      barcode: p.shipmentCode,
      pages: pagesOf(
        p.rows.map((r) => ({
          cells: [
            String(r.seq),
            r.stationName,
            r.waybillCode,
            r.customNo ?? '',
            r.clientName ?? '',
            r.temperatures,
            ...figureCells(r),
          ],
        })),
        {
          cells: [lc(lang, 'print.grandTotal'), '', '', '', '', '', ...figureCells(p.totals)],
          span: 6,
          shade: true,
          bold: true,
        },
      ),
      header: shipmentHeader(p, lang, 'print.title.shipment'),
      footer: signatureFooter(lang),
    })),
  );
}

/** The cross-dock handover table (goodsXc print). */
export function crossDockPdf(prints: CrossDockPrint[], lang: Lang) {
  const col = (key: MessageKey, width: number, align: Column['align'] = 'left'): Column => ({
    label: t(lang, key),
    width,
    align,
  });
  const columns = [
    col('print.seq', 26),
    col('print.waybillCode', 80),
    col('print.fromStation', 70),
    col('print.transferWarehouse', 70),
    col('print.toStation', 70),
    col('print.col.itemTemp', 44),
    col('print.col.quantity', 36, 'right'),
    col('print.col.weight', 42, 'right'),
    col('print.col.volume', 45, 'right'),
    col('print.col.pallets', 28, 'right'),
    col('print.handoverSign', CONTENT_WIDTH - 511),
  ];
  return render(
    t(lang, 'print.title.crossDock'),
    prints.map((p) => ({
      columns,
      barcode: p.shipmentCode,
      pages: pagesOf(
        p.rows.map((r) => ({
          cells: [
            String(r.seq),
            r.waybillCode,
            r.fromStation,
            r.transferWarehouse,
            r.toStation,
            r.temperatures,
            ...figureCells(r),
            '',
          ],
        })),
        {
          cells: [lc(lang, 'print.grandTotal'), '', '', '', '', '', ...figureCells(p.totals), ''],
          span: 6,
          shade: true,
          bold: true,
        },
      ),
      header: shipmentHeader(p, lang, 'print.title.crossDock'),
      footer: signatureFooter(lang),
    })),
  );
}

/** The vehicle dispatch sheet (dispatchVehicleExportPdf): the shipment header and its stops in order. */
export function dispatchVehiclePdf(
  prints: (ShipmentPrint & {
    stops: {
      seq: number;
      name: string;
      type: string;
      address: string;
      contact: string;
      eta: string;
      etd: string;
    }[];
  })[],
  lang: Lang,
) {
  const col = (key: MessageKey, width: number): Column => ({ label: t(lang, key), width });
  const columns = [
    col('print.seq', 28),
    col('print.stop', 110),
    col('print.address', 170),
    col('print.contact', 90),
    col('print.eta', 78),
    col('print.etd', CONTENT_WIDTH - 476),
  ];
  return render(
    t(lang, 'print.title.dispatchVehicle'),
    prints.map((p) => ({
      columns,
      barcode: p.shipmentCode,
      pages: paginateGroups(
        p.stops.map((s) => [
          {
            kind: 'item',
            cells: [String(s.seq), `${s.name} (${s.type})`, s.address, s.contact, s.eta, s.etd],
          },
        ]),
        perPage(),
      ),
      header: shipmentHeader(p, lang, 'print.title.dispatchVehicle'),
      footer: signatureFooter(lang),
    })),
  );
}
