import { type AppConfig, loadConfig } from '../../../../config';
import { defineCron } from '../../../../platform/jobs';
import { maintainPartitions } from '../partitions';

/**
 * Keeps telemetry_reading's day partitions: the coming days' made ahead, those past the retention
 * (TMS_TELEMETRY_RETENTION_DAYS, 400 by default) dropped. Hourly, so a fresh instance catches up within
 * the hour; readings never wait for it (a day without its partition lands in the default one).
 */
export const readingPartitionsCron = defineCron({
  name: 'telemetry-reading-partitions',
  cron: '7 * * * *',
  async run(ctx) {
    const config = ctx.config as Partial<AppConfig>;
    const retentionDays = config.telemetryRetentionDays ?? loadConfig().telemetryRetentionDays;
    const { created, dropped } = await maintainPartitions(ctx.database.sql, {
      now: Date.now(),
      retentionDays,
    });
    if (created.length > 0 || dropped.length > 0)
      ctx.log.info({ created, dropped }, 'telemetry partitions kept');
  },
});
