import { configBody, configSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import { idList, optionalText } from '../../../platform/query-params';
import { configValueOf, getConfig, listConfigs } from './list-configs';
import { publicConfig } from './public-config';
import { removeConfigs } from './remove-configs';
import { saveConfig } from './save-config';

const keyParam = z.object({ key: z.string().trim().min(1).max(100) });
const tags = ['system-config'];
const log = { title: 'Parameter' };

export const systemConfigRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/system/config/list',
    {
      config: { permission: 'system:config:list' },
      schema: {
        tags,
        summary: 'Parameters (paged)',
        querystring: pageQuery.extend({
          configName: optionalText(),
          configKey: optionalText(),
          configType: z.enum(['Y', 'N']).optional(),
        }),
        response: { 200: pageEnvelope(configSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listConfigs(db, request.query, request.lang);
      return page(rows, total);
    },
  );

  app.get(
    '/system/config/get/:id',
    {
      config: { permission: 'system:config:query' },
      schema: {
        tags,
        summary: 'One parameter',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(configSchema) },
      },
    },
    async (request) => ok(await getConfig(db, request.params.id, request.lang)),
  );

  app.get(
    '/system/config/configKey/:key',
    {
      schema: {
        tags,
        summary: 'The value of a parameter key (null when absent); any signed-in user',
        params: keyParam,
        response: { 200: envelope(z.string().nullable()) },
      },
    },
    async (request) => ok(await configValueOf(db, request.params.key)),
  );

  app.get(
    '/wms-biz/config/select/key/:key',
    {
      schema: {
        tags,
        summary:
          'A parameter as {configKey, configValue}, e.g. is_preview_print_task (Y print PDF, N preview)',
        params: keyParam,
        response: { 200: envelope(z.object({ configKey: z.string(), configValue: z.string().nullable() })) },
      },
    },
    async (request) =>
      ok({ configKey: request.params.key, configValue: await configValueOf(db, request.params.key) }),
  );

  app.get(
    '/auth/publicConfig',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Before sign-in: whether the slide captcha is on, the SSO portal address, the map tile source',
        response: {
          200: envelope(
            z.object({
              captchaEnabled: z.boolean(),
              ssoPortalUrl: z.string().nullable(),
              mapTileUrl: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async () => ok(await publicConfig(deps)),
  );

  for (const path of ['/system/config/save', '/system/config/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'system:config:edit' : 'system:config:add',
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change a parameter' : 'Create a parameter (id > 0 updates)',
          body: isUpdate ? configBody.extend({ id: z.coerce.number().int().positive() }) : configBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (request) => ok({ id: await saveConfig(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/config/remove',
    {
      config: { permission: 'system:config:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove parameters (built-in ones are refused)',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeConfigs(db, request.query.ids);
      return ok(null);
    },
  );
};
