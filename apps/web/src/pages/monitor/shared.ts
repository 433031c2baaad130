import dayjs from 'dayjs';
import { getDateTimeContext } from '../../core/datetime';
import { getPage } from '../../core/request';

/** What ProTable hands a request function: its paging plus the search form's values. */
export type TableParams = { current?: number; pageSize?: number } & Record<string, unknown>;

/**
 * One page of a monitor list: ProTable's current/pageSize become pageNum/pageSize; empty filters
 * are dropped by the request layer.
 */
export async function fetchPage<T>(url: string, params: TableParams) {
  const { current, pageSize, ...filters } = params;
  const { data, total } = await getPage<T>(url, { ...filters, pageNum: current, pageSize });
  return { data, total, success: true };
}

/**
 * A date-time range from the search form (wall time in the user's zone) as ISO instants for
 * beginTime/endTime, so the server reads them the same whatever its own zone is.
 */
export function timeRangeParams(value: unknown): { beginTime?: string; endTime?: string } {
  if (!Array.isArray(value) || value.length !== 2) return {};
  const zone = getDateTimeContext().timeZone;
  const iso = (v: unknown) => {
    if (v === null || v === undefined || v === '') return undefined;
    const text = dayjs.isDayjs(v) ? v.format('YYYY-MM-DD HH:mm:ss') : String(v);
    const at = dayjs.tz(text, zone);
    return at.isValid() ? at.toISOString() : undefined;
  };
  return { beginTime: iso(value[0]), endTime: iso(value[1]) };
}

/** Operation types the server's routes give their log entries (config.log.businessType). */
export const BUSINESS_TYPES = [
  'INSERT',
  'UPDATE',
  'DELETE',
  'GRANT',
  'EXPORT',
  'IMPORT',
  'FORCE',
  'CLEAN',
  'UNLOCK',
  'REVEAL',
  'OTHER',
] as const;

/** Success / failure of a logged call or sign-in (status 0 / 1), with its badge. */
export function outcomeEnum(t: (key: string) => string) {
  return {
    0: { text: t('monitor.status.success'), status: 'Success' },
    1: { text: t('monitor.status.fail'), status: 'Error' },
  };
}
