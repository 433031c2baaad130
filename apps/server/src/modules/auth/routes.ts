import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/plugin';
import type { Deps } from '../../platform/deps';
import { emptyEnvelope, envelope, ok } from '../../platform/envelope';
import { clientInfo } from './client-info';
import { login } from './login';
import { logout } from './logout';

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/auth/login/slide',
    {
      config: { public: true, repeatGuard: false, log: false },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with user name, password and a passed slide-captcha verification',
        body: z.object({
          username: z.string().trim().min(1).max(64),
          password: z.string().min(1).max(64),
          captchaVerification: z.string().max(200).optional(),
        }),
        response: { 200: envelope(z.object({ token: z.string() }).nullable()) },
      },
    },
    async (request) =>
      ok(await login(deps, { ...request.body, client: clientInfo(request), lang: request.lang })),
  );

  app.post(
    '/auth/logout',
    {
      config: { log: false, repeatGuard: false },
      schema: { tags: ['auth'], response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await logout(deps.db, callerOf(request).tokenHash);
      return ok(null);
    },
  );
};
