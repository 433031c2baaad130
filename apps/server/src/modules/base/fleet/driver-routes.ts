import { driverSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { optionSchema } from '../../../platform/list-query';
import { optionalText, textList } from '../../../platform/query-params';
import { readImportUpload, sendXlsx } from '../../../platform/xlsx-import';
import {
  driverLoginNames,
  driverOptions,
  getDriver,
  listDrivers,
  removeDrivers,
  reviewDrivers,
  saveDriver,
} from './drivers';
import { exportDrivers } from './export-fleet';
import { reviewBody } from './fleet-shared';
import { driverImportTemplate, importDrivers } from './import-drivers';
import { driverBody, driverListQuery, optionQuery, savedSchema, uuidParams } from './schemas';

const tags = ['base-driver'];
const log = { title: 'Driver' };

/** Drivers: /system/driver/* (getLoginNameAll is the spec's; the rest chosen here, docs/api.md). */
export const driverRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/system/driver/list',
    {
      config: { permission: 'base:driver:list' },
      schema: {
        tags,
        summary: 'Drivers of the carriers in scope (paged, sortable)',
        querystring: driverListQuery,
        response: { 200: pageEnvelope(driverSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listDrivers(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/driver/get/:uuid',
    {
      // The edit form's source: full mobile, ID card and licence numbers for a caller who may edit the driver.
      config: { permission: 'base:driver:query', log, personalData: { fullFor: ['base:driver:edit'] } },
      schema: { tags, summary: 'One driver', params: uuidParams, response: { 200: envelope(driverSchema) } },
    },
    async (request) => ok(await getDriver(db, callerOf(request), request.params.uuid)),
  );

  for (const path of ['/system/driver/save', '/system/driver/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'base:driver:edit' : 'base:driver:add',
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary:
            'Create a driver (pending review) or change one (uuid); password 6-16, hashed, never returned',
          body: isUpdate ? driverBody.extend({ uuid: z.string().trim().min(1).max(64) }) : driverBody,
          response: { 200: savedSchema },
        },
      },
      async (request) => ok({ uuid: await saveDriver(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/driver/remove',
    {
      config: { permission: 'base:driver:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove drivers softly',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeDrivers(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.post(
    '/system/driver/review',
    {
      config: { permission: 'base:driver:review', log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Approve (1, needs the licence image) or reject (2, remark required) drivers',
        body: reviewBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await reviewDrivers(db, callerOf(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/system/driver/dropBox',
    {
      config: { permission: 'base:driver:list' },
      schema: {
        tags,
        summary: 'Enabled, approved drivers in scope; carrierId narrows to one carrier',
        querystring: optionQuery,
        response: { 200: envelope(z.array(optionSchema)) },
      },
    },
    async (request) => ok(await driverOptions(db, callerOf(request), request.query)),
  );

  app.get(
    '/system/driver/getLoginNameAll',
    {
      config: { permission: 'base:driver:list' },
      schema: {
        tags,
        summary: 'Driver-app accounts (login names) of the drivers in scope; carrierId narrows',
        querystring: z.object({ carrierId: optionalText(64) }),
        response: {
          200: envelope(
            z.array(
              z.object({ uuid: z.string(), loginName: z.string(), name: z.string(), carrierId: z.string() }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await driverLoginNames(db, callerOf(request), request.query.carrierId)),
  );

  app.get(
    '/system/driver/export',
    {
      config: { permission: 'base:driver:export', log: { ...log, businessType: 'EXPORT' } },
      schema: {
        tags,
        summary: 'The list as xlsx (mobile and ID masked); more than 5000 rows go to the download center',
        querystring: driverListQuery.omit({ pageNum: true, pageSize: true }),
      },
    },
    async (request, reply) => exportDrivers(deps, callerOf(request), request.lang, reply, request.query),
  );

  app.get(
    '/system/driver/importTemplate',
    {
      config: { permission: 'base:driver:import' },
      schema: { tags, summary: 'The driver import template (xlsx)' },
    },
    async (request, reply) => sendXlsx(reply, await driverImportTemplate(request.lang)),
  );

  app.post(
    '/system/driver/importData',
    {
      config: {
        permission: 'base:driver:import',
        repeatGuard: false,
        log: { ...log, businessType: 'IMPORT' },
      },
      schema: {
        tags,
        summary:
          'Import drivers from xls/xlsx (5 MB); one bad row and nothing is saved (data [{row, field, message}])',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ count: z.number() })) },
      },
    },
    async (request) => {
      const count = await importDrivers(db, callerOf(request), request.lang, await readImportUpload(request));
      return ok({ count }, t(request.lang, 'system.import.success', { count }));
    },
  );
};
