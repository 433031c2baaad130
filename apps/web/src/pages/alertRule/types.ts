// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { AlertRuleView } from '@tms/contract';

/** A row of the alert-rule list (and the record of get/:uuid). */
export type AlertRule = AlertRuleView;

/** The body of save (no uuid) and update (with it). */
export type AlertRuleBody = Omit<AlertRule, 'uuid' | 'createTime' | 'updateTime' | 'dispatchCenterName'> & {
  uuid?: string;
};

/** A zone in the form: one row per way 1 to 4, either side may be empty. */
export type FormZone = { way: number; min?: number | null; max?: number | null };

/** The form's values: the record's fields with a zone row for every way. */
export type AlertRuleFormValues = Partial<Omit<AlertRuleBody, 'zones'>> & { zones?: FormZone[] };
