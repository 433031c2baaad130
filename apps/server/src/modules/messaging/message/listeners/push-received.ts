import { defineListener } from '../../../../platform/jobs';
import { presentRecipientIds } from '../repository';

/**
 * A message was sent: each recipient's open tabs refresh their message badge at once instead of
 * waiting for the next poll. Pushing twice (a repeated delivery) only refreshes twice.
 */
export const pushMessageReceived = defineListener({
  name: 'message.push-received',
  on: ['message.sent'],
  async run(ctx, event) {
    const { messageId, type } = event.payload;
    const userIds = await presentRecipientIds(ctx.tx, messageId);
    await ctx.push.toUsers(userIds, { type: 'message.received', data: { id: String(messageId), type } });
  },
});
