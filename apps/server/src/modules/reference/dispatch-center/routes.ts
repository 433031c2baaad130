import { dispatchCenterOptionSchema, dispatchCenterSchema } from '@tms/contract';
import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import { optionalText, statusField, textList } from '../../../platform/query-params';
import { centerIdsOf, centersOfCarrierIds } from './carrier-centers';
import { allCenters, dropBox, dropBoxForCaller } from './center-options';
import { getDispatchCenter, listDispatchCenters } from './list-dispatch-centers';
import { listCallerCenters, userCenterIds } from './list-user-centers';
import { removeDispatchCenters } from './remove-dispatch-centers';
import { saveDispatchCenter } from './save-dispatch-center';
import { switchDispatchCenter } from './switch-dispatch-center';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const centerBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(60),
  address: z.string().trim().max(200).nullish(),
  contact: z.string().trim().max(60).nullish(),
  phone: z.string().trim().max(30).nullish(),
  timeZone: z.string().trim().max(60).default('Asia/Shanghai').refine(isTimeZone, 'common.invalidFormat'),
  status: statusField.default('0'),
  remark: z.string().max(REMARK_MAX).nullish(),
});

const keywordQuery = z.object({ keyword: optionalText(60) });
const tags = ['dispatch-center'];
const log = { title: 'Dispatch center' };

export const dispatchCenterRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/dispatchCenter/list',
    {
      config: { permission: 'system:dispatchCenter:list' },
      schema: {
        tags,
        summary: 'Dispatch centers (paged; filter code, name, status)',
        querystring: pageQuery.extend({
          code: optionalText(30),
          name: optionalText(60),
          status: statusField.optional(),
        }),
        response: { 200: pageEnvelope(dispatchCenterSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listDispatchCenters(db, request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/dispatchCenter/get/:uuid',
    {
      // The edit form's source: the full phone for a caller who may edit dispatch centers.
      config: {
        permission: 'system:dispatchCenter:query',
        log,
        personalData: { fullFor: ['system:dispatchCenter:edit'] },
      },
      schema: {
        tags,
        summary: 'One dispatch center',
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(dispatchCenterSchema) },
      },
    },
    async (request) => ok(await getDispatchCenter(db, request.params.uuid)),
  );

  for (const path of ['/system/dispatchCenter/save', '/system/dispatchCenter/update'] as const) {
    const isUpdate = path.endsWith('update');
    app.post(
      path,
      {
        config: {
          permission: isUpdate ? 'system:dispatchCenter:edit' : 'system:dispatchCenter:add',
          log: { ...log, businessType: isUpdate ? 'UPDATE' : 'INSERT' },
        },
        schema: {
          tags,
          summary: isUpdate ? 'Change a dispatch center' : 'Create a dispatch center (a uuid updates)',
          body: isUpdate ? centerBody.extend({ uuid: z.string().trim().min(1).max(64) }) : centerBody,
          response: { 200: envelope(z.object({ uuid: z.string() })) },
        },
      },
      async (request) => ok({ uuid: await saveDispatchCenter(db, callerOf(request), request.body) }),
    );
  }

  app.post(
    '/system/dispatchCenter/remove',
    {
      config: { permission: 'system:dispatchCenter:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove dispatch centers (refused while users are assigned)',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeDispatchCenters(db, request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/dispatchCenter/dropBox',
    {
      schema: {
        tags,
        summary: 'Every enabled dispatch center, for selectors; any signed-in user',
        response: { 200: envelope(z.array(dispatchCenterOptionSchema)) },
      },
    },
    async () => ok(await dropBox(db)),
  );

  app.get(
    '/system/dispatchCenter/selectByDD',
    {
      schema: {
        tags,
        summary: 'Drop-down search: enabled centers whose code or name contains keyword',
        querystring: keywordQuery,
        response: { 200: envelope(z.array(dispatchCenterOptionSchema)) },
      },
    },
    async (request) => ok(await dropBox(db, request.query.keyword)),
  );

  app.get(
    '/system/dispatchCenter/selectByDDAndUser',
    {
      schema: {
        tags,
        summary: 'Drop-down search limited to the centers the caller may see',
        querystring: keywordQuery,
        response: { 200: envelope(z.array(dispatchCenterOptionSchema)) },
      },
    },
    async (request) => ok(await dropBoxForCaller(db, callerOf(request), request.query.keyword)),
  );

  app.get(
    '/system/dispatchCenter/beta/getAllDc',
    {
      schema: {
        tags,
        summary: 'Every dispatch center, disabled ones included, with its status',
        response: { 200: envelope(z.array(dispatchCenterOptionSchema.extend({ status: z.string() }))) },
      },
    },
    async () => ok(await allCenters(db)),
  );

  app.get(
    '/system/dispatchCenter/listByUser',
    {
      schema: {
        tags,
        summary: "The caller's centers; isDefault 1 marks the session's current center",
        response: {
          200: envelope(
            z.array(dispatchCenterOptionSchema.extend({ isDefault: z.union([z.literal(0), z.literal(1)]) })),
          ),
        },
      },
    },
    async (request) => ok(await listCallerCenters(db, callerOf(request))),
  );

  app.get(
    '/system/user/updateUserRights',
    {
      schema: {
        tags,
        summary: "Switch the caller's session to another of their dispatch centers",
        querystring: z.object({ dispatchCenterId: z.string().trim().min(1).max(64) }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await switchDispatchCenter(db, callerOf(request), request.query.dispatchCenterId);
      return ok(null);
    },
  );

  app.get(
    '/system/dispatchCenter/getDispatchId/:id',
    {
      config: { permission: 'system:user:query' },
      schema: {
        tags,
        summary: 'The center uuids assigned to user {id}, the default first',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (request) => ok(await userCenterIds(db, request.params.id)),
  );

  app.get(
    '/system/dispatchCenter/listDCByCarrier',
    {
      schema: {
        tags,
        summary: "Centers of one carrier (through carrier data groups of the centers' users)",
        querystring: z.object({ carrierId: z.string().trim().min(1).max(64) }),
        response: { 200: envelope(z.array(dispatchCenterOptionSchema)) },
      },
    },
    async (request) => ok(await centersOfCarrierIds(db, [request.query.carrierId])),
  );

  app.get(
    '/system/dispatchCenter/listDCByCarriers',
    {
      schema: {
        tags,
        summary: 'Centers of any of the carriers (carrierIds comma-separated)',
        querystring: z.object({ carrierIds: textList }),
        response: { 200: envelope(z.array(dispatchCenterOptionSchema)) },
      },
    },
    async (request) => ok(await centersOfCarrierIds(db, request.query.carrierIds)),
  );

  for (const [path, kind] of [
    ['/system/dispatchCenter/getDispatchIdsDriver/:id', 'driver'],
    ['/system/dispatchCenter/getDispatchIdsTransMeans/:id', 'transMeans'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Center uuids of the carriers of ${kind === 'driver' ? 'a driver' : 'a vehicle'}`,
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: envelope(z.array(z.string())) },
        },
      },
      async (request) => ok(await centerIdsOf(db, kind, request.params.id)),
    );
  }
};
