import { shipmentReportQuerySchema, shipmentReportSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { asyncField, columnKeysField } from '../../reporting';
import { shipmentReportExport } from './export-shipment-report';
import { selectShipmentReport } from './select-shipment-report';

const tags = ['report'];

/** The shipment report (report page rpt_shipment) and its export. */
export const shipmentReportRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/shipment/shipment/selectShipmentReport',
    {
      config: { permission: 'report:shipment:list' },
      schema: {
        tags,
        summary:
          'Shipment report: shipments of a day range grouped by day, center, carrier, line type or client',
        description:
          'From the daily roll-ups. beginDate and endDate required (at most 366 days, report.range.*); filters ' +
          "dispatchCenterId (403 outside the caller's centers), carrierId, lineType, clientId (the shipment's " +
          'main client); groupBy day|dispatchCenter|carrier|lineType|client. rows per group, total over all, ' +
          'alertsByType with the mean minutes to handle. Rates are 0..1.',
        querystring: shipmentReportQuerySchema,
        response: { 200: envelope(shipmentReportSchema) },
      },
    },
    async (request) => ok(await selectShipmentReport(db, callerOf(request), request.query)),
  );

  app.get(
    '/shipment/shipment/exportShipmentReport',
    {
      config: { permission: 'report:shipment:export', readOnly: true },
      schema: {
        tags,
        summary: 'Export the shipment report as the page shows it (xlsx; or a download-center task {taskId})',
        description:
          "The report's filters; columns: the visible column keys in display order (the column chooser); " +
          'async: true always queues a download-center task.',
        querystring: shipmentReportQuerySchema.extend({ columns: columnKeysField, async: asyncField }),
      },
    },
    async (request, reply) => {
      const { columns, async, ...filter } = request.query;
      return shipmentReportExport.answer(
        { deps, caller: callerOf(request), lang: request.lang, reply },
        filter,
        {
          columns,
          async,
        },
      );
    },
  );
};
