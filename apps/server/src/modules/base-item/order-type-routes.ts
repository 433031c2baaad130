import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/plugin';
import type { Deps } from '../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../platform/envelope';
import { optionalText, textList } from '../../platform/query-params';
import { optionSchema, sortQuery, yesNo } from '../base-shared/list';
import {
  getOrderType,
  listOrderTypes,
  orderTypeDropBox,
  removeOrderTypes,
  saveOrderType,
} from './order-types';

const tags = ['base-order-type'];
const log = { title: 'Order type' };
const P = 'base:orderType';

const orderTypeSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  orderBreed: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});

const orderTypeBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(60),
  orderBreed: z.string().trim().max(30).nullish(),
  enableFlag: yesNo.default('Y'),
  remark: z.string().max(REMARK_MAX).nullish(),
});

/** Order types (订单类型). Paths chosen here (the spec shows none); see docs/api.md. */
export const orderTypeRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/orderType/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: 'Order types (paged, sortable; filter code, name, orderBreed, enableFlag)',
        querystring: pageQuery.merge(sortQuery).extend({
          code: optionalText(30),
          name: optionalText(60),
          orderBreed: optionalText(30),
          enableFlag: yesNo.optional(),
        }),
        response: { 200: pageEnvelope(orderTypeSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listOrderTypes(db, request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/orderType/get/:uuid',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: 'One order type',
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(orderTypeSchema) },
      },
    },
    async (request) => ok(await getOrderType(db, request.params.uuid)),
  );

  for (const path of ['/system/orderType/save', '/system/orderType/update'] as const) {
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
          summary: isUpdate ? 'Change an order type' : 'Create an order type (a uuid updates)',
          body: isUpdate ? orderTypeBody.extend({ uuid: z.string().trim().min(1).max(64) }) : orderTypeBody,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request) => ok({ uuid: await saveOrderType(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/orderType/remove',
    {
      config: { permission: `${P}:remove`, log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove order types (soft; ids=uuid,uuid)',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeOrderTypes(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/orderType/dropBox',
    {
      schema: {
        tags,
        summary: 'Enabled order types for selectors (keyword on code or name); any signed-in user',
        querystring: z.object({ keyword: optionalText(60) }),
        response: { 200: envelope(z.array(optionSchema)) },
      },
    },
    async (request) => ok(await orderTypeDropBox(db, request.query.keyword)),
  );
};
