import { printTemplateSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { optionSchema } from '../../../platform/list-query';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import { exportTemplates } from './export-printing';
import { saveTemplate, templateDropBox, templateList } from './print-templates';
import {
  PRINT_TEMPLATE_TYPES,
  requiredUuid,
  templateBody,
  templateFilter,
  templateListQuery,
} from './schemas';

/** Print template records (打印模板; type goods, goodsMulti, shipment, crossDock). Paths chosen here. */
export const printTemplateRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'printTemplate',
    tag: 'base-print-template',
    title: 'Print template',
    summary: {
      list: "Templates of the caller's clients and shared ones (paged, sortable; filter code, name, type, clientId)",
      get: 'One print template',
      save: 'Create a print template (a uuid updates)',
      update: 'Change a print template',
      remove: 'Remove print templates (soft; ids=uuid,uuid)',
      dropBox: 'Enabled templates for selectors, optionally of one type',
    },
    row: printTemplateSchema,
    listQuery: templateListQuery,
    body: templateBody,
    updateBody: templateBody.extend(requiredUuid),
    ...listHandlers(templateList, db),
    save: (c, body) => saveTemplate(db, c.caller, body),
    dropBox: {
      query: z.object({ type: z.enum(PRINT_TEMPLATE_TYPES).optional() }),
      row: optionSchema.extend({ type: z.string() }),
      run: (c, query) => templateDropBox(db, c.caller, query.type),
    },
    export: { filter: templateFilter, run: exportTemplates },
  });
};
