import { dataGroupSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../platform/deps';
import { optionSchema } from '../../../platform/list-query';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import {
  dataGroupDropBox,
  dataGroupList,
  exportDataGroups,
  removeDataGroups,
  saveDataGroup,
} from './data-groups';
import { dataGroupBody, dataGroupFilter, dataGroupListQuery, keywordQuery } from './schemas';

/**
 * Data groups. The spec names the screen but not its calls; the paths follow the other base-data
 * screens: /system/dataGroup/list | get/{uuid} | save | update | remove | dropBox | export (docs/api.md).
 * Client binding goes through /system/client/binding1 and /unbinding1.
 */
export const baseDataGroupRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'dataGroup',
    tag: 'base-data-group',
    title: 'Data group',
    summary: {
      list: 'Data groups the caller may see (filters code, name; paged; sorted), with client counts',
      get: 'One data group',
      save: 'Create a data group (a uuid updates)',
      update: 'Change a data group',
      remove: 'Remove data groups softly with their bindings (refused while users hold one)',
      dropBox: 'Selector: data groups the caller may see, keyword on code or name (any signed-in user)',
    },
    row: dataGroupSchema,
    listQuery: dataGroupListQuery,
    body: dataGroupBody,
    ...listHandlers(dataGroupList, db),
    save: (c, body, isUpdate) => saveDataGroup(db, c.caller, body, isUpdate),
    remove: (c, uuids) => removeDataGroups(db, c.caller, uuids),
    dropBox: {
      query: keywordQuery,
      row: optionSchema,
      run: (c, q) => dataGroupDropBox(db, c.caller, q.keyword),
    },
    export: { filter: dataGroupFilter, run: exportDataGroups },
  });
};
