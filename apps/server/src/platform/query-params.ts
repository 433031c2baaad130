import { isCalendarDay, parseDispatchTime } from '@tms/domain';
import { z } from 'zod';

/**
 * Database ids are bigint columns read as JS numbers: positive safe integers. Text that may be such an
 * id (a path segment read either as a uuid or as a user id) goes through numericId, never a bare Number().
 */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** A whole number stored in an integer (int4) column: a larger one would fail in SQL. */
export const MAX_INT4 = 2_147_483_647;

/** The id as a number when the text is one that fits the id columns, else null. */
export function numericId(text: string): number | null {
  if (!/^\d{1,16}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** A positive id (path parameter, query or body; numbers as text are read too). */
export const idNumber = z.coerce.number().int().positive().max(MAX_ID);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/**
 * 'YYYY-MM-DD' naming a real day. A pattern alone lets 2024-13-45 through, which then fails in SQL or in
 * Date#toISOString as a 500.
 */
export const calendarDay = (message = 'common.invalidFormat') =>
  z.string().trim().regex(DAY, message).refine(isCalendarDay, message);

/** 'YYYY-MM-DD HH:mm[:ss]' (or with a 'T') naming a real day and a real time of day. */
export const wallClockText = (message = 'common.invalidFormat') =>
  z
    .string()
    .trim()
    .regex(WALL_CLOCK, message)
    .refine((v) => parseDispatchTime(v) !== null, message);

/**
 * A real day, or a date-time JavaScript reads within years 1000-9999 (what every timestamp column holds):
 * '2024-13-45' or a year 200000 would otherwise fail in SQL.
 */
export function isTimeBound(value: string): boolean {
  if (DAY.test(value)) return isCalendarDay(value);
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return false;
  const year = new Date(ms).getUTCFullYear();
  return year >= 1000 && year <= 9999;
}

/** A day or a day and time, both real ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]'). */
export const dayOrWallClock = (message = 'common.invalidFormat') =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/, message)
    .refine((v) => (DAY.test(v) ? isCalendarDay(v) : parseDispatchTime(v) !== null), message);

/** `ids=1,2,3` (RuoYi remove calls): a non-empty list of positive integers. */
export const idList = z
  .string()
  .trim()
  .min(1)
  .transform((value) => value.split(',').map((part) => Number(part.trim())))
  .pipe(z.array(z.number().int().positive('common.invalidNumber')).min(1));

/** `ids=a,b` for text keys (uuids): a non-empty list of non-empty strings. */
export const textList = z
  .string()
  .trim()
  .min(1)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).min(1));

/** RuoYi status: '0' normal, '1' disabled. */
export const statusField = z.enum(['0', '1']);

/** Optional text filters: an empty string means "no filter". */
export const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
