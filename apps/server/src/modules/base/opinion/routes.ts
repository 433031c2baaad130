import { opinionSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope } from '../../../platform/envelope';
import { textList } from '../../../platform/query-params';
import { exportOpinions, myOpinionList, opinionList, replyOpinion, submitOpinion } from './opinions';
import { opinionFilter, opinionListQuery, opinionReplyBody, opinionSubmitBody } from './schemas';

/**
 * Opinions and suggestions (意见建议). Any signed-in user submits and reads their own (submit, mine,
 * mine/:uuid: no key); administrators list, reply, remove and export them (base:opinion:*).
 */
export const opinionRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['base-opinion'];
  const log = { title: 'Opinion' };

  app.post(
    '/system/opinion/submit',
    {
      config: { log: { ...log, businessType: 'INSERT' } },
      schema: {
        tags,
        summary: 'Submit an opinion, complaint or bug report; any signed-in user',
        body: opinionSubmitBody,
        response: { 200: envelope(z.object({ uuid: z.string() })) },
      },
    },
    async (request) => ok({ uuid: await submitOpinion(db, callerOf(request), request.body) }),
  );

  app.get(
    '/system/opinion/mine',
    {
      schema: {
        tags,
        summary: "The caller's own opinions with their replies (paged); any signed-in user",
        querystring: opinionListQuery,
        response: { 200: pageEnvelope(opinionSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await myOpinionList.list(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/opinion/list',
    {
      config: { permission: 'base:opinion:list' },
      schema: {
        tags,
        summary: 'Every opinion, newest first (paged, sortable; filter code, title, opinionType, status)',
        querystring: opinionListQuery,
        response: { 200: pageEnvelope(opinionSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await opinionList.list(db, callerOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/opinion/get/:uuid',
    {
      config: { permission: 'base:opinion:query', log },
      schema: {
        tags,
        summary: 'One opinion',
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(opinionSchema) },
      },
    },
    async (request) => ok(await opinionList.get(db, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/system/opinion/mine/:uuid',
    {
      schema: {
        tags,
        summary: "One of the caller's own opinions; another user's is refused (403)",
        params: z.object({ uuid: z.string().min(1).max(64) }),
        response: { 200: envelope(opinionSchema) },
      },
    },
    async (request) => ok(await myOpinionList.get(db, callerOf(request), request.params.uuid)),
  );

  app.post(
    '/system/opinion/reply',
    {
      config: { permission: 'base:opinion:edit', log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Reply to an opinion and move its status (N new, P processing, D done)',
        body: opinionReplyBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await replyOpinion(db, callerOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/system/opinion/remove',
    {
      config: { permission: 'base:opinion:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove opinions (soft; ids=uuid,uuid)',
        querystring: z.object({ ids: textList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await opinionList.remove(db, callerOf(request), request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/opinion/export',
    {
      config: { permission: 'base:opinion:export' },
      schema: {
        tags,
        summary: 'Export the list (xlsx; over 5000 rows a download-center task, answered as {taskId})',
        querystring: opinionFilter,
      },
    },
    async (request, reply) =>
      exportOpinions({ deps, caller: callerOf(request), lang: request.lang, reply }, request.query),
  );
};
