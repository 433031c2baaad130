import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/plugin';
import type { Deps } from '../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../platform/envelope';
import { optionalText, textList } from '../../platform/query-params';
import { optionSchema, sortQuery, yesNo } from '../base-shared/list';
import { getPrinter, listPrinters, printerDropBox, removePrinters, savePrinter } from './printers';

const tags = ['base-printer'];
const log = { title: 'Printer' };
const P = 'base:printer';
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

const printerSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  dispatchCenterId: z.string().nullable(),
  dispatchCenterName: z.string().nullable(),
  model: z.string().nullable(),
  ip: z.string().nullable(),
  port: z.number().nullable(),
  paperSize: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});

const printerBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(60),
  /** Omitted: the selected center. */
  dispatchCenterId: z.string().trim().max(64).nullish(),
  model: z.string().trim().max(60).nullish(),
  ip: z
    .string()
    .trim()
    .max(15)
    .nullish()
    .refine((v) => !v || IPV4.test(v), 'common.invalidFormat'),
  port: z.coerce.number().int('common.integerOnly').min(1).max(65535).nullish(),
  paperSize: z.string().trim().max(30).nullish(),
  enableFlag: yesNo.default('Y'),
  remark: z.string().max(REMARK_MAX).nullish(),
});

/** Printers (打印机), scoped to the selected dispatch center. Paths chosen here; see docs/api.md. */
export const printerRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/printer/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          'Printers of the selected center and shared ones (paged, sortable; filter code, name, enableFlag)',
        querystring: pageQuery.merge(sortQuery).extend({
          code: optionalText(30),
          name: optionalText(60),
          dispatchCenterId: optionalText(64),
          enableFlag: yesNo.optional(),
        }),
        response: { 200: pageEnvelope(printerSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listPrinters(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/printer/get/:uuid',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: 'One printer (403 when it stands in another center)',
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(printerSchema) },
      },
    },
    async (request) => ok(await getPrinter(db, callerOf(request), request.params.uuid)),
  );

  for (const path of ['/system/printer/save', '/system/printer/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: `${P}:${isUpdate ? 'edit' : 'add'}`,
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change a printer' : 'Create a printer in the selected center (a uuid updates)',
          body: isUpdate ? printerBody.extend({ uuid: z.string().trim().min(1).max(64) }) : printerBody,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request) => ok({ uuid: await savePrinter(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/printer/remove',
    {
      config: { permission: `${P}:remove`, log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove printers (soft; ids=uuid,uuid)',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removePrinters(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/printer/dropBox',
    {
      schema: {
        tags,
        summary: 'Enabled printers of the selected center and shared ones (keyword on code or name)',
        querystring: z.object({ keyword: optionalText(60) }),
        response: { 200: envelope(z.array(optionSchema)) },
      },
    },
    async (request) => ok(await printerDropBox(db, callerOf(request), request.query.keyword)),
  );
};
