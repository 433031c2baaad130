import { projectSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { optionSchema } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import { exportProjects, projectDropBox, projectList, saveProject } from './projects';
import { projectBody, projectFilter, projectListQuery } from './schemas';

/** Projects (项目): a client's contract work run from a dispatch center. */
export const projectRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'project',
    tag: 'base-project',
    title: 'Project',
    summary: {
      list: "Projects of the caller's dispatch center and shared ones (paged, sortable)",
      get: 'One project',
      save: 'Create a project (a uuid updates)',
      update: 'Change a project',
      remove: 'Remove projects (soft; ids=uuid,uuid)',
      dropBox: "Enabled projects of the caller's center for selectors; any signed-in user",
    },
    row: projectSchema,
    listQuery: projectListQuery,
    body: projectBody,
    ...listHandlers(projectList, db),
    save: (c, body, isUpdate) => saveProject(db, c.caller, body, isUpdate),
    dropBox: {
      query: z.object({ keyword: optionalText(60) }),
      row: optionSchema,
      run: (c, query) => projectDropBox(db, c.caller, query.keyword),
    },
    export: { filter: projectFilter, run: exportProjects },
  });
};
