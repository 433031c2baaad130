import { DATE_FORMAT, DATE_TIME_FORMAT } from '@tms/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The user's display preferences (from GET /system/user/info): time zone and date style. */
export type DateTimeContext = { timeZone: string; dateStyle: string };

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
const defaults: DateTimeContext = { timeZone: DEFAULT_TIME_ZONE, dateStyle: DATE_TIME_FORMAT };
let context: DateTimeContext = defaults;

/** Set once the user is known (startup) and cleared on logout. */
export function setDateTimeContext(next: Partial<DateTimeContext> | null): void {
  context = {
    timeZone: next?.timeZone || defaults.timeZone,
    dateStyle: next?.dateStyle || defaults.dateStyle,
  };
}

export function getDateTimeContext(): DateTimeContext {
  return context;
}

// Checking a zone builds an Intl.DateTimeFormat, costly enough to show in a list's render (one per time
// cell): each zone is checked once.
const checkedZones = new Map<string, string>();

function validZone(zone: string): string {
  const known = checkedZones.get(zone);
  if (known) return known;
  let valid = DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    valid = zone;
  } catch {
    // an unknown zone: the default one
  }
  checkedZones.set(zone, valid);
  return valid;
}

type Value = string | number | Date | dayjs.Dayjs | null | undefined;

/**
 * An instant in the user's zone. Strings with a zone (ISO with Z or an offset), numbers and dates are
 * instants; a zone-less string ('2024-05-01 08:00:00') is read as wall time in the user's zone.
 */
function toZoned(value: Value, zone: string): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && !/(z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) {
    const local = dayjs.tz(value.trim(), zone);
    return local.isValid() ? local : null;
  }
  const instant = dayjs.isDayjs(value) ? value : dayjs(value);
  return instant.isValid() ? instant.tz(zone) : null;
}

/** Formats a timestamp in the user's time zone and date style (default YYYY-MM-DD HH:mm:ss). */
export function formatDateTime(value: Value, ctx: DateTimeContext = context): string {
  const zoned = toZoned(value, validZone(ctx.timeZone));
  return zoned ? zoned.format(ctx.dateStyle || DATE_TIME_FORMAT) : '';
}

/** The date part of the user's style: everything before the hours ('DD/MM/YYYY HH:mm' -> 'DD/MM/YYYY'). */
export function dateOnlyStyle(dateStyle: string): string {
  const cut = dateStyle.search(/[Hh]/);
  const part = (cut < 0 ? dateStyle : dateStyle.slice(0, cut)).trim();
  return part || DATE_FORMAT;
}

export function formatDate(value: Value, ctx: DateTimeContext = context): string {
  return formatDateTime(value, { ...ctx, dateStyle: dateOnlyStyle(ctx.dateStyle || DATE_TIME_FORMAT) });
}

const DAY_MS = 86_400_000;

/**
 * A chart's time-axis labels for instants (epoch ms) `stepMs` apart, in the user's zone and date style:
 * days as the date alone; shorter steps as the time (seconds only under a minute), with the date
 * under the first label and under each label that starts another day.
 */
export function axisTimeLabels(
  instantsMs: readonly number[],
  stepMs: number,
  ctx: DateTimeContext = context,
): string[] {
  const zone = validZone(ctx.timeZone);
  const dayStyle = dateOnlyStyle(ctx.dateStyle || DATE_TIME_FORMAT);
  const timeStyle = stepMs < 60_000 ? 'HH:mm:ss' : 'HH:mm';
  let previousDay = '';
  return instantsMs.map((ms) => {
    const zoned = dayjs(ms).tz(zone);
    const day = zoned.format(dayStyle);
    if (stepMs >= DAY_MS) return day;
    const label = day === previousDay ? zoned.format(timeStyle) : `${zoned.format(timeStyle)}\n${day}`;
    previousDay = day;
    return label;
  });
}
