import { ALERT_TEXT_MAX } from '../constants';
import type { MessageKey } from '../messages';
import {
  ALERT_LEVELS,
  ALERT_RULE_TYPES,
  type AlertLevel,
  type AlertRuleType,
  TEMPERATURE_WAYS,
  type TemperatureWay,
} from './types';

/**
 * The alert rule record shared by the nine rule screens (geo fence, speed, stop, temperature, fatigue,
 * door, GPS loss, delay, arrive/leave), its validation and the small lookups the server needs. One flat
 * record: each type uses its own fields and ignores the others, as each screen shows its own subset.
 */

export const ALERT_RULE_STATUSES = ['enabled', 'disabled'] as const;
export type AlertRuleStatus = (typeof ALERT_RULE_STATUSES)[number];

/**
 * How the temperature rule counts time out of range: one unbroken excursion lasting the duration
 * (consecutive), or all time out of range since the last alert closed (cumulative).
 */
export const OVER_TEMP_COUNTINGS = ['consecutive', 'cumulative'] as const;
export type OverTempCounting = (typeof OVER_TEMP_COUNTINGS)[number];

/** Durations (minutes): integers 0 to 3000. */
export const ALERT_DURATION_RANGE = { min: 0, max: 3000 } as const;
/** Speeds (km/h): integers 0 to 150. */
export const ALERT_SPEED_RANGE = { min: 0, max: 150 } as const;
/** The delay duration may be negative: a negative one warns that many minutes ahead of lateness. */
export const ALERT_DELAY_RANGE = { min: -3000, max: 3000 } as const;
/** Fence distance (metres): the same bounds as a station's electronic fence distance. */
export const ALERT_FENCE_RANGE = { min: 0, max: 100_000 } as const;
/** Zone temperatures, °C: any reefer setting lies well inside. */
export const ALERT_ZONE_TEMPERATURE_RANGE = { min: -100, max: 100 } as const;
/** Level thresholds (°C, km/h, minutes or metres depending on the type). */
export const ALERT_LEVEL_RANGE = { min: 0, max: 100_000 } as const;
/** Rest that ends a fatigue period when the rule names none, minutes. */
export const DEFAULT_FATIGUE_REST_MINUTES = 20;

/** A temperature zone: the range allowed on one way (compartment probe). */
export type TemperatureZone = { way: TemperatureWay; min: number; max: number };

/**
 * Level thresholds on the alert's measure: how far past the limit, in the type's own unit
 * (temperature °C beyond the range, speed km/h over the limit, geo metres beyond the corridor, delay
 * minutes late) or, for the duration types (stop, door, fatigue, GPS loss), minutes the condition has
 * lasted (fatigue: minutes past the driving limit). The highest threshold reached is the level. The
 * slight threshold also gates the alert: a condition whose measure stays below it raises nothing.
 */
export type AlertLevelThresholds = { slight: number | null; moderate: number | null; serious: number | null };

export type AlertRule = {
  id: string;
  code: string;
  name: string;
  type: AlertRuleType;
  status: AlertRuleStatus;
  /** Temperature: allowed range per way (at least one). */
  zones: TemperatureZone[];
  /** Temperature: station_type dictionary value the rule is for (unique with scenario). */
  stationType: string | null;
  /** Temperature: the scenario the rule is for (unique with station type). */
  scenario: string | null;
  /** Speed: the overspeed limit, km/h. */
  speedLimitKmh: number | null;
  /** Speed: how long the speed must stay over the limit before it is an alert, minutes (0: at once). */
  overspeedMinutes: number | null;
  /** Temperature: over-temperature duration at a warehouse station, minutes. */
  overTempMinutesWarehouse: number | null;
  /** Temperature: over-temperature duration on other routes (on the road, at other stations), minutes. */
  overTempMinutesRoute: number | null;
  overTempCounting: OverTempCounting;
  /** Temperature: minutes after the door closes during which readings still do not count (0: none). */
  doorGraceMinutes: number | null;
  /** Geo: corridor half-width around the planned route; fallback radius of stations without a fence. */
  fenceDistanceM: number | null;
  /** Door: how long the door may stay open outside a station fence, minutes. */
  doorOpenMinutes: number | null;
  /** Stop: how long the vehicle may stand outside a station fence, minutes. */
  parkingMinutes: number | null;
  /** Fatigue: the continuous-driving limit, minutes. */
  fatigueDrivingMinutes: number | null;
  /** Fatigue: the rest that ends continuous driving, minutes (default 20). */
  fatigueRestMinutes: number | null;
  /** GPS loss: minutes without a reading while in transit. */
  gpsLossMinutes: number | null;
  /** Delay: minutes later than the latest arrival that make an alert; negative warns ahead. */
  delayMinutes: number | null;
  levels: AlertLevelThresholds;
  informDriver: boolean;
  informRoles: string[];
  informContent: string | null;
  /** Included in the carrier's assessment. */
  inAssessment: boolean;
};

