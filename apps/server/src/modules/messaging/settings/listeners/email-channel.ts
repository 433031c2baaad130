import { DEFAULT_SMTP_FROM } from '../../../../config';
import { defineListener } from '../../../../platform/jobs';
import { htmlToPlainText, mailTransport } from '../channels/mail';
import { recipientsWithContacts, sentMessage, settingOf } from '../repository';

/**
 * A message was sent: when its type's e-mail channel is on and the server has SMTP_URL, one mail goes
 * to every enabled recipient with an e-mail address, as blind copies (recipients do not see each
 * other's addresses). Subject is the title; the stored body, sanitized when it was saved, is the HTML
 * part, with a plain-text alternative. A failed send throws and is retried (1 min doubling, 5 times).
 */
export const emailChannel = defineListener({
  name: 'message.channel-email',
  on: ['message.sent'],
  // The call to the outside world must not hold a transaction (see outsideTransaction).
  outsideTransaction: true,
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  async run(ctx, event) {
    const { smtpUrl } = ctx.config;
    if (!smtpUrl) return;
    const setting = await settingOf(ctx.tx, event.payload.type);
    if (!setting?.emailEnabled) return;
    const message = await sentMessage(ctx.tx, event.payload.messageId);
    if (!message) return;
    const addresses = [
      ...new Set(
        (await recipientsWithContacts(ctx.tx, message.id)).flatMap((r) =>
          r.enabled && r.email?.trim() ? [r.email.trim()] : [],
        ),
      ),
    ];
    if (addresses.length === 0) return;
    await (await mailTransport(smtpUrl)).sendMail({
      from: ctx.config.smtpFrom ?? DEFAULT_SMTP_FROM,
      bcc: addresses,
      subject: message.title,
      html: message.body,
      text: htmlToPlainText(message.body),
    });
    ctx.log.info({ messageId: message.id, recipients: addresses.length }, 'message mailed');
  },
});
