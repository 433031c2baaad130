import { alertDealBodySchema, shipmentAlertSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { dealAlert } from './deal-alert';
import { listAlerts } from './list-alerts';
import { countOpenAlerts } from './open-alerts';
import { alertCountQuery, alertListQuery } from './schemas';

const tags = ['shipment-alert'];
const P = 'monitor:alert';

/** Shipment alerts: the handling screen's list, its deal action and the header's undealt counts. */
export const shipmentAlertRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/shipment/shipmentAlert/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'Alerts of the shipments in scope (paged; filter alertTypes=temp,speed, dispatchCenterId, carrierId, shipmentId, shipmentCode, level, dealStatus, beginTime/endTime on the start)',
        description:
          'Sorting: sortField (startTime, endTime, level, alertType, shipmentCode, dealStatus, dealTime) and sortOrder ascend/descend; newest first by default.',
        querystring: alertListQuery,
        response: { 200: pageEnvelope(shipmentAlertSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listAlerts(db, callerOf(request), request.query, request.lang);
      return page(rows, total);
    },
  );

  app.get(
    '/shipment/shipmentAlert/count',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'Open (undealt) alerts in scope per type (alertTypes=temp,speed; none: every type): the count the bell, the live board, the dashboard and the data screen show',
        querystring: alertCountQuery,
        response: { 200: envelope(z.record(z.string(), z.number())) },
      },
    },
    async (request) => ok(await countOpenAlerts(db, callerOf(request), { types: request.query.alertTypes })),
  );

  app.post(
    '/shipment/shipmentAlert/deal',
    {
      config: { permission: `${P}:deal`, log: { title: 'Shipment alert', businessType: 'UPDATE' } },
      schema: {
        tags,
        summary:
          'Deal with an alert: reason and remark (at most 800) required; once only. data carries code and msg, as the screen reads them',
        body: alertDealBodySchema,
        response: { 200: envelope(z.object({ code: z.number(), msg: z.string() })) },
      },
    },
    async (request) => {
      await dealAlert(db, callerOf(request), request.lang, request.body);
      const msg = t(request.lang, 'common.success');
      return ok({ code: 0, msg }, msg);
    },
  );
};
