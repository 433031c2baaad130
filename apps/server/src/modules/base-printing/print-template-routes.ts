import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/plugin';
import type { Deps } from '../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../platform/envelope';
import { optionalText, textList } from '../../platform/query-params';
import { optionSchema, sortQuery, yesNo } from '../base-shared/list';
import {
  getTemplate,
  listTemplates,
  PRINT_TEMPLATE_TYPES,
  removeTemplates,
  saveTemplate,
  templateDropBox,
} from './print-templates';

const tags = ['base-print-template'];
const log = { title: 'Print template' };
const P = 'base:printTemplate';

const templateSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  content: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});

const templateBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(60),
  type: z.enum(PRINT_TEMPLATE_TYPES),
  clientId: z.string().trim().max(64).nullish(),
  /** The layout (issue 5 fills it); kept as text. */
  content: z.string().max(200_000).nullish(),
  enableFlag: yesNo.default('Y'),
  remark: z.string().max(REMARK_MAX).nullish(),
});

/** Print template records (打印模板; type goods, goodsMulti, shipment, crossDock). Paths chosen here. */
export const printTemplateRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/printTemplate/list',
    {
      config: { permission: `${P}:list` },
      schema: {
        tags,
        summary:
          "Templates of the caller's clients and shared ones (paged, sortable; filter code, name, type, clientId)",
        querystring: pageQuery.merge(sortQuery).extend({
          code: optionalText(30),
          name: optionalText(60),
          type: z.enum(PRINT_TEMPLATE_TYPES).optional(),
          clientId: optionalText(64),
          enableFlag: yesNo.optional(),
        }),
        response: { 200: pageEnvelope(templateSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listTemplates(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/printTemplate/get/:uuid',
    {
      config: { permission: `${P}:query` },
      schema: {
        tags,
        summary: 'One print template',
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(templateSchema) },
      },
    },
    async (request) => ok(await getTemplate(db, callerOf(request), request.params.uuid)),
  );

  for (const path of ['/system/printTemplate/save', '/system/printTemplate/update'] as const) {
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
          summary: isUpdate ? 'Change a print template' : 'Create a print template (a uuid updates)',
          body: isUpdate ? templateBody.extend({ uuid: z.string().trim().min(1).max(64) }) : templateBody,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request) => ok({ uuid: await saveTemplate(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/printTemplate/remove',
    {
      config: { permission: `${P}:remove`, log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove print templates (soft; ids=uuid,uuid)',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeTemplates(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/printTemplate/dropBox',
    {
      schema: {
        tags,
        summary: 'Enabled templates for selectors, optionally of one type',
        querystring: z.object({ type: z.enum(PRINT_TEMPLATE_TYPES).optional() }),
        response: { 200: envelope(z.array(optionSchema.extend({ type: z.string() }))) },
      },
    },
    async (request) => ok(await templateDropBox(db, callerOf(request), request.query.type)),
  );
};
