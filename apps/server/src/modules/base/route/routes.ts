import { routeGroupDetailSchema, routeGroupSchema, standardRouteSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { optionSchema } from '../../../platform/list-query';
import { optionalText, textList } from '../../../platform/query-params';
import { routeGroupDetailRoutes } from './detail-routes';
import { routeGroupExport } from './export-route-groups';
import { routeExport } from './export-routes';
import { allRouteGroups, getRouteGroup, listRouteGroups, routeGroupOptions } from './list-route-groups';
import { getRoute, listRoutes, routeDropBox } from './list-routes';
import { removeRouteGroups } from './remove-route-groups';
import { removeRoutes } from './remove-routes';
import { saveRoute } from './save-route';
import { saveRouteGroup } from './save-route-group';
import { groupOption, idsQuery, routeBody, routeGroupBody, routeGroupQuery, routeQuery } from './schemas';
import { switchGroupsValid } from './switch-valid';

const routeTags = ['base-route'];
const groupTags = ['base-route-group'];
const exportDescription =
  'Up to 5000 rows: the xlsx file. More: the JSON envelope {code 0, msg base.export.queued, data {taskId}} ' +
  'and the file is prepared in the download center.';
const { pageNum: _n, pageSize: _s, ...routeFilterShape } = routeQuery.shape;
const { pageNum: _gn, pageSize: _gs, ...groupFilterShape } = routeGroupQuery.shape;

/**
 * Standard routes (paths not shown in the spec, chosen here: /system/route/*) and fixed route groups
 * (/system/routeGroup/*, as the spec names them). Details and routeDetailReq are in detail-routes.ts.
 */
export const baseRouteRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  // ------------------------------------------------------------ standard routes
  app.get(
    '/system/route/list',
    {
      config: { permission: 'base:route:list' },
      schema: {
        tags: routeTags,
        summary: 'Standard routes of the selected dispatch center (paged, filtered, remote sorting)',
        querystring: routeQuery,
        response: { 200: pageEnvelope(standardRouteSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listRoutes(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/route/get/:uuid',
    {
      config: { permission: 'base:route:query' },
      schema: {
        tags: routeTags,
        summary: 'One standard route (403 when it belongs to another center)',
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(standardRouteSchema) },
      },
    },
    async (request) => ok(await getRoute(db, callerOf(request), request.params.uuid)),
  );

  for (const path of ['/system/route/save', '/system/route/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'base:route:edit' : 'base:route:add',
          log: { title: 'Standard route', businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags: routeTags,
          summary: isUpdate ? 'Change a standard route' : 'Create a standard route (a uuid updates)',
          body: isUpdate ? routeBody.extend({ uuid: z.string().trim().min(1).max(64) }) : routeBody,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request) => ok({ uuid: await saveRoute(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/route/remove',
    {
      config: { permission: 'base:route:remove', log: { title: 'Standard route', businessType: 'DELETE' } },
      schema: {
        tags: routeTags,
        summary: 'Remove standard routes softly (refused while a route group detail uses one)',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeRoutes(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/route/dropBox',
    {
      schema: {
        tags: routeTags,
        summary: "Enabled standard routes of the caller's center for selectors; any signed-in user",
        querystring: z.object({ keyword: optionalText(60) }),
        response: { 200: envelope(z.array(optionSchema)) },
      },
    },
    async (request) => ok(await routeDropBox(db, callerOf(request), request.query.keyword)),
  );

  app.get(
    '/system/route/export',
    {
      config: { permission: routeExport.permission },
      schema: {
        tags: routeTags,
        summary: 'Export the standard routes the list shows (xlsx)',
        description: exportDescription,
        querystring: z.object(routeFilterShape),
      },
    },
    async (request, reply) =>
      routeExport.answer({ deps, caller: callerOf(request), lang: request.lang, reply }, request.query),
  );

  // ------------------------------------------------------------ route groups
  app.get(
    '/system/routeGroup/list',
    {
      config: { permission: 'base:routeGroup:list' },
      schema: {
        tags: groupTags,
        summary:
          'Fixed route groups of the selected center (paged; filters code, name, shift, validFlag, weekday)',
        querystring: routeGroupQuery,
        response: { 200: pageEnvelope(routeGroupSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listRouteGroups(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/routeGroup/get/:id',
    {
      config: { permission: 'base:routeGroup:query' },
      schema: {
        tags: groupTags,
        summary: 'One route group (403 when it belongs to another center)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(routeGroupSchema) },
      },
    },
    async (request) => ok(await getRouteGroup(db, callerOf(request), request.params.id)),
  );

  for (const path of ['/system/routeGroup/save', '/system/routeGroup/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'base:routeGroup:edit' : 'base:routeGroup:add',
          log: { title: 'Route group', businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags: groupTags,
          summary: isUpdate ? 'Change a route group' : 'Create a route group (an id updates)',
          body: isUpdate ? routeGroupBody.extend({ id: z.coerce.number().int().positive() }) : routeGroupBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (request) => ok({ id: await saveRouteGroup(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/routeGroup/remove',
    {
      config: { permission: 'base:routeGroup:remove', log: { title: 'Route group', businessType: 'DELETE' } },
      schema: {
        tags: groupTags,
        summary: 'Remove route groups softly, with their details (ids=1,2)',
        querystring: idsQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeRouteGroups(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  for (const [path, target] of [
    ['/system/routeGroup/valid', 'Y'],
    ['/system/routeGroup/invalid', 'N'],
  ] as const) {
    app.post(
      path,
      {
        config: {
          permission: 'base:routeGroup:valid',
          log: { title: 'Route group', businessType: 'UPDATE' },
        },
        schema: {
          tags: groupTags,
          summary: `Mark route groups ${target === 'Y' ? 'valid' : 'invalid'} (ids=1,2); refused when one already is`,
          querystring: idsQuery,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await switchGroupsValid(db, callerOf(request), request.query.ids, target);
        return ok(null);
      },
    );
  }

  app.get(
    '/system/routeGroup/export',
    {
      config: { permission: routeGroupExport.permission },
      schema: {
        tags: groupTags,
        summary: 'Export the route groups the list shows (xlsx)',
        description: exportDescription,
        querystring: z.object(groupFilterShape),
      },
    },
    async (request, reply) =>
      routeGroupExport.answer({ deps, caller: callerOf(request), lang: request.lang, reply }, request.query),
  );

  app.get(
    '/system/routeGroup/getAll',
    {
      schema: {
        tags: groupTags,
        summary: "Every valid route group of the caller's center with its valid details and their stops",
        response: {
          200: envelope(z.array(routeGroupSchema.extend({ details: z.array(routeGroupDetailSchema) }))),
        },
      },
    },
    async (request) => ok(await allRouteGroups(db, callerOf(request))),
  );

  app.get(
    '/system/routeGroup/getAllService',
    {
      schema: {
        tags: groupTags,
        summary: "The valid route groups of the caller's center as selector options {id, code, name}",
        response: { 200: envelope(z.array(groupOption)) },
      },
    },
    async (request) => ok(await routeGroupOptions(db, callerOf(request))),
  );

  await app.register(routeGroupDetailRoutes, deps);
};
