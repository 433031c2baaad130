import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/plugin';
import type { Deps } from '../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../platform/envelope';
import { textList } from '../../platform/query-params';
import { getNumberRule, listNumberRules } from './list-number-rules';
import { previewDocumentNumber } from './next-document-number';
import { removeNumberRules } from './remove-number-rules';
import { saveNumberRule } from './save-number-rule';
import {
  numberRuleBody,
  numberRuleListQuery,
  numberRuleSchema,
  previewQuery,
  previewSchema,
} from './schemas';

const tags = ['base-number-rule'];
const log = { title: 'Number rule' };

/** Document number rules (单号规则). Paths chosen here: the spec shows none (docs/api.md). */
export const numberRuleRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/numberRule/list',
    {
      config: { permission: 'base:numberRule:list' },
      schema: {
        tags,
        summary:
          'Number rules (paged, sortable; filter code, refType, clientId, dispatchCenterId, enableFlag)',
        querystring: numberRuleListQuery,
        response: { 200: pageEnvelope(numberRuleSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listNumberRules(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/numberRule/get/:uuid',
    {
      config: { permission: 'base:numberRule:query' },
      schema: {
        tags,
        summary: 'One number rule',
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(numberRuleSchema) },
      },
    },
    async (request) => ok(await getNumberRule(db, callerOf(request), request.params.uuid)),
  );

  for (const path of ['/system/numberRule/save', '/system/numberRule/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'base:numberRule:edit' : 'base:numberRule:add',
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change a number rule' : 'Create a number rule (a uuid updates)',
          body: isUpdate ? numberRuleBody.extend({ uuid: z.string().trim().min(1).max(64) }) : numberRuleBody,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request) => ok({ uuid: await saveNumberRule(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/numberRule/remove',
    {
      config: { permission: 'base:numberRule:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove number rules (soft; ids=uuid,uuid)',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeNumberRules(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/numberRule/preview',
    {
      config: { permission: 'base:numberRule:query' },
      schema: {
        tags,
        summary:
          'The next number for refType (and clientId, dispatchCenterId, or one rule uuid), not consumed',
        description:
          'Picks the rule the generator would (client + center > client > center > none; dispatchCenterId ' +
          'defaults to the selected center) or the given enabled rule, and answers the number the next ' +
          'call would get. Nothing is consumed.',
        querystring: previewQuery,
        response: { 200: envelope(previewSchema) },
      },
    },
    async (request) => {
      const { uuid, refType, clientId, dispatchCenterId } = request.query;
      const caller = callerOf(request);
      return ok(
        await previewDocumentNumber(
          db,
          { refType, clientId, dispatchCenterId: dispatchCenterId ?? caller.dispatchCenterId },
          uuid,
        ),
      );
    },
  );
};