type Loose = number | string | null | undefined;

/** The rule as a form or an API call sends it: numbers may come as text, anything may be missing. */
export type AlertRuleInput = {
  id?: string | null;
  code?: string | null;
  name?: string | null;
  type?: string | null;
  status?: string | null;
  zones?: readonly { way?: Loose; min?: Loose; max?: Loose }[] | null;
  stationType?: string | null;
  scenario?: string | null;
  speedLimitKmh?: Loose;
  overspeedMinutes?: Loose;
  overTempMinutesWarehouse?: Loose;
  overTempMinutesRoute?: Loose;
  overTempCounting?: string | null;
  doorGraceMinutes?: Loose;
  fenceDistanceM?: Loose;
  doorOpenMinutes?: Loose;
  parkingMinutes?: Loose;
  fatigueDrivingMinutes?: Loose;
  fatigueRestMinutes?: Loose;
  gpsLossMinutes?: Loose;
  delayMinutes?: Loose;
  levels?: { slight?: Loose; moderate?: Loose; serious?: Loose } | null;
  informDriver?: boolean | null;
  informRoles?: readonly string[] | null;
  informContent?: string | null;
  inAssessment?: boolean | null;
};

/** One broken rule: the form/API field, a message key, its parameters. */
export type AlertRuleProblem = { field: string; key: MessageKey; params?: Record<string, unknown> };

type IntegerField =
  | 'speedLimitKmh'
  | 'overspeedMinutes'
  | 'overTempMinutesWarehouse'
  | 'overTempMinutesRoute'
  | 'doorGraceMinutes'
  | 'fenceDistanceM'
  | 'doorOpenMinutes'
  | 'parkingMinutes'
  | 'fatigueDrivingMinutes'
  | 'fatigueRestMinutes'
  | 'gpsLossMinutes'
  | 'delayMinutes';

const INTEGER_FIELDS: Record<IntegerField, { min: number; max: number }> = {
  speedLimitKmh: ALERT_SPEED_RANGE,
  overspeedMinutes: ALERT_DURATION_RANGE,
  overTempMinutesWarehouse: ALERT_DURATION_RANGE,
  overTempMinutesRoute: ALERT_DURATION_RANGE,
  doorGraceMinutes: ALERT_DURATION_RANGE,
  fenceDistanceM: ALERT_FENCE_RANGE,
  doorOpenMinutes: ALERT_DURATION_RANGE,
  parkingMinutes: ALERT_DURATION_RANGE,
  fatigueDrivingMinutes: ALERT_DURATION_RANGE,
  fatigueRestMinutes: ALERT_DURATION_RANGE,
  gpsLossMinutes: ALERT_DURATION_RANGE,
  delayMinutes: ALERT_DELAY_RANGE,
};

/** The field a rule of each type cannot work without (temperature has its own, named checks). */
const REQUIRED_BY_TYPE: Record<AlertRuleType, readonly IntegerField[]> = {
  geo: ['fenceDistanceM'],
  speed: ['speedLimitKmh'],
  stop: ['parkingMinutes'],
  temp: [],
  tired: ['fatigueDrivingMinutes'],
  door: ['doorOpenMinutes'],
  gpsLoss: ['gpsLossMinutes'],
  defer: ['delayMinutes'],
  arriveLeave: [],
};

const TEXT_FIELDS = ['code', 'name', 'stationType', 'scenario', 'informContent'] as const;

