import { type StationExTimeWindow, type StationTimeWindow, weekdayCodeOf } from '@tms/domain';

/**
 * A station's receiving windows as minutes from the plan date's midnight, over the plan date and the day
 * after (a trip may run past midnight). The rule is the submit's (isWithinStationWindow): extra windows
 * covering a day replace that day's weekday windows; a station without weekday windows receives at any
 * time on days no extra window covers; one with weekday windows receives nothing on a weekday it has none
 * for. `null` means "any time"; an empty list means "never in the horizon".
 */
export const PLAN_DAYS = 2;
const DAY_MINUTES = 24 * 60;

export type MinuteWindow = [number, number];

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** 'YYYY-MM-DD' plus n days (calendar arithmetic through UTC, so no host time zone is involved). */
export function addDays(day: string, n: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + n * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

function windowsOfDay(
  day: string,
  timeWindows: readonly StationTimeWindow[],
  exTimeWindows: readonly StationExTimeWindow[],
): { startTime: string; endTime: string }[] | null {
  const weekday = weekdayCodeOf(day);
  const extra = exTimeWindows.filter(
    (w) =>
      w.startDay <= day &&
      day <= w.endDay &&
      (w.weekdayCode === null || w.weekdayCode === undefined || w.weekdayCode === weekday),
  );
  if (extra.length > 0) return extra;
  if (timeWindows.length === 0) return null;
  return timeWindows.filter((w) => w.weekdayCode === weekday);
}

export function stationMinuteWindows(
  planDate: string,
  timeWindows: readonly StationTimeWindow[],
  exTimeWindows: readonly StationExTimeWindow[],
): MinuteWindow[] | null {
  const windows: MinuteWindow[] = [];
  let anyTime = true;
  for (let d = 0; d < PLAN_DAYS; d++) {
    const day = windowsOfDay(addDays(planDate, d), timeWindows, exTimeWindows);
    if (day === null) {
      windows.push([d * DAY_MINUTES, (d + 1) * DAY_MINUTES - 1]);
      continue;
    }
    anyTime = false;
    for (const w of day) {
      windows.push([d * DAY_MINUTES + minutesOf(w.startTime), d * DAY_MINUTES + minutesOf(w.endTime)]);
    }
  }
  return anyTime ? null : mergeWindows(windows);
}

/** Sorted, overlapping windows joined (the solver takes sorted, disjoint windows). */
export function mergeWindows(windows: readonly MinuteWindow[]): MinuteWindow[] {
  const sorted = [...windows].filter(([a, b]) => a <= b).sort((x, y) => x[0] - y[0]);
  const out: MinuteWindow[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/**
 * The windows on the start of service for a stop that takes `service` minutes: the departure must be in
 * the window as well (the submit flags an ETD outside it), so each window closes `service` earlier; a
 * deadline (a waybill's required delivery time) cuts them further. `null` stays "any time" unless cut.
 */
export function serviceStartWindows(
  windows: MinuteWindow[] | null,
  service: number,
  horizon: MinuteWindow,
  deadline: number | null,
): MinuteWindow[] | null {
  if (windows === null && deadline === null) return null;
  const base = windows ?? [horizon];
  const latest = deadline ?? Number.POSITIVE_INFINITY;
  return base.map(([a, b]): MinuteWindow => [a, Math.min(b - service, latest)]).filter(([a, b]) => a <= b);
}
