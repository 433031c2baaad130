import { type Lang, loadRuleIssues } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { stationInScope } from './get-station';
import * as repo from './repository';
import { describeIssue } from './station-rules';
import { loadRuleOut } from './station-view';

export type LoadRuleInput = {
  id?: number | undefined;
  stationId: string;
  deliverProperty: number;
  loadEfficiency: number | string;
  cargoEfficiency: number | string;
  fixedLoadTime?: number | string | null | undefined;
  fixedCargoTime?: number | string | null | undefined;
  fixedHandTime: number | string;
  remark?: string | null | undefined;
};

/** GET /system/stationReceiptTime/list?stationId=: the station's receipt time / load-efficiency rules. */
export async function listLoadRules(db: Db, caller: AuthContext, stationId: string) {
  await stationInScope(db, caller, stationId);
  return (await repo.loadRulesOf(db, stationId)).map(loadRuleOut);
}

/**
 * POST /system/stationReceiptTime/save (no id) or /update (id): one rule, checked with the station's
 * other rules (one per deliverProperty, numbers not negative). Answers the id.
 */
export async function saveLoadRule(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  input: LoadRuleInput,
): Promise<number> {
  const existing = input.id === undefined ? undefined : await repo.findLoadRule(db, input.id);
  if (input.id !== undefined && !existing) throw AppError.notFound();
  const stationId = existing?.stationId ?? input.stationId;
  await stationInScope(db, caller, stationId);
  const others = (await repo.loadRulesOf(db, stationId)).filter((r) => r.id !== input.id);
  const issues = loadRuleIssues([...others, input]);
  const first = issues.find((i) => i.index === others.length) ?? issues[0];
  if (first) {
    throw new AppError(first.key, {
      params: { ...first.params, field: first.field },
      data: { field: first.field, message: describeIssue(lang, 'loadRules', { ...first, index: 0 }) },
    });
  }
  const values = {
    deliverProperty: input.deliverProperty,
    loadEfficiency: String(input.loadEfficiency),
    cargoEfficiency: String(input.cargoEfficiency),
    fixedLoadTime: Number(input.fixedLoadTime ?? 0),
    fixedCargoTime: Number(input.fixedCargoTime ?? 0),
    fixedHandTime: Number(input.fixedHandTime),
    remark: input.remark || null,
  };
  if (!existing) return repo.insertLoadRule(db, { stationId, ...values, createBy: caller.userName });
  await repo.updateLoadRule(db, existing.id, {
    ...values,
    updateBy: caller.userName,
    updateTime: new Date(),
  });
  return existing.id;
}

/** POST /system/stationReceiptTime/remove?ids=1,2 */
export async function removeLoadRules(db: Db, caller: AuthContext, ids: number[]): Promise<void> {
  const rows = await repo.loadRulesByIds(db, ids);
  if (rows.length !== new Set(ids).size) throw AppError.notFound();
  for (const stationId of new Set(rows.map((r) => r.stationId))) await stationInScope(db, caller, stationId);
  await repo.deleteLoadRules(db, ids);
}
