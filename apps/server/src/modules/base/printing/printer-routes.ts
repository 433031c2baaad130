import { printerSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { optionSchema } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import { exportPrinters } from './export-printing';
import { printerDropBox, printerList, savePrinter } from './printers';
import { printerBody, printerFilter, printerListQuery, requiredUuid } from './schemas';

/** Printers (打印机), scoped to the selected dispatch center. Paths chosen here; see docs/api.md. */
export const printerRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'printer',
    tag: 'base-printer',
    title: 'Printer',
    summary: {
      list: 'Printers of the selected center and shared ones (paged, sortable; filter code, name, enableFlag)',
      get: 'One printer (403 when it stands in another center)',
      save: 'Create a printer in the selected center (a uuid updates)',
      update: 'Change a printer',
      remove: 'Remove printers (soft; ids=uuid,uuid)',
      dropBox: 'Enabled printers of the selected center and shared ones (keyword on code or name)',
    },
    row: printerSchema,
    listQuery: printerListQuery,
    body: printerBody,
    updateBody: printerBody.extend(requiredUuid),
    ...listHandlers(printerList, db),
    save: (c, body) => savePrinter(db, c.caller, body),
    dropBox: {
      query: z.object({ keyword: optionalText(60) }),
      row: optionSchema,
      run: (c, query) => printerDropBox(db, c.caller, query.keyword),
    },
    export: { filter: printerFilter, run: exportPrinters },
  });
};
