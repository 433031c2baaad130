import type { ApiPermissionKey } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { countEnvelope, envelope, ok } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import {
  crossDockPrintData,
  goodsPrintData,
  type PrintType,
  printLog,
  printPdf,
  recordPreviewPrint,
  shipmentPrintData,
} from './print-documents';
import {
  crossDockPrintSchema,
  goodsNoteSchema,
  pdfBody,
  printLogSchema,
  printQuery,
  printRecordBody,
  shipmentPrintSchema,
} from './schemas';

const tags = ['shipment-print'];
const P = 'shipment:shipment';
/** Printing needs the print button; the list permission alone may look at the print log. */
const PRINT: ApiPermissionKey[] = [`${P}:print`];
/** The spec's code for a failed goods print fetch, whatever the reason. */
const GOODS_FETCH_FAILED = 9999;

function sendPdf(reply: FastifyReply, file: { fileName: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(file.pdf);
}

const PDF_ROUTES: [string, PrintType, string][] = [
  ['goodsPrint', 'goods', 'Goods delivery notes, one per shipment and receiving stop (PDF)'],
  ['shipmentPrint', 'shipment', 'Dispatch sheets (PDF)'],
  ['shipmentPrintHK', 'shipmentHK', 'Dispatch sheets with the zh-HK words (PDF)'],
  ['purchaseOrderExportPdf', 'purchaseOrder', 'Purchase orders, one note per waybill (PDF)'],
  ['dispatchVehicleExportPdf', 'dispatchVehicle', 'Vehicle dispatch sheets: the stops in order (PDF)'],
  ['goodsXcPrintPdf', 'crossDock', 'Cross-dock handover tables (PDF)'],
];

/** Printing of shipments (docs/api.md "Printing"). */
export const shipmentPrintRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/shipment/shipment/goodsPrintNew',
    {
      config: { anyPermission: PRINT },
      schema: {
        tags,
        summary:
          'Goods print data: per shipment and receiving stop, srcStopList > srcWaybillList > itemBeanList',
        description: 'ids=a,b (shipment uuids). Any failure answers code 9999 with the reason.',
        querystring: printQuery,
        response: { 200: envelope(z.object({ templateCode: z.string(), list: z.array(goodsNoteSchema) })) },
      },
    },
    async (request) => {
      try {
        return ok(await goodsPrintData(db, callerOf(request), request.lang, request.query.ids));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw new AppError(error.key, { params: error.params, code: GOODS_FETCH_FAILED });
      }
    },
  );

  app.get(
    '/shipment/shipment/shipmentPrintNew',
    {
      config: { anyPermission: PRINT },
      schema: {
        tags,
        summary: 'Shipment print data: the header of each shipment and one row per waybill',
        querystring: printQuery,
        response: {
          200: envelope(z.object({ templateCode: z.string(), list: z.array(shipmentPrintSchema) })),
        },
      },
    },
    async (request) => ok(await shipmentPrintData(db, callerOf(request), request.lang, request.query.ids)),
  );

  app.get(
    '/shipment/shipment/goodsXcPrint',
    {
      config: { anyPermission: PRINT },
      schema: {
        tags,
        summary:
          'Cross-dock table data: every waybill with its pick-up stop, cross-dock warehouse and delivery stop',
        querystring: printQuery,
        response: {
          200: envelope(z.object({ templateCode: z.string(), list: z.array(crossDockPrintSchema) })),
        },
      },
    },
    async (request) => ok(await crossDockPrintData(db, callerOf(request), request.lang, request.query.ids)),
  );

  for (const [path, type, summary] of PDF_ROUTES) {
    app.post(
      `/shipment/shipment/${path}`,
      {
        config: { anyPermission: PRINT, log: { title: 'Print', businessType: 'OTHER' } },
        schema: {
          tags,
          summary,
          description:
            'Body {ids: [shipment uuid]} (or query ids=a,b). Answers application/pdf; an error answers the JSON ' +
            "envelope instead (the web shows it). No enabled template of the form's type: 'template not found'. " +
            'Each print is logged (printLog) and raises printCount.',
          querystring: z.object({ ids: z.string().optional() }),
          body: pdfBody,
        },
      },
      async (request, reply) => {
        const ids =
          request.body?.ids ??
          (request.query.ids ?? '')
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean);
        return sendPdf(reply, await printPdf(db, callerOf(request), request.lang, type, ids));
      },
    );
  }

  app.post(
    '/shipment/shipment/printRecord',
    {
      config: { anyPermission: PRINT },
      schema: {
        tags,
        summary: 'Log a print made from the web preview and raise printCount (as a PDF print does)',
        body: printRecordBody,
        response: { 200: countEnvelope },
      },
    },
    async (request) => {
      const count = await recordPreviewPrint(db, callerOf(request), request.lang, request.body);
      return ok({ count }, t(request.lang, 'print.done', { count }));
    },
  );

  app.get(
    '/shipment/shipment/printLog/:uuid',
    {
      config: { anyPermission: [`${P}:list`, `${P}:query`] },
      schema: {
        tags,
        summary: 'The prints of one shipment, oldest first',
        params: z.object({ uuid: z.string().trim().min(1).max(64) }),
        response: { 200: envelope(z.array(printLogSchema)) },
      },
    },
    async (request) => ok(await printLog(db, callerOf(request), request.params.uuid)),
  );
};
