import { operLogTitleKey, SYSTEM_MESSAGE_TYPES } from '@tms/domain';
import { defineListener } from '../../../../platform/jobs';
import { sendSystemMessage } from '../send-system-message';

/**
 * A spreadsheet import's report stays in the importer's inbox: what was imported, or which rows were
 * wrong, readable after the dialog that showed it is gone.
 */
export const messageImportFinished = defineListener({
  name: 'message.import-finished',
  on: ['import.finished'],
  async run(ctx, event) {
    const { userId, route, title, ok, result, time } = event.payload;
    const titleKey = operLogTitleKey(route);
    await sendSystemMessage(ctx.tx, {
      type: SYSTEM_MESSAGE_TYPES.import,
      kind: ok ? 'systemMessage.import.succeeded' : 'systemMessage.import.failed',
      params: { module: titleKey ? { key: titleKey } : title, result, time: { time } },
      link: null,
      userIds: [userId],
    });
  },
});
