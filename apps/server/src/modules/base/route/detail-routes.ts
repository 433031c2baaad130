import { routeGroupDetailSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { optionalText } from '../../../platform/query-params';
import { listRouteGroupDetails, routeDetailOptions } from './list-route-group-details';
import { removeRouteGroupDetails } from './remove-route-groups';
import { saveRouteGroupDetail } from './save-route-group-detail';
import { detailBody, detailQuery, idsQuery, routeDetailOption } from './schemas';
import { switchDetailsValid } from './switch-valid';

const tags = ['base-route-group'];
const log = { title: 'Route group detail' };
const optionQuery = z.object({
  keyword: optionalText(60),
  routeGroupId: z.coerce.number().int().positive().optional(),
});

/** Route group details (/system/routeGroupDetail/*) and the dispatch screens' /system/routeDetailReq/list. */
export const routeGroupDetailRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/routeGroupDetail/list',
    {
      config: { permission: 'base:routeGroup:list' },
      schema: {
        tags,
        summary: 'Details of a route group (routeGroupId) with their ordered stops, paged',
        querystring: detailQuery,
        response: { 200: pageEnvelope(routeGroupDetailSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listRouteGroupDetails(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  for (const path of ['/system/routeGroupDetail/save', '/system/routeGroupDetail/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'base:routeGroup:edit' : 'base:routeGroup:add',
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate
            ? 'Change a route group detail and its stops'
            : 'Create a route group detail (an id updates)',
          description:
            'Stops are saved in the order sent, with the detail, in one transaction. Two identical adjacent ' +
            'stations are refused. A station repeated non-adjacently is refused with msg ' +
            'base.routeGroup.duplicateStations and data {needConfirm: true, repeated: [stationId]} unless the ' +
            'body has confirmDuplicates: true.',
          body: isUpdate ? detailBody.extend({ id: z.coerce.number().int().positive() }) : detailBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (request) => ok({ id: await saveRouteGroupDetail(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/routeGroupDetail/remove',
    {
      config: { permission: 'base:routeGroup:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove route group details softly (ids=1,2)',
        querystring: idsQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeRouteGroupDetails(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  for (const [path, target] of [
    ['/system/routeGroupDetail/valid', 'Y'],
    ['/system/routeGroupDetail/invalid', 'N'],
  ] as const) {
    app.post(
      path,
      {
        config: { permission: 'base:routeGroup:valid', log: { ...log, businessType: 'UPDATE' } },
        schema: {
          tags,
          summary: `Mark details ${target === 'Y' ? 'valid' : 'invalid'} (ids=1,2); refused when one already is`,
          querystring: idsQuery,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await switchDetailsValid(db, callerOf(request), request.query.ids, target);
        return ok(null);
      },
    );
  }

  for (const path of ['/system/routeGroupDetail/dropBox', '/system/routeDetailReq/list'] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary:
            "Valid details of valid route groups in the caller's center as {id, routeName} " +
            '("<group name> <delivery batch>"); keyword on group code/name or batch, optional routeGroupId; ' +
            'any signed-in user (dispatch screens)',
          querystring: optionQuery,
          response: { 200: envelope(z.array(routeDetailOption)) },
        },
      },
      async (request) => ok(await routeDetailOptions(db, callerOf(request), request.query)),
    );
  }
};
