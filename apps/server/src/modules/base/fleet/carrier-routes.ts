import { carrierSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { optionSchema } from '../../../platform/list-query';
import { textList } from '../../../platform/query-params';
import {
  blacklistIn,
  blacklistOut,
  carrierOptions,
  getCarrier,
  listCarriers,
  removeCarriers,
  reviewCarriers,
  saveCarrier,
} from './carriers';
import { exportCarriers } from './export-fleet';
import { keywordQuery, reviewBody, text } from './fleet-shared';
import { carrierBody, carrierListQuery, idsBody, savedSchema, uuidParams } from './schemas';

const tags = ['base-carrier'];
const log = { title: 'Carrier' };

/** Carriers: /system/carrier/* (paths chosen here; the spec does not show them, docs/api.md). */
export const carrierRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/system/carrier/list',
    {
      config: { permission: 'base:carrier:list' },
      schema: {
        tags,
        summary:
          'Carriers in scope (paged, sortable; filters code, name, reviewStatus, blacklist, enableFlag)',
        querystring: carrierListQuery,
        response: { 200: pageEnvelope(carrierSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listCarriers(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/carrier/get/:uuid',
    {
      // The edit form's source: full personal numbers for a caller who may edit the carrier.
      config: { permission: 'base:carrier:query', log, personalData: { fullFor: ['base:carrier:edit'] } },
      schema: {
        tags,
        summary: 'One carrier',
        params: uuidParams,
        response: { 200: envelope(carrierSchema) },
      },
    },
    async (request) => ok(await getCarrier(db, callerOf(request), request.params.uuid)),
  );

  for (const path of ['/system/carrier/save', '/system/carrier/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'base:carrier:edit' : 'base:carrier:add',
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: 'Create a carrier (pending review) or change one (uuid)',
          body: isUpdate ? carrierBody.extend({ uuid: z.string().trim().min(1).max(64) }) : carrierBody,
          response: { 200: savedSchema },
        },
      },
      async (request) => ok({ uuid: await saveCarrier(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/carrier/remove',
    {
      config: { permission: 'base:carrier:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove carriers softly (refused while they have drivers, vehicles or models)',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeCarriers(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.post(
    '/system/carrier/blacklistIn',
    {
      config: { permission: 'base:carrier:blacklist', log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Put carriers on the blacklist (reason required); they leave the dispatch selectors',
        body: idsBody.extend({ reason: text(100) }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await blacklistIn(db, callerOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/system/carrier/blacklistOut',
    {
      config: { permission: 'base:carrier:blacklist', log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Take carriers off the blacklist',
        body: idsBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await blacklistOut(db, callerOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/system/carrier/review',
    {
      config: { permission: 'base:carrier:review', log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Approve (1) or reject (2, remark required) carriers',
        body: reviewBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await reviewCarriers(db, callerOf(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/system/carrier/dropBox',
    {
      // Selectors serve the driver, vehicle and dispatch forms of users without the carrier screen
      // (carrier staff): any signed-in user, answers limited by the fleet scope.
      config: {},
      schema: {
        tags,
        summary:
          'Carriers to dispatch to: approved, not blacklisted, enabled, in scope (keyword on code/name)',
        querystring: keywordQuery,
        response: { 200: envelope(z.array(optionSchema)) },
      },
    },
    async (request) =>
      ok(await carrierOptions(db, callerOf(request), { keyword: request.query.keyword, dispatchable: true })),
  );

  app.get(
    '/system/carrier/searchSelect',
    {
      // Selectors serve the driver, vehicle and dispatch forms of users without the carrier screen
      // (carrier staff): any signed-in user, answers limited by the fleet scope.
      config: {},
      schema: {
        tags,
        summary: 'Every carrier in scope, whatever its review or blacklist state (list filters)',
        querystring: keywordQuery,
        response: { 200: envelope(z.array(optionSchema)) },
      },
    },
    async (request) =>
      ok(
        await carrierOptions(db, callerOf(request), { keyword: request.query.keyword, dispatchable: false }),
      ),
  );

  app.get(
    '/system/carrier/export',
    {
      config: { permission: 'base:carrier:export', log: { ...log, businessType: 'EXPORT' } },
      schema: {
        tags,
        summary: 'The list as xlsx (same filters); more than 5000 rows go to the download center',
        querystring: carrierListQuery.omit({ pageNum: true, pageSize: true }),
      },
    },
    async (request, reply) => exportCarriers(deps, callerOf(request), request.lang, reply, request.query),
  );
};
