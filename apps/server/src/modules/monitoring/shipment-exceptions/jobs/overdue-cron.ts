import { defineCron } from '../../../../platform/jobs';
import { detectOverdue, pushExceptions } from '../detect-exceptions';

/**
 * Being overdue can only be seen on the clock: every five minutes the shipments in transit are checked
 * against their planned finish. One instance runs each tick; each shipment is found overdue once.
 */
export const overdueFinishCron = defineCron({
  name: 'monitor-overdue-finish-check',
  cron: '*/5 * * * *',
  async run(ctx) {
    const written = await detectOverdue(ctx.db, new Date());
    if (written.length > 0) ctx.log.info({ written: written.length }, 'overdue shipments found');
    await pushExceptions(ctx.db, ctx.push, written);
  },
});
