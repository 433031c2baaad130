import {
  exTimeWindowIssues,
  type Lang,
  loadRuleIssues,
  type StationIssue,
  timeWindowIssues,
} from '@tms/domain';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { dictEntries } from './repository';
import type { StationInput } from './schemas';

type Section = 'timeWindows' | 'exTimeWindows' | 'loadRules';

/** The domain's issue, as one translated sentence naming the section and row (1-based). */
export function describeIssue(lang: Lang, section: Section, issue: StationIssue): string {
  return t(lang, 'base.station.rowIssue', {
    section: t(lang, `base.station.section.${section}`),
    row: issue.index + 1,
    message: t(lang, issue.key, issue.params),
  });
}

/**
 * The station's windows and load rules against the domain rules (a weekday
 * cannot repeat; start before end; startDay <= endDay; one load rule per property; no negatives).
 * Throws the first issue, translated.
 */
export function assertStationRules(
  lang: Lang,
  input: Pick<StationInput, 'timeWindows' | 'exTimeWindows'> & { loadRules?: StationInput['loadRules'] },
): void {
  const checks: [Section, StationIssue[]][] = [
    ['timeWindows', timeWindowIssues(input.timeWindows)],
    ['exTimeWindows', exTimeWindowIssues(input.exTimeWindows)],
    ['loadRules', loadRuleIssues(input.loadRules ?? [])],
  ];
  for (const [section, issues] of checks) {
    const first = issues[0];
    if (first) {
      // The plain message key stays the error key, so callers and tests can tell the rules apart.
      throw new AppError(first.key, {
        params: { ...first.params, section, row: first.index + 1, field: first.field },
        data: {
          section,
          row: first.index + 1,
          field: first.field,
          message: describeIssue(lang, section, first),
        },
      });
    }
  }
}

/** Dictionary-backed fields of a station and their dictionary types. */
export const DICT_FIELDS = {
  type: 'station_type',
  deliveryType: 'station_delivery_type',
  billingMethod: 'station_billing_method',
  handoverMethod: 'station_handover_method',
  transMode: 'route_transport_way',
} as const;
export type DictField = keyof typeof DICT_FIELDS;

/** The enabled dictionary values (and labels in every language) of every dict-backed field. */
export async function stationDictionaries(
  db: DbOrTx,
): Promise<Map<DictField, { value: string; labels: string[] }[]>> {
  const entries = await dictEntries(db, Object.values(DICT_FIELDS));
  const out = new Map<DictField, { value: string; labels: string[] }[]>();
  for (const [field, type] of Object.entries(DICT_FIELDS) as [DictField, string][]) {
    out.set(field, entries.get(type) ?? []);
  }
  return out;
}

/** Refuses a dictionary-backed value its dictionary does not have. */
export function assertDictValues(
  lang: Lang,
  dicts: Map<DictField, { value: string; labels: string[] }[]>,
  input: Partial<Record<DictField, string | null | undefined>>,
): void {
  for (const field of Object.keys(DICT_FIELDS) as DictField[]) {
    const value = input[field];
    if (!value) continue;
    if (!(dicts.get(field) ?? []).some((e) => e.value === value)) {
      throw AppError.invalid('base.station.dictValueUnknown', {
        field: t(lang, `base.station.column.${field}`),
        value,
      });
    }
  }
}
