import { APP_TYPES, appInfoBody, appInfoSchema, CLIENT_TYPES } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import { idList } from '../../../platform/query-params';
import { latestAppInfo } from './latest-app-info';
import { listAppInfos } from './list-app-infos';
import { removeAppInfos } from './remove-app-infos';
import { saveAppInfo } from './save-app-info';

const tags = ['app-info'];
const log = { title: 'App release' };

export const appInfoRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/appInfo/list',
    {
      config: { permission: 'system:appInfo:list' },
      schema: {
        tags,
        summary: 'App releases (paged; filter type, clientType, version), newest first',
        querystring: pageQuery.extend({
          type: z.enum(APP_TYPES).optional(),
          clientType: z.enum(CLIENT_TYPES).optional(),
          version: z.string().trim().max(20).optional(),
        }),
        response: { 200: pageEnvelope(appInfoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listAppInfos(db, request.query);
      return page(rows, total);
    },
  );

  for (const path of ['/system/appInfo/save', '/system/appInfo/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'system:appInfo:edit' : 'system:appInfo:add',
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change an app release' : 'Publish an app release (id > 0 updates)',
          body: isUpdate ? appInfoBody.extend({ id: z.coerce.number().int().positive() }) : appInfoBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (request) => ok({ id: await saveAppInfo(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/appInfo/remove',
    {
      config: { permission: 'system:appInfo:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove app releases',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeAppInfos(db, request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/shipment/appInfo/getLatestAppInfo',
    {
      schema: {
        tags,
        summary:
          'Newest release per clientType and type, and the site address (sys.site.url), for the QR block',
        response: {
          200: envelope(z.object({ siteUrl: z.string().nullable(), apps: z.array(appInfoSchema) })),
        },
      },
    },
    async () => ok(await latestAppInfo(db)),
  );
};
