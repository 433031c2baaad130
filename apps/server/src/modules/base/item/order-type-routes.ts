import { orderTypeSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { optionSchema } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import { exportOrderTypes } from './export-order-types';
import { orderTypeBody, orderTypeFilter, orderTypeListQuery } from './order-type-schemas';
import { orderTypeDropBox, orderTypeList, saveOrderType } from './order-types';

/** Order types (订单类型). Paths chosen here (the spec shows none); see docs/api.md. */
export const orderTypeRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'orderType',
    tag: 'base-order-type',
    title: 'Order type',
    summary: {
      list: 'Order types (paged, sortable; filter code, name, orderBreed, enableFlag)',
      get: 'One order type',
      save: 'Create an order type (a uuid updates)',
      update: 'Change an order type',
      remove: 'Remove order types (soft; ids=uuid,uuid)',
      dropBox: 'Enabled order types for selectors (keyword on code or name); any signed-in user',
    },
    row: orderTypeSchema,
    listQuery: orderTypeListQuery,
    body: orderTypeBody,
    updateBody: orderTypeBody.extend({ uuid: z.string().trim().min(1).max(64) }),
    ...listHandlers(orderTypeList, db),
    save: (c, body) => saveOrderType(db, c.caller, body),
    dropBox: {
      query: z.object({ keyword: optionalText(60) }),
      row: optionSchema,
      run: (_c, query) => orderTypeDropBox(db, query.keyword),
    },
    export: {
      filter: orderTypeFilter,
      run: exportOrderTypes,
    },
  });
};
