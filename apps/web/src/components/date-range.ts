import { DATE_FORMAT } from '@tms/domain';
import dayjs, { type Dayjs } from 'dayjs';

export type DateRangeValue = [string, string];

/** The last `days` days up to today, as YYYY-MM-DD strings (the insert dialog's default is 3). */
export function lastDays(days: number, today: Dayjs = dayjs()): DateRangeValue {
  return [today.subtract(days, 'day').format(DATE_FORMAT), today.format(DATE_FORMAT)];
}

/**
 * While a range is being picked, dates further than `maxSpanDays` from the first picked date
 * (either side) are disabled.
 */
export function outsideSpan(
  current: Dayjs,
  firstPicked: Dayjs | null | undefined,
  maxSpanDays: number,
): boolean {
  if (!firstPicked) return false;
  return Math.abs(current.startOf('day').diff(firstPicked.startOf('day'), 'day')) > maxSpanDays;
}

export function toDayjsRange(value: readonly [string, string] | null | undefined): [Dayjs, Dayjs] | null {
  if (!value?.[0] || !value[1]) return null;
  const start = dayjs(value[0], DATE_FORMAT);
  const end = dayjs(value[1], DATE_FORMAT);
  return start.isValid() && end.isValid() ? [start, end] : null;
}

export function fromDayjsRange(range: readonly [Dayjs | null, Dayjs | null] | null): DateRangeValue | null {
  if (!range?.[0] || !range[1]) return null;
  return [range[0].format(DATE_FORMAT), range[1].format(DATE_FORMAT)];
}
