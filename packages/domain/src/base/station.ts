import Decimal from 'decimal.js';
import type { MessageKey } from '../messages';

/**
 * Station rules: delivery time windows,
 * extra receiving windows, load-efficiency rules, the load/unload time formula and the time-window check
 * dispatch uses. Pure: used by the server (save, import) and by the web form.
 */

/** A time of day, 'HH:mm' (00:00 to 23:59). */
export const STATION_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A calendar day, 'YYYY-MM-DD'. */
export const STATION_DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** weekdayCode: 1 Monday ... 7 Sunday. */
export const STATION_WEEKDAY_CODES = [1, 2, 3, 4, 5, 6, 7] as const;
export type StationWeekdayCode = (typeof STATION_WEEKDAY_CODES)[number];
/** Default load or unload duration when no rule matches. */
export const DEFAULT_LOAD_MINUTES = 30;
/** deliverProperty: 1 cases, 2 weight (kg), 3 volume (m3). */
export const DELIVER_PROPERTIES = [1, 2, 3] as const;
export type DeliverProperty = (typeof DELIVER_PROPERTIES)[number];

export type StationTimeWindow = {
  weekday?: string | null | undefined;
  weekdayCode: number;
  startTime: string;
  endTime: string;
};
export type StationExTimeWindow = {
  weekdayCode?: number | null | undefined;
  startDay: string;
  endDay: string;
  startTime: string;
  endTime: string;
};
export type StationLoadRule = {
  deliverProperty: number;
  /** Loading minutes per unit of the property. */
  loadEfficiency: Decimal.Value;
  /** Unloading minutes per unit of the property. */
  cargoEfficiency: Decimal.Value;
  fixedLoadTime?: Decimal.Value | null | undefined;
  fixedCargoTime?: Decimal.Value | null | undefined;
  fixedHandTime: Decimal.Value;
};

/** One broken rule: a message key (packages/domain/src/messages/base-station.ts), its params, where. */
export type StationIssue = {
  key: MessageKey;
  params?: Record<string, unknown>;
  /** Index of the offending row in the list given. */
  index: number;
  field: string;
};

export function isTimeOfDay(value: string): boolean {
  return STATION_TIME_PATTERN.test(value);
}

/** A real calendar day in YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDay(value: string): boolean {
  if (!STATION_DAY_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** weekdayCode of a YYYY-MM-DD day: Monday 1 ... Sunday 7. */
export function weekdayCodeOf(day: string): StationWeekdayCode {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const js = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (js === 0 ? 7 : js) as StationWeekdayCode;
}

function isWeekdayCode(value: unknown): value is StationWeekdayCode {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
}

function timeIssues(
  window: { startTime: string; endTime: string },
  index: number,
  out: StationIssue[],
): void {
  let bad = false;
  for (const field of ['startTime', 'endTime'] as const) {
    if (!isTimeOfDay(window[field])) {
      out.push({ key: 'base.station.timeFormat', params: { value: window[field] }, index, field });
      bad = true;
    }
  }
  if (!bad && window.startTime >= window.endTime) {
    out.push({
      key: 'base.station.startBeforeEnd',
      params: { start: window.startTime, end: window.endTime },
      index,
      field: 'endTime',
    });
  }
}

/**
 * Delivery time windows: times HH:mm, start before end, weekdayCode 1-7 (Sunday 7), and a weekday at
 * most once (base.station.weekdayRepeated).
 */
export function timeWindowIssues(windows: readonly StationTimeWindow[]): StationIssue[] {
  const out: StationIssue[] = [];
  const seen = new Set<number>();
  windows.forEach((window, index) => {
    if (!isWeekdayCode(window.weekdayCode)) {
      out.push({
        key: 'base.station.weekdayCode',
        params: { value: window.weekdayCode },
        index,
        field: 'weekdayCode',
      });
    } else if (seen.has(window.weekdayCode)) {
      out.push({
        key: 'base.station.weekdayRepeated',
        params: { weekday: window.weekdayCode },
        index,
        field: 'weekdayCode',
      });
    } else {
      seen.add(window.weekdayCode);
    }
    timeIssues(window, index, out);
  });
  return out;
}