const blank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A loose value as a number: null when blank, NaN when it is not a number. */
function toNumber(v: Loose): number | null {
  if (blank(v)) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : Number.NaN;
  const text = String(v).trim();
  return NUMBER_TEXT.test(text) ? Number(text) : Number.NaN;
}

function numberProblem(
  field: string,
  value: number,
  range: { min: number; max: number },
  integer: boolean,
): AlertRuleProblem | null {
  if (Number.isNaN(value)) return { field, key: 'common.invalidNumber' };
  if (integer && !Number.isInteger(value)) return { field, key: 'common.integerOnly' };
  if (value < range.min || value > range.max)
    return { field, key: 'common.outOfRange', params: { min: range.min, max: range.max } };
  return null;
}

function isWay(n: number | null): n is TemperatureWay {
  return n !== null && (TEMPERATURE_WAYS as readonly number[]).includes(n);
}

function temperatureProblems(input: AlertRuleInput, out: AlertRuleProblem[]): void {
  const seen = new Set<number>();
  let started = 0;
  (input.zones ?? []).forEach((zone, i) => {
    const way = toNumber(zone.way);
    const wayLabel = blank(zone.way) ? '' : String(zone.way);
    if (!isWay(way)) {
      out.push({ field: `zones[${i}].way`, key: 'monitoring.rule.zoneWay', params: { way: wayLabel } });
    } else if (seen.has(way)) {
      out.push({ field: `zones[${i}].way`, key: 'monitoring.rule.zoneRepeated', params: { way } });
    } else {
      seen.add(way);
    }
    const min = toNumber(zone.min);
    const max = toNumber(zone.max);
    // A zone left wholly empty is not set; one side alone names the missing side.
    if (min === null && max === null) return;
    started++;
    if (min === null)
      out.push({
        field: `zones[${i}].min`,
        key: 'monitoring.rule.zoneMinRequired',
        params: { way: wayLabel },
      });
    if (max === null)
      out.push({
        field: `zones[${i}].max`,
        key: 'monitoring.rule.zoneMaxRequired',
        params: { way: wayLabel },
      });
    let bad = false;
    for (const [side, value] of [
      ['min', min],
      ['max', max],
    ] as const) {
      if (value === null) continue;
      const problem = numberProblem(`zones[${i}].${side}`, value, ALERT_ZONE_TEMPERATURE_RANGE, false);
      if (problem) {
        out.push(problem);
        bad = true;
      }
    }
    if (min === null || max === null || bad) return;
    if (min > max) {
      out.push({
        field: `zones[${i}].min`,
        key: 'monitoring.rule.zoneMinAboveMax',
        params: { way: wayLabel, min, max },
      });
    }
  });
  // "At least one zone" only when none was begun: a zone begun but wrong already says what to fix, and
  // a second message about the same zone would ask for something the user is doing.
  if (started === 0) out.push({ field: 'zones', key: 'monitoring.rule.zoneRequired' });
  if (blank(input.stationType))
    out.push({ field: 'stationType', key: 'monitoring.rule.stationTypeRequired' });
  if (blank(input.scenario)) out.push({ field: 'scenario', key: 'monitoring.rule.scenarioRequired' });
  if (blank(input.overTempMinutesWarehouse))
    out.push({ field: 'overTempMinutesWarehouse', key: 'monitoring.rule.warehouseDurationRequired' });
  if (blank(input.overTempMinutesRoute))
    out.push({ field: 'overTempMinutesRoute', key: 'monitoring.rule.routeDurationRequired' });
}

/**
 * Every problem of an alert rule, in form order (empty when it may be saved):
 * - code, name and type required; type one of the nine; status enabled or disabled; texts at most 800;
 * - temperature: at least one zone with both minimum and maximum (asked only when no zone was begun); a
 *   zone with only one side names the missing one; minimum above maximum refused; ways 1 to 4, each once; station type and scenario each
 *   required; both over-temperature durations (warehouse, other routes) required;
 * - the field each other type works on is required (speed limit, parking, door time, driving limit,
 *   GPS-loss minutes, delay, geo fence distance);
 * - integers only: durations 0 to 3000 minutes, speeds 0 to 150 km/h, the delay −3000 to 3000 (it may
 *   be negative), fence distance 0 to 100000 m;
 * - level thresholds 0 or more, slight ≤ moderate ≤ serious.
 * That no other temperature rule has the same station type and scenario needs the stored rules: see
 * alertRuleScopeKey and scopeTakenProblem.
 */
