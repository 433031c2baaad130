import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { asyncField, columnKeysField } from '../../reporting';
import { shipmentExportFilter } from './export-query';
import { exportShipments } from './export-shipments';

const tags = ['shipment-export'];
const permission = 'shipment:shipment:export';
const description =
  'The list filters, ids (ticked shipments; none: all matching), columns (visible column keys in ' +
  'display order, whitelisted; none: all) and async (true: always a download-center task). Answers the ' +
  'xlsx (headers in the request language) up to 5,000 rows, else {code 0, data {taskId}} and the task ' +
  'appears in the download center with its progress and rows written.';

/** Ticked shipment ids: a list, or comma-joined in a query string. */
const idsField = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : (v ?? undefined),
  z.array(z.string().trim().min(1).max(64)).max(10_000).optional(),
);
const fields = shipmentExportFilter
  .partial()
  .extend({ ids: idsField, columns: columnKeysField, async: asyncField });
const body = fields.nullish();

/** Shipment exports: exportExcel, exportShipGoodExcel, exportShipExcel. */
export const shipmentExportRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/shipment/shipment/exportExcel',
    {
      config: { permission, readOnly: true, log: { title: 'Shipment', businessType: 'EXPORT' } },
      schema: {
        tags,
        summary: 'Exports the shipment list (one row per shipment) as xlsx or a download-center task',
        description,
        querystring: fields,
      },
    },
    async (request, reply) =>
      exportShipments(deps, callerOf(request), request.lang, reply, 'shipments', request.query),
  );

  app.post(
    '/schedule/shipExport/exportShipGoodExcel',
    {
      config: { permission, readOnly: true, log: { title: 'Shipment goods', businessType: 'EXPORT' } },
      schema: {
        tags,
        summary: "Exports the shipments' goods lines (one row per waybill line) as xlsx or a task",
        description,
        body,
      },
    },
    async (request, reply) =>
      exportShipments(deps, callerOf(request), request.lang, reply, 'goods', request.body ?? {}),
  );

  app.post(
    '/schedule/shipExport/exportShipExcel',
    {
      config: { permission, readOnly: true, log: { title: 'Shipment stops', businessType: 'EXPORT' } },
      schema: {
        tags,
        summary: 'Exports the shipments with their stops (one row per stop) as xlsx or a task',
        description,
        body,
      },
    },
    async (request, reply) =>
      exportShipments(deps, callerOf(request), request.lang, reply, 'stops', request.body ?? {}),
  );
};
