import { integrationBody, integrationSchema, pushLogSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import { idList, optionalText } from '../../../platform/query-params';
import { listIntegrations, listPushLogs, removeIntegrations, saveIntegration } from './integration-settings';

const tags = ['integration'];
const log = { title: 'Integration setting' };

/** Outbound integrations (the URLs stations are pushed to) and the push log. */
export const baseIntegrationRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/integration/list',
    {
      config: { permission: 'base:integration:list' },
      schema: {
        tags,
        summary: 'Outbound integration settings (name such as ros or sf, URL, enabled), paged; filter name',
        querystring: pageQuery.extend({ name: optionalText(30) }),
        response: { 200: pageEnvelope(integrationSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listIntegrations(db, request.query);
      return page(rows, total);
    },
  );

  for (const path of ['/system/integration/save', '/system/integration/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'base:integration:edit' : 'base:integration:add',
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate
            ? 'Change an integration setting (by id)'
            : 'Create an integration setting (an id updates); name unique, URL http(s)',
          body: isUpdate ? integrationBody.extend({ id: z.number().int().positive() }) : integrationBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (request) => ok({ id: await saveIntegration(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/integration/remove',
    {
      config: { permission: 'base:integration:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove integration settings (ids=1,2); their push log stays',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeIntegrations(db, request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/integration/pushLog/list',
    {
      config: { permission: 'base:integration:list' },
      schema: {
        tags,
        summary:
          'Push log (every push with status SUCCESS, FAILED or NOT_CONFIGURED and the answer), newest first',
        querystring: pageQuery.extend({
          target: optionalText(30),
          kind: optionalText(60),
          status: z.enum(['SUCCESS', 'FAILED', 'NOT_CONFIGURED']).optional(),
        }),
        response: { 200: pageEnvelope(pushLogSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listPushLogs(db, request.query);
      return page(rows, total);
    },
  );
};
