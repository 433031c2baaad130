import { sopSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { optionSchema } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import { registerSopFileReferences } from './file-references';
import { sopBody, sopFilter, sopListQuery } from './schemas';
import { exportSops, saveSop, sopDropBox, sopList } from './sops';

/** SOPs (标准作业程序): versioned working rules for a client, a line type or a temperature layer. */
export const sopRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerSopFileReferences();
  registerCrudRoutes(app, deps, {
    entity: 'sop',
    tag: 'base-sop',
    title: 'SOP',
    summary: {
      list: 'SOPs (paged, sortable; filter code, title, appliesTo, enableFlag)',
      get: 'One SOP',
      save: 'Create an SOP (a uuid updates)',
      update: 'Change an SOP',
      remove: 'Remove SOPs (soft; ids=uuid,uuid)',
      dropBox: 'Enabled SOPs for selectors (keyword on code or title); any signed-in user',
    },
    row: sopSchema,
    listQuery: sopListQuery,
    body: sopBody,
    updateBody: sopBody.extend({ uuid: z.string().trim().min(1).max(64) }),
    ...listHandlers(sopList, db),
    save: (c, body, isUpdate) => saveSop(db, c.caller, body, isUpdate),
    dropBox: {
      query: z.object({ keyword: optionalText(60) }),
      row: optionSchema,
      run: (_c, query) => sopDropBox(db, query.keyword),
    },
    export: { filter: sopFilter, run: exportSops },
  });
};
