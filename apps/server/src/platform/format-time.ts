const FALLBACK_ZONE = 'Asia/Shanghai';
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // An unknown zone stored on a user must not break a list or an export.
      return formatterFor(FALLBACK_ZONE);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** YYYY-MM-DD HH:mm:ss in the given IANA time zone (the spec's date format, in the user's zone). */
export function formatDateTime(date: Date, timeZone: string | null | undefined): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone || FALLBACK_ZONE).formatToParts(date))
    parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
