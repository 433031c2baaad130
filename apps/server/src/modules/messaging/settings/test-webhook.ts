import { webhookUrlProblem } from '@tms/domain';
import type { AppConfig } from '../../../config';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { openSecret, secretKeyOf } from '../../../platform/encryption';
import { AppError } from '../../../platform/errors';
import { messageTypes } from '../message/repository';
import { postWebhook, WEBHOOK_TIMEOUT_MS, WebhookCallError, type WebhookPayload } from './channels/webhook';
import { settingOf } from './repository';

/**
 * POST /message/setting/testWebhook: posts a signed test payload (event 'message.test') now, to the
 * given URL or the stored one, with the type's stored secret, and answers the HTTP status. No answer at
 * all (refused, unknown host, timeout) is a translated error saying why.
 */
export async function testWebhook(
  db: DbOrTx,
  config: Pick<AppConfig, 'dataDir' | 'secretKey'>,
  caller: AuthContext,
  input: { type: string; webhookUrl: string | null },
) {
  if (!(await messageTypes(db)).includes(input.type))
    throw AppError.invalid('message.unknownType', { value: input.type });
  const setting = await settingOf(db, input.type);
  const url = input.webhookUrl ?? setting?.webhookUrl ?? null;
  if (!url) throw AppError.invalid('messageSetting.webhookUrlRequired');
  const problem = webhookUrlProblem({ enabled: true, url });
  if (problem) throw AppError.invalid(problem.key, 'params' in problem ? problem.params : undefined);
  if (!setting?.webhookSecret) throw AppError.invalid('messageSetting.noWebhookSecret');
  const now = new Date();
  const payload: WebhookPayload = {
    event: 'message.test',
    id: '0',
    type: input.type,
    title: 'TMS webhook test',
    body: '<p>TMS webhook test</p>',
    sendTime: now.toISOString(),
    sender: { id: String(caller.userId), userName: caller.userName },
    recipients: [],
  };
  try {
    return await postWebhook({
      url,
      secret: openSecret(setting.webhookSecret, secretKeyOf(config)),
      payload,
      now,
    });
  } catch (err) {
    if (!(err instanceof WebhookCallError)) throw err;
    if (err.failure.kind === 'timeout')
      throw AppError.invalid('messageSetting.webhookTimeout', { seconds: WEBHOOK_TIMEOUT_MS / 1000 });
    throw AppError.invalid('messageSetting.webhookUnreachable', { reason: err.failure.reason });
  }
}
