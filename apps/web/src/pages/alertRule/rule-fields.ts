import { type AlertRuleProblem, type AlertRuleType, TEMPERATURE_WAYS, validateAlertRule } from '@tms/domain';
import type { AlertRule, AlertRuleBody, AlertRuleFormValues, FormZone } from './types';

/** The type-specific fields of a rule (the levels, informing and assessment fields are on every type). */
export type RuleField =
  | 'zones'
  | 'stationType'
  | 'scenario'
  | 'overTempMinutesWarehouse'
  | 'overTempMinutesRoute'
  | 'overTempCounting'
  | 'doorGraceMinutes'
  | 'speedLimitKmh'
  | 'overspeedMinutes'
  | 'parkingMinutes'
  | 'fenceDistanceM'
  | 'doorOpenMinutes'
  | 'fatigueDrivingMinutes'
  | 'fatigueRestMinutes'
  | 'gpsLossMinutes'
  | 'delayMinutes';

/** Which type-specific fields each rule screen shows, in form order. */
export const TYPE_FIELDS: Record<AlertRuleType, readonly RuleField[]> = {
  temp: [
    'zones',
    'stationType',
    'scenario',
    'overTempMinutesWarehouse',
    'overTempMinutesRoute',
    'overTempCounting',
    'doorGraceMinutes',
  ],
  speed: ['speedLimitKmh', 'overspeedMinutes'],
  stop: ['parkingMinutes', 'fenceDistanceM'],
  door: ['doorOpenMinutes'],
  tired: ['fatigueDrivingMinutes', 'fatigueRestMinutes'],
  gpsLoss: ['gpsLossMinutes'],
  defer: ['delayMinutes'],
  geo: ['fenceDistanceM'],
  arriveLeave: ['fenceDistanceM'],
};

const ALL_FIELDS = [...new Set(Object.values(TYPE_FIELDS).flat())];

/** Whether a rule screen of this type shows the field. */
export function showsField(type: AlertRuleType, field: RuleField): boolean {
  return TYPE_FIELDS[type].includes(field);
}

/** The unit of the level thresholds: the type's measure (°C, km/h, metres, minutes late) or minutes. */
export function levelUnit(type: AlertRuleType): 'celsius' | 'kmh' | 'metres' | 'minutes' {
  if (type === 'temp') return 'celsius';
  if (type === 'speed') return 'kmh';
  if (type === 'geo') return 'metres';
  return 'minutes';
}

/** The form's zone rows: one per way 1 to 4, filled from the rule's zones. */
export function formZones(zones: readonly { way: number; min: number; max: number }[] = []): FormZone[] {
  return TEMPERATURE_WAYS.map((way) => {
    const zone = zones.find((z) => Number(z.way) === way);
    return { way, min: zone?.min ?? null, max: zone?.max ?? null };
  });
}

/** A new rule's values for the form. */
export function newRuleValues(type: AlertRuleType): AlertRuleFormValues {
  return {
    type,
    status: 'enabled',
    zones: formZones(),
    overTempCounting: 'consecutive',
    levels: { slight: null, moderate: null, serious: null },
    informDriver: false,
    informRoles: [],
    inAssessment: false,
  };
}

/** A stored rule's values for the form. */
export function ruleFormValues(rule: AlertRule): AlertRuleFormValues {
  return { ...rule, zones: formZones(rule.zones) };
}

const blank = (v: unknown) => v === null || v === undefined || v === '';
const numberOrNull = (v: unknown): number | null => (blank(v) ? null : Number(v));

/**
 * The save body from the form: the screen's type and the record's status, zones left wholly empty
 * dropped, and the fields this type does not use cleared (a rule stores only what its screen shows).
 */
export function ruleBody(
  type: AlertRuleType,
  values: AlertRuleFormValues,
  record: Pick<AlertRule, 'uuid' | 'status'> | null,
): AlertRuleBody {
  const used = TYPE_FIELDS[type];
  const cleared = Object.fromEntries(
    ALL_FIELDS.filter((f) => f !== 'zones' && f !== 'overTempCounting' && !used.includes(f)).map((f) => [
      f,
      null,
    ]),
  );
  const zones = used.includes('zones')
    ? (values.zones ?? [])
        .filter((z) => !blank(z.min) || !blank(z.max))
        .map((z) => ({ way: z.way, min: z.min as number, max: z.max as number }))
    : [];
  const levels = values.levels ?? { slight: null, moderate: null, serious: null };
  const text = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return {
    ...(values as AlertRuleBody),
    ...cleared,
    type,
    status: record?.status ?? values.status ?? 'enabled',
    zones,
    overTempCounting: values.overTempCounting ?? 'consecutive',
    levels: {
      slight: numberOrNull(levels.slight),
      moderate: numberOrNull(levels.moderate),
      serious: numberOrNull(levels.serious),
    },
    informDriver: values.informDriver === true,
    informRoles: values.informRoles ?? [],
    informContent: text(values.informContent),
    inAssessment: values.inAssessment === true,
    dispatchCenterId: values.dispatchCenterId ?? null,
    remark: text(values.remark),
    ...(record ? { uuid: record.uuid } : {}),
  };
}

/** A form field path: zones[0].min → ['zones', 0, 'min'], levels.slight → ['levels', 'slight']. */
export function problemPath(field: string): (string | number)[] {
  // Problems about a whole group sit on the field the user fixes first.
  if (field === 'zones') return ['zones', 0, 'min'];
  if (field === 'levels') return ['levels', 'serious'];
  return field
    .split(/[.[\]]/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The domain's problems with the form's values, each on the form field it names. The zones are checked
 * as the form holds them (one row per way, empty rows ignored by the rule), so a problem's index is the
 * row's. Problems about fields the form does not show (type, status) come back with a null path.
 */
export function formProblems(
  type: AlertRuleType,
  values: AlertRuleFormValues,
): { path: (string | number)[] | null; problem: AlertRuleProblem }[] {
  const problems = validateAlertRule({ ...values, type, zones: values.zones ?? [] });
  const shown = new Set<string>([
    'code',
    'name',
    'levels',
    'informContent',
    ...TYPE_FIELDS[type].map(String),
  ]);
  return problems.map((problem) => {
    const head = problem.field.split(/[.[]/)[0] ?? problem.field;
    return { path: shown.has(head) ? problemPath(problem.field) : null, problem };
  });
}
