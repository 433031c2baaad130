import { logisticsPlatformSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { optionSchema } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import {
  exportLogisticsPlatforms,
  logisticsPlatformDropBox,
  logisticsPlatformList,
  saveLogisticsPlatform,
} from './logistics-platforms';
import { logisticsPlatformBody, logisticsPlatformFilter, logisticsPlatformListQuery } from './schemas';

/** Logistics platforms (物流平台). Paths follow the other base-data screens; see docs/api.md. */
export const logisticsPlatformRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'logisticsPlatform',
    tag: 'base-logistics-platform',
    title: 'Logistics platform',
    summary: {
      list: 'Logistics platforms (paged, sortable; filter code, name, platformType, enableFlag)',
      get: 'One logistics platform',
      save: 'Create a logistics platform (a uuid updates)',
      update: 'Change a logistics platform',
      remove: 'Remove logistics platforms (soft; ids=uuid,uuid)',
      dropBox: 'Enabled logistics platforms for selectors (keyword on code or name); any signed-in user',
    },
    row: logisticsPlatformSchema,
    listQuery: logisticsPlatformListQuery,
    body: logisticsPlatformBody,
    updateBody: logisticsPlatformBody.extend({ uuid: z.string().trim().min(1).max(64) }),
    ...listHandlers(logisticsPlatformList, db),
    save: (c, body, isUpdate) => saveLogisticsPlatform(db, c.caller, body, isUpdate),
    dropBox: {
      query: z.object({ keyword: optionalText(60) }),
      row: optionSchema,
      run: (_c, query) => logisticsPlatformDropBox(db, query.keyword),
    },
    export: { filter: logisticsPlatformFilter, run: exportLogisticsPlatforms },
  });
};
