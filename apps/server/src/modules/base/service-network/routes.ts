import { serviceNetworkSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { optionSchema } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';
import { listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import { serviceNetworkBody, serviceNetworkFilter, serviceNetworkListQuery } from './schemas';
import {
  exportServiceNetworks,
  saveServiceNetwork,
  serviceNetworkDropBox,
  serviceNetworkList,
} from './service-networks';

/** The service network (服务网点): hubs, depots and outlets of a dispatch center. */
export const serviceNetworkRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'serviceNetwork',
    tag: 'base-service-network',
    title: 'Service network',
    summary: {
      list: "Service network points of the caller's dispatch center and shared ones (paged, sortable)",
      get: 'One service network point',
      save: 'Create a service network point (a uuid updates)',
      update: 'Change a service network point',
      remove: 'Remove service network points (soft; ids=uuid,uuid)',
      dropBox: "Enabled points of the caller's center for selectors; any signed-in user",
    },
    row: serviceNetworkSchema,
    listQuery: serviceNetworkListQuery,
    body: serviceNetworkBody,
    updateBody: serviceNetworkBody.extend({ uuid: z.string().trim().min(1).max(64) }),
    ...listHandlers(serviceNetworkList, db),
    save: (c, body, isUpdate) => saveServiceNetwork(db, c.caller, body, isUpdate),
    dropBox: {
      query: z.object({ keyword: optionalText(60) }),
      row: optionSchema,
      run: (c, query) => serviceNetworkDropBox(db, c.caller, query.keyword),
    },
    export: { filter: serviceNetworkFilter, run: exportServiceNetworks },
  });
};
