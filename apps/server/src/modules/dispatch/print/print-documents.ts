import type { Lang } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { requireInScope } from '../../base';
import { poolScopeOf } from '../core/scope';
import { shipmentWithin } from '../core/shipment-scope';
import { crossDockPdf, dispatchVehiclePdf, goodsPdf, shipmentPdf } from './pdf-forms';
import {
  crossDockPrints,
  type GoodsNote,
  goodsNotes,
  loadPrintSource,
  type PrintSource,
  purchaseOrderNotes,
  shipmentPrints,
} from './print-data';
import * as repo from './repository';

/** What can be printed; each is one form with one template type (base_print_template.type). */
export const PRINT_TYPES = [
  'goods',
  'goodsMulti',
  'shipment',
  'shipmentHK',
  'crossDock',
  'purchaseOrder',
  'dispatchVehicle',
] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

/**
 * The template type a print needs. A delivery note of several pick-up stops is the multi-stop goods print
 * (goodsMulti); the HK dispatch sheet and the vehicle dispatch sheet use the shipment template. A type
 * without an enabled template (of the waybills' client, or shared) is refused with 'template not found':
 * the built-in layouts print only what the base data allows.
 */
function templateTypeOf(type: PrintType, notes: GoodsNote[]): string {
  switch (type) {
    case 'goods':
    case 'goodsMulti':
      return notes.some((n) => n.srcStopList.length > 1) ? 'goodsMulti' : 'goods';
    case 'purchaseOrder':
      return 'goods';
    case 'shipment':
    case 'shipmentHK':
    case 'dispatchVehicle':
      return 'shipment';
    case 'crossDock':
      return 'crossDock';
    default: {
      const never: never = type;
      return never;
    }
  }
}

async function requireTemplate(db: Db, src: PrintSource, templateType: string) {
  const clientIds = [...new Set(src.waybills.map((w) => w.clientId).filter((v): v is string => Boolean(v)))];
  const template = await repo.templateFor(db, templateType, clientIds);
  if (!template) throw AppError.invalid('print.templateNotFound');
  return template;
}

/** goodsPrintNew: the delivery notes of the web preview, template checked. */
export async function goodsPrintData(db: Db, caller: AuthContext, lang: Lang, ids: string[]) {
  const src = await loadPrintSource(db, caller, ids, lang);
  const notes = goodsNotes(src);
  const template = await requireTemplate(db, src, templateTypeOf('goods', notes));
  return { templateCode: template.code, list: notes };
}

/** shipmentPrintNew: the dispatch sheets of the web preview, template checked. */
export async function shipmentPrintData(db: Db, caller: AuthContext, lang: Lang, ids: string[]) {
  const src = await loadPrintSource(db, caller, ids, lang);
  const template = await requireTemplate(db, src, templateTypeOf('shipment', []));
  return { templateCode: template.code, list: shipmentPrints(src) };
}

/** goodsXcPrint: the cross-dock tables of the web preview, template checked. */
export async function crossDockPrintData(db: Db, caller: AuthContext, lang: Lang, ids: string[]) {
  const src = await loadPrintSource(db, caller, ids, lang);
  const template = await requireTemplate(db, src, templateTypeOf('crossDock', []));
  return { templateCode: template.code, list: crossDockPrints(src) };
}

const TITLES: Record<PrintType, string> = {
  goods: 'goods-delivery-note',
  goodsMulti: 'goods-delivery-note',
  shipment: 'dispatch-order',
  shipmentHK: 'dispatch-order-hk',
  crossDock: 'cross-dock-table',
  purchaseOrder: 'purchase-orders',
  dispatchVehicle: 'vehicle-dispatch-sheet',
};

/**
 * A PDF of the shipments' form. Every print is logged per shipment and raises the print count of the
 * shipments (and of the waybills on delivery notes and purchase orders), in one transaction.
 */
