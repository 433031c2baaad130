import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/plugin';
import type { Deps } from '../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../platform/envelope';
import { textList } from '../../platform/query-params';
import { optionSchema } from '../base-shared/list';
import {
  dataGroupDropBox,
  getDataGroup,
  listDataGroups,
  removeDataGroups,
  saveDataGroup,
} from './data-groups';
import { dataGroupBody, dataGroupListQuery, dataGroupSchema, keywordQuery } from './schemas';

const tags = ['base-data-group'];
const log = { title: 'Data group' };
const P = 'base:dataGroup';

/**
 * Data groups. The spec names the screen but not its calls; the paths follow the other base-data
 * screens: /system/dataGroup/list | get/{uuid} | save | update | remove | dropBox (docs/api.md).
 * Client binding goes through /system/client/binding1 and /unbinding1.
 */
export const baseDataGroupRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/dataGroup/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: 'Data groups the caller may see (filters code, name; paged; sorted), with client counts',
        querystring: dataGroupListQuery,
        response: { 200: pageEnvelope(dataGroupSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listDataGroups(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/dataGroup/get/:uuid',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: 'One data group',
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(dataGroupSchema) },
      },
    },
    async (request) => ok(await getDataGroup(db, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/system/dataGroup/dropBox',
    {
      schema: {
        tags,
        summary: 'Selector: data groups the caller may see, keyword on code or name (any signed-in user)',
        querystring: keywordQuery,
        response: { 200: envelope(z.array(optionSchema)) },
      },
    },
    async (request) => ok(await dataGroupDropBox(db, callerOf(request), request.query.keyword)),
  );

  for (const path of ['/system/dataGroup/save', '/system/dataGroup/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? `${P}:edit` : `${P}:add`,
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change a data group' : 'Create a data group (a uuid updates)',
          body: dataGroupBody,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request) =>
        ok({
          uuid: await saveDataGroup(db, callerOf(request), request.body, isUpdate || !!request.body.uuid),
        }),
    );
  }

  app.post(
    '/system/dataGroup/remove',
    {
      config: { permission: `${P}:remove`, log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove data groups softly with their bindings (refused while users hold one)',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeDataGroups(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );
};
