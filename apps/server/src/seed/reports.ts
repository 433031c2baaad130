import { refreshRollups } from '../modules/analytics';
import type { Db } from '../platform/db';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The report roll-ups over the demo's days (a month back to a week ahead), as the refresh cron would
 * leave them: without this the dashboard of a fresh install is empty until the cron's first run.
 */
export async function seedReports(tx: Db): Promise<void> {
  const now = Date.now();
  await refreshRollups(tx, { beginDate: isoDay(now - 30 * DAY_MS), endDate: isoDay(now + 7 * DAY_MS) });
}
