import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { envelope, ok } from '../../../platform/envelope';
import { listSettings, settingOptions } from './list-settings';
import { saveSetting } from './save-setting';
import {
  saveBody,
  savedSetting,
  settingList,
  settingOptions as settingOptionsSchema,
  testWebhookBody,
  testWebhookResult,
} from './schemas';
import { testWebhook } from './test-webhook';

const tags = ['message-setting'];
const log = { title: 'Message setting' };

/**
 * Message settings: per message_type value, who else receives its system messages and which channels
 * (e-mail, webhook) carry its messages besides the inbox. docs/api.md, "Message settings and channels",
 * says how a webhook receiver checks the signature.
 */
export const messageSettingRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.get(
    '/message/setting/list',
    {
      config: { permission: 'system:messageSetting:list' },
      schema: {
        tags,
        summary:
          'Every message type (message_type dictionary) with its setting or the defaults; emailAvailable says whether the server can send mail',
        response: { 200: envelope(settingList) },
      },
    },
    async () => ok(await listSettings(db, config)),
  );

  app.get(
    '/message/setting/options',
    {
      config: { permission: 'system:messageSetting:edit' },
      schema: {
        tags,
        summary: 'The enabled roles and users the recipients pickers offer',
        response: { 200: envelope(settingOptionsSchema) },
      },
    },
    async () => ok(await settingOptions(db)),
  );

  app.post(
    '/message/setting/save',
    {
      config: {
        permission: 'system:messageSetting:edit',
        log: { ...log, businessType: 'UPDATE' },
        sensitive: true,
      },
      schema: {
        tags,
        summary:
          'Save one type\u2019s setting (recipients, e-mail, webhook). A new webhook secret (generateSecret, or a webhook switched on without one) is answered this once',
        body: saveBody,
        response: { 200: envelope(savedSetting) },
      },
    },
    async (request, reply) => {
      // The answer may carry a secret shown once: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok(await saveSetting(db, config, callerOf(request), request.body));
    },
  );

  app.post(
    '/message/setting/testWebhook',
    {
      config: { permission: 'system:messageSetting:edit', log: { ...log, businessType: 'OTHER' } },
      schema: {
        tags,
        summary:
          'Post a signed test payload (event message.test) to the given or stored URL now and answer its HTTP status; no answer is an error saying why',
        body: testWebhookBody,
        response: { 200: envelope(testWebhookResult) },
      },
    },
    async (request) => ok(await testWebhook(db, config, callerOf(request), request.body)),
  );
};
