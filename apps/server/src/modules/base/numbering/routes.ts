import { numberPreviewSchema, numberRuleSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import { exportNumberRules } from './export-number-rules';
import { numberRuleList } from './list-number-rules';
import { previewDocumentNumber } from './next-document-number';
import { saveNumberRule } from './save-number-rule';
import { numberRuleBody, numberRuleFilter, numberRuleListQuery, previewQuery } from './schemas';

const tag = 'base-number-rule';

/** Document number rules (单号规则). Paths chosen here: the spec shows none (docs/api.md). */
export const numberRuleRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'numberRule',
    tag,
    title: 'Number rule',
    summary: {
      list: 'Number rules (paged, sortable; filter code, refType, clientId, dispatchCenterId, enableFlag)',
      get: 'One number rule',
      save: 'Create a number rule (a uuid updates)',
      update: 'Change a number rule',
      remove: 'Remove number rules (soft; ids=uuid,uuid)',
    },
    row: numberRuleSchema,
    listQuery: numberRuleListQuery,
    body: numberRuleBody,
    updateBody: numberRuleBody.extend({ uuid: z.string().trim().min(1).max(64) }),
    ...listHandlers(numberRuleList, db),
    save: (c, body) => saveNumberRule(db, c.caller, body),
    export: { filter: numberRuleFilter, run: exportNumberRules },
  });

  app.get(
    '/system/numberRule/preview',
    {
      config: { permission: 'base:numberRule:query' },
      schema: {
        tags: [tag],
        summary:
          'The next number for refType (and clientId, dispatchCenterId, or one rule uuid), not consumed',
        description:
          'Picks the rule the generator would (client + center > client > center > none; dispatchCenterId ' +
          'defaults to the selected center) or the given enabled rule, and answers the number the next ' +
          'call would get. Nothing is consumed.',
        querystring: previewQuery,
        response: { 200: envelope(numberPreviewSchema) },
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
