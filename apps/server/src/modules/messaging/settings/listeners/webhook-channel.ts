import { openSecret, secretKeyOf } from '../../../../platform/encryption';
import { defineListener } from '../../../../platform/jobs';
import { postWebhook, type WebhookPayload } from '../channels/webhook';
import { recipientsWithContacts, sentMessage, settingOf } from '../repository';

/**
 * A message was sent: when its type's webhook is on, the message is posted, signed, to the webhook URL.
 * A non-2xx answer or no answer throws, so the delivery is retried with backoff (30 s doubling, 8 times:
 * about two hours) while the message itself and the other channels are already done; each channel is a
 * listener of its own for that reason. A receiver may get a call twice (at least once): the payload's
 * id tells them apart.
 */
export const webhookChannel = defineListener({
  name: 'message.channel-webhook',
  on: ['message.sent'],
  // The call to the outside world must not hold a transaction (see outsideTransaction).
  outsideTransaction: true,
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryBackoff: true,
  async run(ctx, event) {
    const setting = await settingOf(ctx.tx, event.payload.type);
    if (!setting?.webhookEnabled || !setting.webhookUrl || !setting.webhookSecret) return;
    const message = await sentMessage(ctx.tx, event.payload.messageId);
    if (!message) return;
    const recipients = await recipientsWithContacts(ctx.tx, message.id);
    const payload: WebhookPayload = {
      event: 'message.sent',
      id: String(message.id),
      type: message.type,
      title: message.title,
      body: message.body,
      sendTime: message.sendTime?.toISOString() ?? null,
      sender: { id: String(message.senderId), userName: message.senderName },
      recipients: recipients.map((r) => ({ id: String(r.id), userName: r.userName })),
    };
    const secret = openSecret(setting.webhookSecret, secretKeyOf(ctx.config));
    const answer = await postWebhook({ url: setting.webhookUrl, secret, payload });
    if (!answer.ok) throw new Error(`webhook ${setting.webhookUrl} answered HTTP ${answer.status}`);
    ctx.log.info({ messageId: message.id, status: answer.status }, 'message posted to webhook');
  },
});
