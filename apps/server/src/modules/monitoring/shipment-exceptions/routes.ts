import {
  shipmentExceptionHandleBodySchema,
  shipmentExceptionHandledSchema,
  shipmentExceptionSchema,
} from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { handleShipmentExceptions } from './handle-shipment-exceptions';
import { listShipmentExceptions } from './list-shipment-exceptions';
import { shipmentExceptionListQuery } from './schemas';

const tags = ['shipment-exception'];
const P = 'monitor:expage';

/** Shipment exceptions: the screen's list and its handle action (the header badge counts the open ones). */
export const shipmentExceptionRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/shipment/exception/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'Shipment exceptions of the shipments in scope (paged; filter status U/H, kind, shipmentCode, dispatchCenterId, carrierId, beginTime/endTime on when found)',
        description:
          'Kinds: HANDOVER_TEMP, QUANTITY_MISMATCH, STOP_MISSED, OVERDUE_FINISH; detail carries the values that made each. Sorting: sortField (createTime, shipmentCode, kind, status, handleTime) and sortOrder ascend/descend; newest first by default.',
        querystring: shipmentExceptionListQuery,
        response: { 200: pageEnvelope(shipmentExceptionSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listShipmentExceptions(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.post(
    '/shipment/exception/handle',
    {
      config: { permission: `${P}:handle`, log: { title: 'Shipment exception', businessType: 'UPDATE' } },
      schema: {
        tags,
        summary:
          'Handle open shipment exceptions (ids) with a remark (required, at most 800); once only, within the caller\u2019s scope. data.handled is how many',
        body: shipmentExceptionHandleBodySchema,
        response: { 200: envelope(shipmentExceptionHandledSchema) },
      },
    },
    async (request) => {
      const handled = await handleShipmentExceptions(db, callerOf(request), request.lang, request.body);
      return ok({ handled }, t(request.lang, 'common.success'));
    },
  );
};
