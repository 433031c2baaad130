import { carrierSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import { optionalText } from '../../../platform/query-params';
import { bindCarriersToGroup, carriersOfDataGroup } from './carriers';

const tags = ['base-carrier'];
const groupParam = z.object({ dataGroupId: z.string().trim().min(1).max(64) });
const bindingBody = z.object({
  dataGroupId: z.string().trim().min(1).max(64),
  carrierIds: z.array(z.string().trim().min(1).max(64)).min(1).max(500),
});

/**
 * Carriers of base data groups, as clients are bound to them (/system/client/binding1): the data-group
 * screen's carrier side. A group's holders see and may pick its carriers and their fleet.
 */
export const carrierGroupRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  for (const [path, bound] of [
    ['/system/carrier/selectDataGroupRefCarrier/:dataGroupId', true],
    ['/system/carrier/selectDataGroupNotRefCarrier/:dataGroupId', false],
  ] as const) {
    app.get(
      path,
      {
        config: { permission: 'base:dataGroup:list' },
        schema: {
          tags,
          summary: bound
            ? "The caller's carriers in the data group (paged, keyword on code or name)"
            : "The caller's carriers not in the data group (paged, keyword on code or name)",
          params: groupParam,
          querystring: pageQuery.extend({ keyword: optionalText(60) }),
          response: { 200: pageEnvelope(carrierSchema) },
        },
      },
      async (request) => {
        const { rows, total } = await carriersOfDataGroup(
          db,
          callerOf(request),
          request.params.dataGroupId,
          bound,
          request.query,
        );
        return page(rows, total);
      },
    );
  }

  for (const [path, bound] of [
    ['/system/carrier/binding1', true],
    ['/system/carrier/unbinding1', false],
  ] as const) {
    app.post(
      path,
      {
        config: { permission: 'base:dataGroup:bind', log: { title: 'Data group', businessType: 'GRANT' } },
        schema: {
          tags,
          summary: bound
            ? 'Put carriers in a data group (each one of the caller’s carriers)'
            : 'Take carriers out of a data group',
          body: bindingBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await bindCarriersToGroup(db, callerOf(request), request.body, bound);
        return ok(null);
      },
    );
  }
};
