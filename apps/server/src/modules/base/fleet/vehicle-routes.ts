import { vehicleSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { textList } from '../../../platform/query-params';
import { readImportUpload, sendXlsx } from '../../../platform/xlsx-import';
import { exportVehicles } from './export-fleet';
import { reviewBody } from './fleet-shared';
import { importVehicles, vehicleImportTemplate } from './import-vehicles';
import { optionQuery, uuidParams, vehicleBody, vehicleListQuery, vehicleOptionSchema } from './schemas';
import {
  getVehicle,
  listVehicles,
  removeVehicles,
  reviewVehicles,
  saveVehicle,
  vehicleOptions,
} from './vehicles';

const tags = ['base-vehicle'];
const log = { title: 'Vehicle' };

/** Vehicles (the spec's transMeans): /system/transmeans/* (chosen here, docs/api.md). */
export const vehicleRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/system/transmeans/list',
    {
      config: { permission: 'base:vehicle:list' },
      schema: {
        tags,
        summary: 'Vehicles of the carriers in scope (paged, sortable; insuranceExpired=Y|N filter)',
        querystring: vehicleListQuery,
        response: { 200: pageEnvelope(vehicleSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listVehicles(db, callerOf(request), request.lang, request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/transmeans/get/:uuid',
    {
      // The edit form's source: full personal numbers for a caller who may edit the vehicle.
      config: { permission: 'base:vehicle:query', log, personalData: { fullFor: ['base:vehicle:edit'] } },
      schema: {
        tags,
        summary: 'One vehicle',
        params: uuidParams,
        response: { 200: envelope(vehicleSchema) },
      },
    },
    async (request) => ok(await getVehicle(db, callerOf(request), request.lang, request.params.uuid)),
  );

  for (const path of ['/system/transmeans/save', '/system/transmeans/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'base:vehicle:edit' : 'base:vehicle:add',
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary:
            'Create a vehicle (pending review) or change one (uuid). Expired insurance is saved but answered ' +
            'with insuranceExpired true and the "insurance expired" message',
          body: isUpdate ? vehicleBody.extend({ uuid: z.string().trim().min(1).max(64) }) : vehicleBody,
          response: { 200: envelope(z.object({ uuid: z.string(), insuranceExpired: z.boolean() })) },
        },
      },
      async (request) => {
        const saved = await saveVehicle(db, callerOf(request), request.body);
        const warning =
          saved.insuranceExpired && request.body.enableFlag === 'Y'
            ? t(request.lang, 'base.fleet.savedInsuranceExpired', {
                value: request.body.plateNumber,
                date: request.body.insuranceEnd,
              })
            : '';
        return ok(saved, warning);
      },
    );
  }

  app.post(
    '/system/transmeans/remove',
    {
      config: { permission: 'base:vehicle:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove vehicles softly',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeVehicles(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.post(
    '/system/transmeans/review',
    {
      config: { permission: 'base:vehicle:review', log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Approve (1, needs the licence pages and insurance file) or reject (2, remark required)',
        body: reviewBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await reviewVehicles(db, callerOf(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/system/transmeans/dropBox',
    {
      config: { permission: 'base:vehicle:list' },
      schema: {
        tags,
        summary:
          'Vehicles to dispatch: enabled, approved, unlocked, insurance not expired; name is the plate; carrierId narrows; ' +
          'each with its carrier and model (layers, rated load and volume)',
        querystring: optionQuery,
        response: { 200: envelope(z.array(vehicleOptionSchema)) },
      },
    },
    async (request) => ok(await vehicleOptions(db, callerOf(request), request.lang, request.query)),
  );

  app.get(
    '/system/transmeans/export',
    {
      config: { permission: 'base:vehicle:export', log: { ...log, businessType: 'EXPORT' } },
      schema: {
        tags,
        summary: 'The list as xlsx; more than 5000 rows go to the download center',
        querystring: vehicleListQuery.omit({ pageNum: true, pageSize: true }),
      },
    },
    async (request, reply) => exportVehicles(deps, callerOf(request), request.lang, reply, request.query),
  );

  app.get(
    '/system/transmeans/importTemplate',
    {
      config: { permission: 'base:vehicle:import' },
      schema: { tags, summary: 'The vehicle import template (xlsx)' },
    },
    async (request, reply) => sendXlsx(reply, await vehicleImportTemplate(request.lang)),
  );

  app.post(
    '/system/transmeans/importData',
    {
      config: {
        permission: 'base:vehicle:import',
        repeatGuard: false,
        log: { ...log, businessType: 'IMPORT' },
      },
      schema: {
        tags,
        summary: 'Import vehicles from xls/xlsx (5 MB); one bad row and nothing is saved',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ count: z.number() })) },
      },
    },
    async (request) => {
      const count = await importVehicles(
        db,
        callerOf(request),
        request.lang,
        await readImportUpload(request),
      );
      return ok({ count }, t(request.lang, 'system.import.success', { count }));
    },
  );
};
