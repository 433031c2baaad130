import { defineCron } from '../../../../platform/jobs';
import { checkGpsLossNow } from '../gps-loss-check';

/**
 * GPS loss can only be seen on the clock: every minute the shipments in transit are checked for
 * vehicles silent longer than their rule allows. One instance runs each tick.
 */
export const gpsLossCron = defineCron({
  name: 'monitor-gps-loss-check',
  cron: '* * * * *',
  async run(ctx) {
    await checkGpsLossNow(ctx, Date.now());
  },
});
