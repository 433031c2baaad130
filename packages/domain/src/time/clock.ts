/**
 * Wall-clock arithmetic on station-local 'YYYY-MM-DD HH:mm[:ss]' strings (a 'T' separator is accepted).
 * No time zone is involved: every time of a line is read in its station's local time, so the strings
 * are compared and shifted as readings, through UTC to stay clear of the host's daylight saving.
 */
const TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The reading as milliseconds (UTC-based); null when empty or not a real date and time. */
export function parseDispatchTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = TIME.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (h > 23 || mi > 59 || s > 59) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds (as parseDispatchTime returns them) back to 'YYYY-MM-DD HH:mm:ss'. */
export function formatDispatchTime(ms: number): string {
  const t = new Date(ms);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/** value + minutes as 'YYYY-MM-DD HH:mm:ss'; null when value is not a time. */
export function addDispatchMinutes(value: string | null | undefined, minutes: number): string | null {
  const ms = parseDispatchTime(value);
  return ms === null ? null : formatDispatchTime(ms + minutes * 60_000);
}

/** Is a later than b? False when either is missing or unreadable (nothing to compare). */
export function isTimeAfter(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = parseDispatchTime(a);
  const y = parseDispatchTime(b);
  return x !== null && y !== null && x > y;
}