export function validateAlertRule(input: AlertRuleInput): AlertRuleProblem[] {
  const out: AlertRuleProblem[] = [];
  if (blank(input.code)) out.push({ field: 'code', key: 'common.required' });
  if (blank(input.name)) out.push({ field: 'name', key: 'common.required' });
  const type = blank(input.type) ? null : String(input.type);
  if (type === null) out.push({ field: 'type', key: 'common.required' });
  else if (!(ALERT_RULE_TYPES as readonly string[]).includes(type))
    out.push({ field: 'type', key: 'common.invalidEnum', params: { options: ALERT_RULE_TYPES.join(', ') } });
  if (!blank(input.status) && !(ALERT_RULE_STATUSES as readonly string[]).includes(String(input.status)))
    out.push({
      field: 'status',
      key: 'common.invalidEnum',
      params: { options: ALERT_RULE_STATUSES.join(', ') },
    });
  for (const field of TEXT_FIELDS) {
    const text = input[field];
    if (typeof text === 'string' && text.length > ALERT_TEXT_MAX)
      out.push({ field, key: 'common.tooLong', params: { max: ALERT_TEXT_MAX } });
  }
  const known = type !== null && (ALERT_RULE_TYPES as readonly string[]).includes(type);
  if (type === 'temp') {
    temperatureProblems(input, out);
    if (
      !blank(input.overTempCounting) &&
      !(OVER_TEMP_COUNTINGS as readonly string[]).includes(String(input.overTempCounting))
    )
      out.push({
        field: 'overTempCounting',
        key: 'common.invalidEnum',
        params: { options: OVER_TEMP_COUNTINGS.join(', ') },
      });
  }
  const required = known ? REQUIRED_BY_TYPE[type as AlertRuleType] : [];
  for (const [field, range] of Object.entries(INTEGER_FIELDS) as [
    IntegerField,
    { min: number; max: number },
  ][]) {
    const value = toNumber(input[field]);
    if (value === null) {
      if (required.includes(field)) out.push({ field, key: 'common.required' });
      continue;
    }
    const problem = numberProblem(field, value, range, true);
    if (problem) out.push(problem);
  }
  levelProblems(input, out);
  return out;
}

function levelProblems(input: AlertRuleInput, out: AlertRuleProblem[]): void {
  const given: number[] = [];
  let bad = false;
  for (const level of ALERT_LEVELS) {
    const value = toNumber(input.levels?.[level]);
    if (value === null) continue;
    const problem = numberProblem(`levels.${level}`, value, ALERT_LEVEL_RANGE, false);
    if (problem) {
      out.push(problem);
      bad = true;
    } else {
      given.push(value);
    }
  }
  if (!bad && given.some((v, i) => i > 0 && v < (given[i - 1] as number)))
    out.push({ field: 'levels', key: 'monitoring.rule.levelsOrder' });
}