/** Extra receiving windows: real days with startDay <= endDay, optional weekdayCode 1-7, times as above. */
export function exTimeWindowIssues(windows: readonly StationExTimeWindow[]): StationIssue[] {
  const out: StationIssue[] = [];
  windows.forEach((window, index) => {
    if (
      window.weekdayCode !== null &&
      window.weekdayCode !== undefined &&
      !isWeekdayCode(window.weekdayCode)
    ) {
      out.push({
        key: 'base.station.weekdayCode',
        params: { value: window.weekdayCode },
        index,
        field: 'weekdayCode',
      });
    }
    let daysOk = true;
    for (const field of ['startDay', 'endDay'] as const) {
      if (!isCalendarDay(window[field])) {
        out.push({ key: 'base.station.dayFormat', params: { value: window[field] }, index, field });
        daysOk = false;
      }
    }
    if (daysOk && window.startDay > window.endDay) {
      out.push({
        key: 'base.station.startDayAfterEndDay',
        params: { start: window.startDay, end: window.endDay },
        index,
        field: 'endDay',
      });
    }
    timeIssues(window, index, out);
  });
  return out;
}

const LOAD_NUMBER_FIELDS = [
  'loadEfficiency',
  'cargoEfficiency',
  'fixedLoadTime',
  'fixedCargoTime',
  'fixedHandTime',
] as const;

