import { defineListener } from '../../../../platform/jobs';

/**
 * A download-center task reached FINISH or FAIL: the owner's open tabs refresh their task list at once
 * (the download center's badge and drawer) instead of polling for it.
 */
export const pushTaskFinished = defineListener({
  name: 'report-task.push-finished',
  on: ['report.task.finished'],
  async run(ctx, event) {
    const { taskId, userId, status } = event.payload;
    await ctx.push.toUsers([userId], { type: 'report.task.finished', data: { id: taskId, status } });
  },
});
