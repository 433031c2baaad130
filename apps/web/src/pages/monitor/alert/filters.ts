import { ALERT_RULE_TYPES, type AlertRuleType } from '@tms/domain';

/**
 * The alert types named by the route (/alert/temp,speed from the header): known types only, each once,
 * in the given order; none when the route names none.
 */
export function routeAlertTypes(param: string | undefined | null): AlertRuleType[] {
  if (!param) return [];
  const known = new Set<string>(ALERT_RULE_TYPES);
  const out: AlertRuleType[] = [];
  for (const part of param.split(',')) {
    const type = part.trim();
    if (known.has(type) && !out.includes(type as AlertRuleType)) out.push(type as AlertRuleType);
  }
  return out;
}

/** The search form's types as the list's alertTypes parameter (a comma list; absent when none). */
export function alertTypesParam(value: unknown): { alertTypes?: string } {
  const list = Array.isArray(value) ? value.filter((v) => typeof v === 'string' && v !== '') : [];
  return list.length ? { alertTypes: list.join(',') } : {};
}
