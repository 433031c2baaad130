import { authClientSchema, createdAuthClientSchema, issuedSecretSchema } from '@tms/contract';
import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok, page, pageEnvelope, pageQuery } from '../../../platform/envelope';
import { idList, optionalText, statusField } from '../../../platform/query-params';
import { clientInfo } from '../../identity';
import { exchangeAccessCode } from './exchange-access-code';
import { issueAccessCode } from './issue-access-code';
import { listAuthClients } from './list-auth-clients';
import { removeAuthClients } from './remove-auth-clients';
import { createAuthClient, resetAuthClientSecret, updateAuthClient } from './save-auth-client';

const body = z.object({
  id: z.coerce.number().int().min(0).optional(),
  clientId: z.string().trim().min(1).max(64).regex(CODE_PATTERN, 'common.invalidCode'),
  clientName: z.string().trim().min(1).max(60),
  portalUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https?:\/\/|\/)\S*$/, 'common.invalidFormat')
    .nullish()
    .or(z.literal('')),
  status: statusField.default('0'),
  remark: z.string().max(REMARK_MAX).nullish(),
});

/** Per-IP budget for the public SSO calls. */
const byIp = { max: 30, timeWindow: 60_000, keyGenerator: (request: { ip: string }) => `sso:${request.ip}` };
const tags = ['system-auth-client'];
const log = { title: 'Auth client' };

export const systemAuthClientRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/system/sysAuthClient/list',
    {
      config: { permission: 'system:authClient:list' },
      schema: {
        tags,
        summary: 'Single sign-on clients (paged); secrets are never listed',
        querystring: pageQuery.extend({
          clientId: optionalText(64),
          clientName: optionalText(60),
          status: statusField.optional(),
        }),
        response: { 200: pageEnvelope(authClientSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listAuthClients(db, request.query);
      return page(rows, total);
    },
  );

  app.post(
    '/system/sysAuthClient/save',
    {
      config: { permission: 'system:authClient:add', log: { ...log, businessType: 'INSERT' } },
      schema: {
        tags,
        summary: 'Create a client; the answer carries its secret, shown this once (id > 0 updates instead)',
        body,
        response: { 200: envelope(createdAuthClientSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = request.body;
      if (id && id > 0) {
        await updateAuthClient(db, caller, { ...request.body, id });
        return ok({ id, clientId: request.body.clientId, clientSecret: null });
      }
      return ok(await createAuthClient(db, caller, request.body));
    },
  );

  app.post(
    '/system/sysAuthClient/update',
    {
      config: { permission: 'system:authClient:edit', log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Change a client (not its secret)',
        body: body.extend({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (request) => ok({ id: await updateAuthClient(db, callerOf(request), request.body) }),
  );

  app.post(
    '/system/sysAuthClient/resetSecret/:id',
    {
      config: { permission: 'system:authClient:edit', log: { ...log, businessType: 'UPDATE' } },
      schema: {
        tags,
        summary: 'Replace the secret; the new one is answered this once',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(issuedSecretSchema) },
      },
    },
    async (request) => ok(await resetAuthClientSecret(db, callerOf(request), request.params.id)),
  );

  app.post(
    '/system/sysAuthClient/remove',
    {
      config: { permission: 'system:authClient:remove', log: { ...log, businessType: 'DELETE' } },
      schema: {
        tags,
        summary: 'Remove clients and their outstanding codes',
        querystring: z.object({ ids: idList }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await removeAuthClients(db, request.query.ids);
      return ok(null);
    },
  );

  app.post(
    '/auth/accessCode',
    {
      config: { public: true, repeatGuard: false, log: false, rateLimit: byIp },
      schema: {
        tags,
        summary:
          'SSO portal: a one-time access code for a user (valid 5 minutes), given the client credentials',
        body: z.object({
          clientId: z.string().trim().min(1).max(64),
          clientSecret: z.string().min(1).max(200),
          userName: z.string().trim().min(1).max(64),
        }),
        response: { 200: envelope(z.object({ code: z.string(), expiresIn: z.number() })) },
      },
    },
    async (request) => ok(await issueAccessCode(db, request.body)),
  );

  app.post(
    '/auth/getToken',
    {
      config: { public: true, repeatGuard: false, log: false, rateLimit: byIp },
      schema: {
        tags,
        summary: 'Exchange a one-time access code for a session token, like a sign-in',
        body: z.object({ code: z.string().trim().min(1).max(200) }),
        response: { 200: envelope(z.object({ token: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await exchangeAccessCode(db, {
          code: request.body.code,
          client: clientInfo(request),
          lang: request.lang,
        }),
      ),
  );
};
