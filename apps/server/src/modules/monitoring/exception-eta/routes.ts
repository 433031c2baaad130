import { exceptionEtaDealBodySchema, exceptionEtaSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { dealExceptionEta } from './deal-exception-eta';
import { exceptionEtaExport } from './export-exception-etas';
import { countExceptionEtas, listExceptionEtas } from './list-exception-etas';
import { exceptionEtaFilter, exceptionEtaListQuery } from './schemas';

const tags = ['exception-eta'];
const P = 'monitor:exceptionEta';

/** ETA exceptions: the screen's list, its export and deal action, and the header's undealt count. */
export const exceptionEtaRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/shipment/exception/eta/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'ETA exceptions of the shipments in scope (paged; filter dispatchCenterId, carrierId, shipmentCode, dealStatus, beginTime/endTime on when raised)',
        description:
          'Sorting: sortField (createTime, predictedEta, plannedEta, lateMinutes, shipmentCode, dealStatus, dealTime) and sortOrder ascend/descend; newest first by default.',
        querystring: exceptionEtaListQuery,
        response: { 200: pageEnvelope(exceptionEtaSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listExceptionEtas(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/shipment/exception/eta/count',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary: 'Undealt ETA exceptions in scope (the header badge)',
        response: { 200: envelope(z.number()) },
      },
    },
    async (request) => ok(await countExceptionEtas(db, callerOf(request))),
  );

  app.get(
    '/shipment/exception/eta/export',
    {
      config: { permission: exceptionEtaExport.permission },
      schema: {
        tags,
        summary: 'Export the ETA exceptions the list shows (xlsx)',
        description:
          'Up to 5000 rows: the xlsx file. More: the JSON envelope {code 0, msg base.export.queued, data {taskId}} and the file is prepared in the download center.',
        querystring: exceptionEtaFilter,
      },
    },
    async (request, reply) =>
      exceptionEtaExport.answer(
        { deps, caller: callerOf(request), lang: request.lang, reply },
        request.query,
      ),
  );

  app.post(
    '/shipment/exception/eta/deal',
    {
      config: { permission: `${P}:deal`, log: { title: 'ETA exception', businessType: 'UPDATE' } },
      schema: {
        tags,
        summary:
          'Deal with ETA exceptions (id, or ids): reason and remark (at most 800) required; once only. data carries code and msg, as the screen reads them',
        body: exceptionEtaDealBodySchema,
        response: { 200: envelope(z.object({ code: z.number(), msg: z.string() })) },
      },
    },
    async (request) => {
      await dealExceptionEta(db, callerOf(request), request.lang, request.body);
      const msg = t(request.lang, 'common.success');
      return ok({ code: 0, msg }, msg);
    },
  );
};