function decimalOrNull(value: Decimal.Value | null | undefined): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const d = new Decimal(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/**
 * Load-efficiency rules: deliverProperty 1 cases, 2 weight, 3 volume; one rule per property
 * (base.station.loadRuleRepeated); every number present and not negative.
 */
export function loadRuleIssues(rules: readonly StationLoadRule[]): StationIssue[] {
  const out: StationIssue[] = [];
  const seen = new Set<number>();
  rules.forEach((rule, index) => {
    if (!(DELIVER_PROPERTIES as readonly number[]).includes(rule.deliverProperty)) {
      out.push({
        key: 'base.station.deliverProperty',
        params: { value: rule.deliverProperty },
        index,
        field: 'deliverProperty',
      });
    } else if (seen.has(rule.deliverProperty)) {
      out.push({
        key: 'base.station.loadRuleRepeated',
        params: { property: rule.deliverProperty },
        index,
        field: 'deliverProperty',
      });
    } else {
      seen.add(rule.deliverProperty);
    }
    for (const field of LOAD_NUMBER_FIELDS) {
      const raw = rule[field];
      const optional = field === 'fixedLoadTime' || field === 'fixedCargoTime';
      if (optional && (raw === null || raw === undefined || raw === '')) continue;
      const value = decimalOrNull(raw);
      if (value === null) {
        out.push({ key: 'base.station.loadNumber', params: { field }, index, field });
      } else if (value.isNegative() && !value.isZero()) {
        out.push({ key: 'base.station.loadNegative', params: { field }, index, field });
      }
    }
  });
  return out;
}

export type CargoTotals = {
  cases?: Decimal.Value | null | undefined;
  weight?: Decimal.Value | null | undefined;
  volume?: Decimal.Value | null | undefined;
};
export type LoadMode = 'load' | 'unload';
export type LoadTime = {
  /** Whole minutes, rounded up: what a schedule adds to a time of day. */
  minutes: number;
  /** The exact figure, as a decimal string. */
  exactMinutes: string;
  /** The rule used, or null when the 30-minute default applied. */
  rule: StationLoadRule | null;
};

const TOTAL_OF: Record<DeliverProperty, keyof CargoTotals> = { 1: 'cases', 2: 'weight', 3: 'volume' };

/**
 * Loading ('load', at a pick-up) or unloading ('unload', at a delivery) time at a station, in minutes:
 * fixedHandTime + efficiency x total of the rule's property (loadEfficiency when loading,
 * cargoEfficiency when unloading), computed exactly. A rule matches when the
 * totals carry its property's figure; with several matches the first by deliverProperty (cases, weight,
 * volume) wins, or the one asked for by `property`. No match: DEFAULT_LOAD_MINUTES (30).
 */
export function stationLoadTime(input: {
  rules: readonly StationLoadRule[];
  totals: CargoTotals;
  mode: LoadMode;
  property?: DeliverProperty;
}): LoadTime {
  const candidates = [...input.rules]
    .filter((r) => (DELIVER_PROPERTIES as readonly number[]).includes(r.deliverProperty))
    .filter((r) => input.property === undefined || r.deliverProperty === input.property)
    .sort((a, b) => a.deliverProperty - b.deliverProperty);
  for (const rule of candidates) {
    const total = decimalOrNull(input.totals[TOTAL_OF[rule.deliverProperty as DeliverProperty]]);
    if (total === null) continue;
    const efficiency = decimalOrNull(input.mode === 'load' ? rule.loadEfficiency : rule.cargoEfficiency);
    const hand = decimalOrNull(rule.fixedHandTime) ?? new Decimal(0);
    if (efficiency === null) continue;
    const exact = hand.plus(efficiency.times(total));
    return { minutes: exact.ceil().toNumber(), exactMinutes: exact.toString(), rule };
  }
  return { minutes: DEFAULT_LOAD_MINUTES, exactMinutes: String(DEFAULT_LOAD_MINUTES), rule: null };
}

/** Shorthand for stationLoadTime(...).minutes. */
export function stationLoadMinutes(input: Parameters<typeof stationLoadTime>[0]): number {
  return stationLoadTime(input).minutes;
}

export type WindowCheck = {
  inside: boolean;
  /** Which windows decided: none (the station has no windows: always inside), weekday, or extra. */
  source: 'none' | 'weekday' | 'extra';
  /** The windows that applied on that day (empty: the station receives nothing that day). */
  windows: { startTime: string; endTime: string }[];
};

/**
 * Is a moment ('YYYY-MM-DD HH:mm[:ss]', station local time) inside the station's receiving windows?
 * Extra windows covering the day (startDay <= day <= endDay, and the weekdayCode when set) replace the
 * weekday windows for that day. A station without weekday windows receives at any time on days no
 * extra window covers; one with weekday windows receives nothing on a weekday it has none for. Bounds are
 * inclusive: 06:00-10:00 accepts 06:00 and 10:00.
 */
export function isWithinStationWindow(input: {
  at: string;
  timeWindows: readonly StationTimeWindow[];
  exTimeWindows?: readonly StationExTimeWindow[];
}): WindowCheck {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(input.at);
  if (!match) throw new Error(`isWithinStationWindow: "${input.at}" is not YYYY-MM-DD HH:mm`);
  const day = match[1] as string;
  const time = match[2] as string;
  const weekday = weekdayCodeOf(day);
  const extra = (input.exTimeWindows ?? []).filter(
    (w) =>
      w.startDay <= day &&
      day <= w.endDay &&
      (w.weekdayCode === null || w.weekdayCode === undefined || w.weekdayCode === weekday),
  );
  const decide = (source: WindowCheck['source'], windows: { startTime: string; endTime: string }[]) => ({
    inside: windows.some((w) => w.startTime <= time && time <= w.endTime),
    source,
    windows: windows.map((w) => ({ startTime: w.startTime, endTime: w.endTime })),
  });
  if (extra.length > 0) return decide('extra', extra);
  if (input.timeWindows.length === 0) return { inside: true, source: 'none', windows: [] };
  return decide(
    'weekday',
    input.timeWindows.filter((w) => w.weekdayCode === weekday),
  );
}
