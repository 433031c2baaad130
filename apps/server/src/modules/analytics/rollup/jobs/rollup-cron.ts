import { defineCron } from '../../../../platform/jobs';
import { refreshRollups } from '../refresh-rollups';

const DAY_MS = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The report roll-ups follow the shipments as they move: every fifteen minutes the days around now
 * (yesterday, today and tomorrow, wide enough for any zone's wall clock) are rebuilt; older days
 * change rarely and are refreshed on demand (POST /report/rollup/refresh). One instance runs each tick.
 */
export const reportRollupCron = defineCron({
  name: 'report-rollup-refresh',
  cron: '*/15 * * * *',
  async run(ctx) {
    const now = Date.now();
    const written = await refreshRollups(ctx.db, {
      beginDate: dayOf(now - DAY_MS),
      endDate: dayOf(now + DAY_MS),
    });
    ctx.log.info(written, 'report roll-ups refreshed');
  },
});
