import { randomUUID } from 'node:crypto';
import type { AlertRuleBody } from '@tms/contract';
import {
  type AlertRuleInput,
  type AlertRuleProblem,
  type Lang,
  paramsIn,
  parseAlertRule,
  scopeTakenProblem,
} from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { assertDispatchCenter } from '../../identity';
import { dictParam } from '../../reference';
import * as repo from './repository';
import { requireRule, ruleScopeOf } from './rule-scope';

/**
 * A refused save: the first problem is the message, and `data` lists every problem (field, key,
 * parameters and the translated text) so a form can mark each field at once. Business refusals answer
 * code 500 with HTTP 200, as the other base-data saves do.
 */
function refuse(lang: Lang, problems: AlertRuleProblem[]): never {
  const [first] = problems as [AlertRuleProblem, ...AlertRuleProblem[]];
  throw new AppError(first.key, {
    params: first.params,
    // Localized parameters (dictionary labels) go out as the reader's text.
    data: problems.map((p) => ({
      ...p,
      params: paramsIn(p.params, lang),
      message: t(lang, p.key, p.params),
    })),
  });
}

/** The dictionaries of a temperature rule's scope: the station type and the scenario (shipment type). */
const SCOPE_DICTS = { stationType: 'station_type', scenario: 'route_shipment_type' } as const;

/**
 * A problem naming a station type or scenario, with each as its dictionary label in every language:
 * the reader sees "门店", "Store", never the stored code.
 */
async function withScopeLabels(db: DbOrTx, problem: AlertRuleProblem): Promise<AlertRuleProblem> {
  const params = { ...problem.params };
  for (const [name, type] of Object.entries(SCOPE_DICTS)) {
    if (name in params) params[name] = await dictParam(db as Db, type, params[name]);
  }
  return { ...problem, params };
}

const CONSTRAINTS = {
  code: 'monitor_alert_rule_code_uq',
  scope: 'monitor_alert_rule_temp_scope_uq',
} as const;

/** The unique index a database error names, when it is a unique violation (23505), wrapped or not. */
function violatedIndex(error: unknown): string | null {
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') {
      const named = typeof e.constraint === 'string' ? e.constraint : String(e.message ?? '');
      return Object.values(CONSTRAINTS).find((c) => named.includes(c)) ?? named;
    }
    e = e.cause as Record<string, unknown> | undefined;
  }
  return null;
}

/**
 * POST /monitor/alertRule/save (a uuid changes that rule) and /update: the domain's validateAlertRule
 * decides what the rule must hold; then the code must be free among present rules and a temperature
 * rule's station type and scenario must name no other present temperature rule. The partial unique
 * indexes hold the same two rules against a concurrent save: their violation is answered as the same
 * refusal, never as a server error. The center, when given, must be one the caller may see (HTTP 403);
 * none means a rule for every center. Answers the rule's uuid.
 */
export async function saveAlertRule(
  db: DbOrTx,
  caller: AuthContext,
  lang: Lang,
  body: AlertRuleBody,
): Promise<string> {
  const uuid = body.uuid?.trim() || undefined;
  const existing = uuid
    ? await requireRule(async (scoped) =>
        repo.findRule(db, uuid, scoped ? await ruleScopeOf(db, caller) : undefined),
      )
    : undefined;
  const input: AlertRuleInput = {
    ...body,
    id: uuid ?? null,
    // An update that sends no status keeps the rule's own: enabling is a call of its own.
    status: body.status ?? existing?.status ?? null,
  };
  const parsed = parseAlertRule(input);
  if (!parsed.ok) refuse(lang, parsed.problems);
  const rule = parsed.rule;

  const centerId = body.dispatchCenterId?.trim() || null;
  if (centerId) await assertDispatchCenter(db, caller, centerId);

  const codeProblem: AlertRuleProblem = {
    field: 'code',
    key: 'base.codeTaken',
    params: { value: rule.code },
  };
  if (await repo.codeTaken(db, rule.code, uuid)) refuse(lang, [codeProblem]);
  if (rule.type === 'temp' && rule.stationType && rule.scenario) {
    const stored = await repo.temperatureRulesFor(db, rule.stationType, rule.scenario);
    const taken = scopeTakenProblem(input, stored);
    if (taken) refuse(lang, [await withScopeLabels(db, taken)]);
  }

  const values: repo.AlertRuleValues = {
    code: rule.code,
    name: rule.name,
    type: rule.type,
    status: rule.status,
    dispatchCenterId: centerId,
    zones: rule.zones,
    stationType: rule.type === 'temp' ? rule.stationType : null,
    scenario: rule.type === 'temp' ? rule.scenario : null,
    speedLimitKmh: rule.speedLimitKmh,
    overspeedMinutes: rule.overspeedMinutes,
    overTempMinutesWarehouse: rule.overTempMinutesWarehouse,
    overTempMinutesRoute: rule.overTempMinutesRoute,
    overTempCounting: rule.overTempCounting,
    doorGraceMinutes: rule.doorGraceMinutes,
    fenceDistanceM: rule.fenceDistanceM,
    doorOpenMinutes: rule.doorOpenMinutes,
    parkingMinutes: rule.parkingMinutes,
    fatigueDrivingMinutes: rule.fatigueDrivingMinutes,
    fatigueRestMinutes: rule.fatigueRestMinutes,
    gpsLossMinutes: rule.gpsLossMinutes,
    delayMinutes: rule.delayMinutes,
    levelSlight: rule.levels.slight === null ? null : String(rule.levels.slight),
    levelModerate: rule.levels.moderate === null ? null : String(rule.levels.moderate),
    levelSerious: rule.levels.serious === null ? null : String(rule.levels.serious),
    informDriver: rule.informDriver ? 'Y' : 'N',
    informRoles: rule.informRoles,
    informContent: rule.informContent,
    inAssessment: rule.inAssessment ? 'Y' : 'N',
    remark: body.remark?.trim() || null,
  };
  const target = uuid ?? randomUUID();
  try {
    if (uuid) await repo.updateRule(db, uuid, values, caller.userName);
    else await repo.insertRule(db, target, values, caller.userName);
  } catch (error) {
    const index = violatedIndex(error);
    if (index === CONSTRAINTS.code) refuse(lang, [codeProblem]);
    if (index === CONSTRAINTS.scope)
      refuse(lang, [
        await withScopeLabels(db, {
          field: 'scenario',
          key: 'monitoring.rule.scopeTaken',
          params: { stationType: rule.stationType, scenario: rule.scenario },
        }),
      ]);
    throw error;
  }
  return target;
}
