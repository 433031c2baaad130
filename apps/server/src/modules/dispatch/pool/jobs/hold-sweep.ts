import { defineCron } from '../../../../platform/jobs';
import { expireStaleHolds } from '../holds';

/**
 * Stale holds expire on read (every pool call expires its center's first); this cron also sweeps every
 * center every five minutes, so holds do not linger in centers nobody opens. It runs once per tick
 * across all instances; the sweep skips locked rows, so it never waits on a dispatcher's call.
 */
export const holdSweep = defineCron({
  name: 'order-pool-hold-sweep',
  cron: '*/5 * * * *',
  async run(ctx) {
    const expired = await expireStaleHolds(ctx.db);
    if (expired > 0) ctx.log.info({ expired }, 'stale order pool holds expired');
  },
});