export async function printPdf(db: Db, caller: AuthContext, lang: Lang, type: PrintType, ids: string[]) {
  const formLang: Lang = type === 'shipmentHK' ? 'zh-HK' : lang;
  const src = await loadPrintSource(db, caller, ids, formLang);
  let notes: GoodsNote[] = [];
  let rendered: { pdf: Buffer; pages: number };
  let waybillIds: string[] = [];
  if (type === 'goods' || type === 'goodsMulti' || type === 'purchaseOrder') {
    notes = type === 'purchaseOrder' ? purchaseOrderNotes(src) : goodsNotes(src);
    waybillIds = notes.flatMap((n) => n.waybillIds);
  }
  const template = await requireTemplate(db, src, templateTypeOf(type, notes));
  if (type === 'purchaseOrder') rendered = await goodsPdf(notes, formLang, 'print.title.purchaseOrder');
  else if (type === 'goods' || type === 'goodsMulti') {
    rendered = await goodsPdf(
      notes,
      formLang,
      type === 'goodsMulti' ? 'print.title.goodsMulti' : 'print.title.goods',
    );
  } else if (type === 'crossDock') rendered = await crossDockPdf(crossDockPrints(src), formLang);
  else if (type === 'dispatchVehicle') {
    const prints = shipmentPrints(src).map((p) => ({
      ...p,
      stops: src.stops
        .filter((s) => s.shipmentId === p.shipmentId)
        .map((s) => ({
          seq: s.sequence,
          name: s.station.name,
          type: s.type,
          address: s.station.address ?? '',
          contact: [s.station.contactName, s.station.contactMobile].filter(Boolean).join(' '),
          eta: s.eta ?? '',
          etd: s.etd ?? '',
        })),
    }));
    rendered = await dispatchVehiclePdf(prints, formLang);
  } else rendered = await shipmentPdf(shipmentPrints(src), formLang);

  await recordPrint(db, caller, {
    type,
    shipmentIds: src.heads.map((h) => h.uuid),
    waybillIds,
    template,
    mode: 'pdf',
    pages: rendered.pages,
  });
  const stamp = src.printTime.replace(/[^0-9]/g, '').slice(0, 14);
  return { fileName: `${TITLES[type]}-${stamp}.pdf`, pdf: rendered.pdf };
}

async function recordPrint(
  db: Db,
  caller: AuthContext,
  p: {
    type: PrintType;
    shipmentIds: string[];
    waybillIds: string[];
    template: { uuid: string; code: string };
    mode: 'pdf' | 'preview';
    pages: number;
  },
) {
  await db.transaction(async (tx) => {
    const counts = await repo.raisePrintCounts(tx, p.shipmentIds, p.waybillIds);
    await repo.insertPrintLogs(
      tx,
      p.shipmentIds.map((shipmentId) => ({
        shipmentId,
        printType: p.type,
        templateId: p.template.uuid,
        templateCode: p.template.code,
        printMode: p.mode,
        pages: p.pages,
        printCount: counts.get(shipmentId) ?? 0,
        createBy: caller.userName,
      })),
    );
  });
}

/** POST /shipment/shipment/printRecord: a print from the web preview, logged and counted like a PDF. */
export async function recordPreviewPrint(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  input: { ids: string[]; printType: PrintType; pages: number },
) {
  const src = await loadPrintSource(db, caller, input.ids, lang);
  const notes = input.printType === 'goods' || input.printType === 'goodsMulti' ? goodsNotes(src) : [];
  const template = await requireTemplate(db, src, templateTypeOf(input.printType, notes));
  await recordPrint(db, caller, {
    type: input.printType,
    shipmentIds: src.heads.map((h) => h.uuid),
    waybillIds: notes.flatMap((n) => n.waybillIds),
    template,
    mode: 'preview',
    pages: input.pages,
  });
  return src.heads.length;
}

/** GET /shipment/shipment/printLog/{uuid}: the prints of one shipment in the caller's scope, oldest first. */
export async function printLog(db: Db, caller: AuthContext, uuid: string) {
  const scope = await poolScopeOf(db, caller);
  await requireInScope(async (scoped) => {
    const [row] = await repo.shipmentHeads(
      db,
      [uuid],
      scoped ? shipmentWithin(scope) : eq(shipments.delFlag, '0'),
    );
    return row;
  });
  const rows = await repo.printLogsOf(db, uuid);
  return rows.map((r) => ({
    id: r.id,
    shipmentId: r.shipmentId,
    printType: r.printType,
    templateCode: r.templateCode,
    printMode: r.printMode,
    pages: r.pages,
    printCount: r.printCount,
    createBy: r.createBy,
    createByName: r.createByName,
    createTime: r.createTime.toISOString(),
  }));
}
