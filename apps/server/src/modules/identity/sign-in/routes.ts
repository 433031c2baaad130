import { MOBILE_PATTERN, SMS_CODE_PATTERN } from '@tms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { emptyEnvelope, envelope, ok } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { checkCaptcha } from './captcha-check';
import { isCaptchaEnabled } from './captcha-enabled';
import { getCaptcha } from './captcha-get';
import { clientInfo } from './client-info';
import { login } from './login';
import { loginBySms } from './login-sms';
import { logout } from './logout';
import { sendSms } from './send-sms';

/** Per-IP budgets for the public calls that cost work or reach outside. */
const byIp = (max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (request: { ip: string }) => `ip:${request.ip}`,
});

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

  app.get(
    '/auth/captcha/captchaImage',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Whether sign-in needs the slide captcha',
        response: { 200: envelope(z.object({ captchaEnabled: z.boolean() })) },
      },
    },
    async () => ok({ captchaEnabled: await isCaptchaEnabled(deps) }),
  );

  app.post(
    '/auth/captcha/get',
    {
      config: { public: true, repeatGuard: false, log: false, rateLimit: byIp(30) },
      schema: {
        tags: ['auth'],
        summary: 'A new slide puzzle (valid 2 minutes, one try); at most 30 per minute per IP',
        response: {
          200: envelope(
            z.object({
              token: z.string(),
              backgroundImage: z.string().describe('data:image/png;base64,...'),
              pieceImage: z.string().describe('data:image/png;base64,... transparent around the piece'),
              pieceY: z.number().int(),
              width: z.number().int(),
              height: z.number().int(),
            }),
          ),
        },
      },
    },
    async () => ok(await getCaptcha(deps.db)),
  );

  app.post(
    '/auth/captcha/check',
    {
      config: { public: true, repeatGuard: false, log: false },
      schema: {
        tags: ['auth'],
        summary: 'Drop the piece at x; a hit answers a one-time captchaVerification for sign-in',
        body: z.object({ token: z.string().min(1).max(200), x: z.number().min(0).max(10_000) }),
        response: { 200: envelope(z.object({ captchaVerification: z.string() }).nullable()) },
      },
    },
    async (request) => ok(await checkCaptcha(deps.db, request.body)),
  );

  app.post(
    '/account/sms',
    {
      config: { public: true, repeatGuard: false, log: false, rateLimit: byIp(5) },
      schema: {
        tags: ['auth'],
        summary:
          "Send a sign-in code by SMS through the 'sms' integration setting (URL, method, headers, body " +
          'template with {mobile} {code}); one per mobile per 60 s; without a gateway, an error',
        body: z.object({ mobile: z.string().trim().regex(MOBILE_PATTERN, 'common.invalidMobile') }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await sendSms(deps, { mobile: request.body.mobile, lang: request.lang });
      return ok(null, t(request.lang, 'auth.smsSent'));
    },
  );

  app.post(
    '/auth/login/sms',
    {
      config: { public: true, repeatGuard: false, log: false, rateLimit: byIp(30) },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with a mobile number and the code /account/sms sent to it (valid 5 minutes, one use, ' +
          '5 wrong tries at most)',
        body: z.object({
          mobile: z.string().trim().regex(MOBILE_PATTERN, 'common.invalidMobile'),
          code: z.string().trim().regex(SMS_CODE_PATTERN, 'auth.smsCodeFormat'),
        }),
        response: { 200: envelope(z.object({ token: z.string() })) },
      },
    },
    async (request) =>
      ok(await loginBySms(deps, { ...request.body, client: clientInfo(request), lang: request.lang })),
  );
};
