import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Whole days are read in the product's home zone, as the screens show them. */
const HOME_ZONE = 'Asia/Shanghai';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** beginTime/endTime filters (RuoYi params): both ends inclusive; a date means the whole day. */
export function timeRange(column: AnyPgColumn, begin?: string, end?: string): SQL[] {
  const out: SQL[] = [];
  if (begin) {
    out.push(
      DATE_ONLY.test(begin)
        ? sql`${column} >= (${begin}::date)::timestamp at time zone ${HOME_ZONE}`
        : sql`${column} >= ${new Date(begin).toISOString()}::timestamptz`,
    );
  }
  if (end) {
    out.push(
      DATE_ONLY.test(end)
        ? sql`${column} < ((${end}::date + 1)::timestamp at time zone ${HOME_ZONE})`
        : sql`${column} <= ${new Date(end).toISOString()}::timestamptz`,
    );
  }
  return out;
}
