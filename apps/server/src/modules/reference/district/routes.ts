import { districtBody, districtSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok } from '../../../platform/envelope';
import { idList, optionalText } from '../../../platform/query-params';
import { listDistricts } from './list-districts';
import { removeDistricts } from './remove-districts';
import { saveDistrict } from './save-district';

const tags = ['system-district'];
const log = { title: 'District' };

export const systemDistrictRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/district/list',
    {
      config: { permission: 'system:district:list' },
      schema: {
        tags,
        summary: 'Districts: flat (filter parentId, name, code, level) or nested with tree=true',
        querystring: z.object({
          parentId: z.coerce.number().int().min(0).optional(),
          name: optionalText(60),
          code: optionalText(20),
          level: z.coerce.number().int().min(1).max(4).optional(),
          tree: z
            .enum(['true', 'false', '1', '0'])
            .optional()
            .transform((v) => v === 'true' || v === '1'),
        }),
        response: { 200: envelope(z.array(districtSchema)) },
      },
    },
    async (request) => ok(await listDistricts(db, request.query)),
  );

  app.get(
    '/system/district/options',
    {
      schema: {
        tags,
        summary:
          'The children of one district (parentId 0: provinces), for address pickers; any signed-in user',
        querystring: z.object({ parentId: z.coerce.number().int().min(0).default(0) }),
        response: { 200: envelope(z.array(districtSchema)) },
      },
    },
    async (request) => ok(await listDistricts(db, { parentId: request.query.parentId })),
  );

  for (const path of ['/system/district/save', '/system/district/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'system:district:edit' : 'system:district:add',
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change a district' : 'Create a district (id > 0 updates)',
          body: isUpdate ? districtBody.extend({ id: z.coerce.number().int().positive() }) : districtBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (request) => ok({ id: await saveDistrict(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/district/remove',
    {
      config: { permission: 'system:district:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove districts (refused while they have sub-districts)',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeDistricts(db, request.query.ids);
      return ok(null);
    },
  );
};