/** The rule ready for the evaluators, or its problems. */
export function parseAlertRule(
  input: AlertRuleInput,
): { ok: true; rule: AlertRule } | { ok: false; problems: AlertRuleProblem[] } {
  const problems = validateAlertRule(input);
  if (problems.length > 0) return { ok: false, problems };
  const num = (v: Loose) => toNumber(v);
  const text = (v: string | null | undefined) => (blank(v) ? null : String(v).trim());
  const type = String(input.type) as AlertRuleType;
  const zones: TemperatureZone[] =
    type === 'temp'
      ? (input.zones ?? [])
          .map((z) => ({ way: num(z.way), min: num(z.min), max: num(z.max) }))
          .filter((z): z is TemperatureZone => isWay(z.way) && z.min !== null && z.max !== null)
          .sort((a, b) => a.way - b.way)
      : [];
  return {
    ok: true,
    rule: {
      id: input.id ?? '',
      code: String(input.code).trim(),
      name: String(input.name).trim(),
      type,
      status: (text(input.status) ?? 'enabled') as AlertRuleStatus,
      zones,
      stationType: text(input.stationType),
      scenario: text(input.scenario),
      speedLimitKmh: num(input.speedLimitKmh),
      overspeedMinutes: num(input.overspeedMinutes),
      overTempMinutesWarehouse: num(input.overTempMinutesWarehouse),
      overTempMinutesRoute: num(input.overTempMinutesRoute),
      overTempCounting: (text(input.overTempCounting) ?? 'consecutive') as OverTempCounting,
      doorGraceMinutes: num(input.doorGraceMinutes),
      fenceDistanceM: num(input.fenceDistanceM),
      doorOpenMinutes: num(input.doorOpenMinutes),
      parkingMinutes: num(input.parkingMinutes),
      fatigueDrivingMinutes: num(input.fatigueDrivingMinutes),
      fatigueRestMinutes: num(input.fatigueRestMinutes),
      gpsLossMinutes: num(input.gpsLossMinutes),
      delayMinutes: num(input.delayMinutes),
      levels: {
        slight: num(input.levels?.slight),
        moderate: num(input.levels?.moderate),
        serious: num(input.levels?.serious),
      },
      informDriver: input.informDriver === true,
      informRoles: [...(input.informRoles ?? [])],
      informContent: text(input.informContent),
      inAssessment: input.inAssessment === true,
    },
  };
}

/**
 * The uniqueness key of a rule: temperature rules are unique per station type and scenario (the server
 * looks for another stored rule with the same key); other types have none (null).
 */
export function alertRuleScopeKey(rule: {
  type?: string | null;
  stationType?: string | null;
  scenario?: string | null;
}): string | null {
  if (rule.type !== 'temp' || blank(rule.stationType) || blank(rule.scenario)) return null;
  return `temp|${String(rule.stationType).trim()}|${String(rule.scenario).trim()}`;
}

/**
 * The duplicate check the server runs with the stored rules: a problem when another rule (another id)
 * has the same scope key.
 */
export function scopeTakenProblem(
  rule: AlertRuleInput,
  stored: readonly AlertRuleInput[],
): AlertRuleProblem | null {
  const key = alertRuleScopeKey(rule);
  if (key === null) return null;
  const taken = stored.some(
    (other) => (other.id ?? null) !== (rule.id ?? null) && alertRuleScopeKey(other) === key,
  );
  if (!taken) return null;
  return {
    field: 'scenario',
    key: 'monitoring.rule.scopeTaken',
    params: { stationType: String(rule.stationType).trim(), scenario: String(rule.scenario).trim() },
  };
}

/**
 * The enabled temperature rule for a station type and scenario (exact match), or null. Which station
 * type and scenario a shipment is in is the server's call (its next stop's type, its route kind).
 */
export function pickTemperatureRule<
  R extends Pick<AlertRule, 'type' | 'status' | 'stationType' | 'scenario'>,
>(
  rules: readonly R[],
  where: { stationType: string | null | undefined; scenario: string | null | undefined },
): R | null {
  const key = alertRuleScopeKey({ type: 'temp', ...where });
  if (key === null) return null;
  return rules.find((r) => r.status === 'enabled' && alertRuleScopeKey(r) === key) ?? null;
}

const LEVEL_RANK: Record<AlertLevel, number> = { slight: 0, moderate: 1, serious: 2 };

/**
 * The level a measure reaches: the highest threshold at or below it. Below the slight threshold it is
 * not (yet) an alert: null. With no slight threshold any measure is at least slight.
 */
export function levelFor(measure: number, levels: AlertLevelThresholds): AlertLevel | null {
  if (levels.serious !== null && measure >= levels.serious) return 'serious';
  if (levels.moderate !== null && measure >= levels.moderate) return 'moderate';
  if (levels.slight !== null && measure < levels.slight) return null;
  return 'slight';
}

/** The higher of two levels (an open alert's level only rises). */
export function higherLevel(a: AlertLevel, b: AlertLevel): AlertLevel {
  return LEVEL_RANK[b] > LEVEL_RANK[a] ? b : a;
}
