import { SYSTEM_MESSAGE_TYPES } from '@tms/domain';
import { defineListener } from '../../../../platform/jobs';
import { reportTaskOf } from '../repository';
import { sendSystemMessage } from '../send-system-message';

/** A download-center export that finished or failed is told to whoever asked for it. */
export const messageExportFinished = defineListener({
  name: 'message.export-finished',
  on: ['report.task.finished'],
  async run(ctx, event) {
    const { taskId, status } = event.payload;
    const task = await reportTaskOf(ctx.tx, taskId);
    if (!task) return;
    await sendSystemMessage(ctx.tx, {
      type: SYSTEM_MESSAGE_TYPES.export,
      kind: status === 'FINISH' ? 'systemMessage.export.finished' : 'systemMessage.export.failed',
      params: { taskId: String(taskId), name: task.name, reason: task.remark ?? '' },
      link: null,
      userIds: [task.userId],
    });
  },
});
