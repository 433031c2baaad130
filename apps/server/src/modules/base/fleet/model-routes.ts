import { vehicleModelSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { textList } from '../../../platform/query-params';
import { exportModels } from './export-fleet';
import { getModel, listModels, modelOptions, removeModels, saveModel } from './models';
import {
  modelBody,
  modelListQuery,
  modelOptionSchema,
  optionQuery,
  savedSchema,
  uuidParams,
} from './schemas';

const tags = ['base-vehicle-model'];
const log = { title: 'Vehicle model' };

/** Vehicle models: /system/transmeansModel/* (searchSelect is the spec's; the rest chosen here). */
export const modelRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/system/transmeansModel/list',
    {
      config: { permission: 'base:vehicleModel:list' },
      schema: {
        tags,
        summary: 'Vehicle models of the carriers in scope and shared ones (paged, sortable)',
        querystring: modelListQuery,
        response: { 200: pageEnvelope(vehicleModelSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listModels(db, callerOf(request), request.lang, request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/transmeansModel/get/:uuid',
    {
      config: { permission: 'base:vehicleModel:query' },
      schema: {
        tags,
        summary: 'One vehicle model',
        params: uuidParams,
        response: { 200: envelope(vehicleModelSchema) },
      },
    },
    async (request) => ok(await getModel(db, callerOf(request), request.lang, request.params.uuid)),
  );

  for (const path of ['/system/transmeansModel/save', '/system/transmeansModel/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'base:vehicleModel:edit' : 'base:vehicleModel:add',
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: 'Create a vehicle model or change one (uuid)',
          body: isUpdate ? modelBody.extend({ uuid: z.string().trim().min(1).max(64) }) : modelBody,
          response: { 200: savedSchema },
        },
      },
      async (request) => ok({ uuid: await saveModel(db, callerOf(request), request.lang, request.body) }),
    );
  }

  app.post(
    '/system/transmeansModel/remove',
    {
      config: { permission: 'base:vehicleModel:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove vehicle models softly',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeModels(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  for (const path of ['/system/transmeansModel/searchSelect', '/system/transmeansModel/dropBox'] as const) {
    app.get(
      path,
      {
        // The vehicle form's model picker, also for carrier staff without the model screen: any signed-in
        // user, answers limited by the fleet scope.
        config: {},
        schema: {
          tags,
          summary:
            'Enabled models (the carrier’s own and shared ones with carrierId), with layers and capacities',
          querystring: optionQuery,
          response: { 200: envelope(z.array(modelOptionSchema)) },
        },
      },
      async (request) => ok(await modelOptions(db, callerOf(request), request.lang, request.query)),
    );
  }

  app.get(
    '/system/transmeansModel/export',
    {
      config: { permission: 'base:vehicleModel:export', log: { ...log, businessType: 'EXPORT' } },
      schema: {
        tags,
        summary: 'The list as xlsx; more than 5000 rows go to the download center',
        querystring: modelListQuery.omit({ pageNum: true, pageSize: true }),
      },
    },
    async (request, reply) => exportModels(deps, callerOf(request), request.lang, reply, request.query),
  );
};
