import type { ApiAction } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { countEnvelope, envelope, ok, page, pageEnvelope, savedEnvelope } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { getOrder, listOrders } from './list-orders';
import { actOnOrders, assignOrderRoute, type BulkOrderAction } from './order-actions';
import { saveOrder } from './save-order';
import { assignRouteBody, orderBody, orderIdsBody, orderListQuery, orderRowSchema } from './schemas';

const tags = ['order-order'];
const log = { title: 'Order' };
const P = 'order:order';

/**
 * Orders. The spec names no order paths: these are chosen here and
 * listed in docs/api.md. Every state change goes through the domain's orderTransition.
 */
export const orderRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/order/order/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: 'Orders of the selected dispatch center and the caller’s clients (paged, sortable)',
        querystring: orderListQuery,
        response: { 200: pageEnvelope(orderRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listOrders(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/order/order/get/:uuid',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: 'One order (404 missing, 403 outside scope)',
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(orderRowSchema) },
      },
    },
    async (request) => ok(await getOrder(db, callerOf(request), request.params.uuid)),
  );

  for (const path of ['/order/order/save', '/order/order/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: `${P}:${isUpdate ? 'edit' : 'add'}`,
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change an open, unlocked order' : 'Create an order (a uuid updates)',
          body: isUpdate ? orderBody.extend({ uuid: z.string().trim().min(1).max(64) }) : orderBody,
          response: { 200: savedEnvelope },
        },
      },
      async (request) => ok(await saveOrder(db, callerOf(request), request.body)),
    );
  }

  const actions: [string, BulkOrderAction, ApiAction<typeof P>][] = [
    ['review', 'review', 'review'],
    ['withdraw', 'withdraw', 'withdraw'],
    ['lock', 'lock', 'lock'],
    ['unlock', 'unlock', 'unlock'],
    ['remove', 'delete', 'remove'],
  ];
  for (const [path, action, key] of actions) {
    app.post(
      `/order/order/${path}`,
      {
        // No repeat guard: orderTransition refuses a repeated action with its own message.
        config: {
          permission: `${P}:${key}`,
          repeatGuard: false,
          log: { ...log, businessType: action === 'delete' ? 'DELETE' : 'UPDATE' },
        },
        schema: {
          tags,
          summary: `Order ${action} (all-or-nothing; a refusal is the domain's message)`,
          body: orderIdsBody,
          response: { 200: countEnvelope },
        },
      },
      async (request) => {
        const count = await actOnOrders(db, callerOf(request), request.body.idList, action);
        return ok({ count }, t(request.lang, 'order.done', { count }));
      },
    );
  }

  app.post(
    '/order/order/assignRoute',
    {
      config: { permission: `${P}:assignRoute`, repeatGuard: false, log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Assign a carrier and route detail to an open order',
        body: assignRouteBody,
        response: { 200: countEnvelope },
      },
    },
    async (request) => {
      const count = await assignOrderRoute(db, callerOf(request), request.body);
      return ok({ count }, t(request.lang, 'order.done', { count }));
    },
  );
};
