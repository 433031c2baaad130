import {
  loginLogSchema,
  onlineUserSchema,
  operLogDetailSchema,
  operLogSchema,
  requestLogSchema,
} from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import { idList, isTimeBound, MAX_INT4, optionalText } from '../../../platform/query-params';
import { forceLogout } from './force-logout';
import { getOperLog } from './get-oper-log';
import { checkHealth } from './health';
import { listLoginLogs } from './list-login-logs';
import { listOnlineUsers } from './list-online-users';
import { listOperLogs } from './list-oper-logs';
import { listRequestLogs } from './list-request-logs';
import { cleanLoginLogs, removeLoginLogs } from './remove-login-logs';
import { cleanOperLogs, removeOperLogs } from './remove-oper-logs';
import { unlockUser } from './unlock-user';

/** beginTime/endTime: a date (YYYY-MM-DD, a whole day) or an ISO date-time. */
const timeParam = optionalText(40).refine((v) => !v || isTimeBound(v), 'monitor.invalidTime');
const timeRange = { beginTime: timeParam, endTime: timeParam };
/** 0 success, 1 failure; empty means both. */
const statusParam = z
  .enum(['0', '1', ''])
  .optional()
  .transform((v) => (v ? Number(v) : undefined));

const tags = ['monitor'];
const countEnvelope = envelope(z.object({ removed: z.number() }));

export const monitorRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // For load balancers and process managers: no sign-in, no log line, no rate limit.
  app.get(
    '/health',
    {
      config: { public: true, log: false, repeatGuard: false, rateLimit: false },
      schema: {
        tags,
        summary: 'Whether this instance can serve: answers 503 while its database does not answer',
        response: {
          200: envelope(
            z.object({
              status: z.literal('UP'),
              database: z.literal('UP'),
              pid: z.number().int(),
              uptimeSeconds: z.number().int(),
            }),
          ),
        },
      },
    },
    async () => ok(await checkHealth(deps.db)),
  );

  // Operation log.
  app.get(
    '/monitor/operlog/list',
    {
      config: { permission: 'monitor:operlog:list' },
      schema: {
        tags,
        summary: 'Operation log, newest first',
        querystring: pageQuery.extend({
          title: optionalText(),
          operName: optionalText(),
          businessType: optionalText(20),
          operIp: optionalText(64),
          status: statusParam,
          ...timeRange,
        }),
        response: { 200: pageEnvelope(operLogSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listOperLogs(deps.db, request.query, request.lang);
      return page(rows, total);
    },
  );

  app.get(
    '/monitor/operlog/:id',
    {
      config: { permission: 'monitor:operlog:query' },
      schema: {
        tags,
        summary: 'One operation-log entry with its parameters',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(operLogDetailSchema) },
      },
    },
    async (request) => ok(await getOperLog(deps.db, request.params.id, request.lang)),
  );

  app.post(
    '/monitor/operlog/remove',
    {
      config: {
        permission: 'monitor:operlog:remove',
        log: { title: 'Operation log', businessType: 'DELETE' },
      },
      schema: {
        tags,
        summary: 'Delete operation-log entries',
        querystring: z.object({ ids: idList }),
        response: { 200: countEnvelope },
      },
    },
    async (request) => ok({ removed: await removeOperLogs(deps.db, request.query.ids) }),
  );

  app.post(
    '/monitor/operlog/clean',
    {
      config: {
        permission: 'monitor:operlog:remove',
        log: { title: 'Operation log', businessType: 'CLEAN' },
      },
      schema: { tags, summary: 'Empty the operation log', response: { 200: emptyEnvelope } },
    },
    async () => {
      await cleanOperLogs(deps.db);
      return ok(null);
    },
  );

  // Login log.
  app.get(
    '/monitor/logininfor/list',
    {
      config: { permission: 'monitor:logininfor:list' },
      schema: {
        tags,
        summary: 'Sign-in attempts, newest first',
        querystring: pageQuery.extend({
          userName: optionalText(),
          ipaddr: optionalText(64),
          status: statusParam,
          ...timeRange,
        }),
        response: { 200: pageEnvelope(loginLogSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listLoginLogs(deps.db, request.query);
      return page(rows, total);
    },
  );

  app.post(
    '/monitor/logininfor/remove',
    {
      config: {
        permission: 'monitor:logininfor:remove',
        log: { title: 'Login log', businessType: 'DELETE' },
      },
      schema: {
        tags,
        summary: 'Delete login-log entries',
        querystring: z.object({ ids: idList }),
        response: { 200: countEnvelope },
      },
    },
    async (request) => ok({ removed: await removeLoginLogs(deps.db, request.query.ids) }),
  );

  app.post(
    '/monitor/logininfor/clean',
    {
      config: { permission: 'monitor:logininfor:remove', log: { title: 'Login log', businessType: 'CLEAN' } },
      schema: { tags, summary: 'Empty the login log', response: { 200: emptyEnvelope } },
    },
    async () => {
      await cleanLoginLogs(deps.db);
      return ok(null);
    },
  );

  app.post(
    '/monitor/logininfor/unlock',
    {
      config: {
        permission: 'monitor:logininfor:unlock',
        log: { title: 'Login log', businessType: 'UNLOCK' },
      },
      schema: {
        tags,
        summary: 'Lift the wrong-password lock of a user',
        querystring: z.object({ userName: z.string().trim().min(1).max(64) }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await unlockUser(deps.db, request.query.userName);
      return ok(null);
    },
  );

  // Request log.
  app.get(
    '/monitor/requestlog/list',
    {
      config: { permission: 'monitor:requestlog:list' },
      schema: {
        tags,
        summary: 'API calls, newest first (written in batches every 2 s)',
        querystring: pageQuery.extend({
          url: optionalText(200),
          method: z
            .enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', ''])
            .optional()
            .transform((v) => v || undefined),
          statusCode: z.coerce.number().int().min(100).max(599).optional(),
          userName: optionalText(),
          ip: optionalText(64),
          minCostMs: z.coerce.number().int().min(0).max(MAX_INT4).optional(),
          ...timeRange,
        }),
        response: { 200: pageEnvelope(requestLogSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listRequestLogs(deps.db, request.query);
      return page(rows, total);
    },
  );

  // Online users.
  app.get(
    '/monitor/online/list',
    {
      config: { permission: 'monitor:online:list' },
      schema: {
        tags,
        summary: 'Sessions that have not expired',
        querystring: pageQuery.extend({ userName: optionalText(), ipaddr: optionalText(64) }),
        response: { 200: pageEnvelope(onlineUserSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listOnlineUsers(deps.db, request.query);
      return page(rows, total);
    },
  );

  app.post(
    '/monitor/online/forceLogout',
    {
      config: {
        permission: 'monitor:online:forceLogout',
        log: { title: 'Online users', businessType: 'FORCE' },
      },
      schema: {
        tags,
        summary: 'End a session at once; its next call answers HTTP 401',
        querystring: z.object({
          tokenId: z
            .string()
            .trim()
            .regex(/^[0-9a-f]{16}$/, 'common.invalidFormat'),
        }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await forceLogout(deps.db, request.query.tokenId);
      return ok(null);
    },
  );
};
