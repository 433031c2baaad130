import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Pure rules of the data screen: the day it shows, how rates read, which rows and alerts it keeps. */

/** Today in the viewer's time zone, as the dashboard's day range (both ends the same day). */
export function todayRange(now: number, timeZone: string): { beginDate: string; endDate: string } {
  const day = dayjs(now).tz(timeZone).format('YYYY-MM-DD');
  return { beginDate: day, endDate: day };
}

/** A 0..1 rate as a percent with one decimal; '-' when there was nothing to divide by. */
export function percentText(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '-';
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

/** An alert as the ticker shows it: from the alert list or from a push. */
export type TickerAlert = {
  id: number;
  shipmentCode: string | null;
  alertType: string;
  level: string;
  alertContent: string | null;
  startTime: string;
};

/** All open alerts, summed over their types. */
export const openAlertTotal = (byType: readonly { count: number }[]): number =>
  byType.reduce((sum, row) => sum + row.count, 0);

/**
 * The window of `size` alerts the ticker shows at tick `tick`: it steps through the list one alert per
 * tick and wraps around; a list that fits is shown whole and still.
 */
export function tickerWindow<T>(list: readonly T[], size: number, tick: number): T[] {
  if (list.length <= size) return list.slice();
  const start = ((tick % list.length) + list.length) % list.length;
  return Array.from({ length: size }, (_, i) => list[(start + i) % list.length] as T);
}
