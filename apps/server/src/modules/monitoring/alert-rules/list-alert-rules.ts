import type { AlertRuleView } from '@tms/contract';
import type { Lang } from '@tms/domain';
import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { containsText, orderByOf } from '../../../platform/list-query';
import * as repo from './repository';
import { requireRule, ruleScopeOf } from './rule-scope';
import { alertRuleView } from './rule-view';
import type { AlertRuleListQuery } from './schemas';

const R = repo.table;

/**
 * GET /monitor/alertRule/list: the rules the caller may see (their centers' and those for every
 * center), filtered by type, code and name (contains), status and center; paged, sorted on
 * whitelisted columns, newest first by default.
 */
export async function listAlertRules(
  db: DbOrTx,
  caller: AuthContext,
  query: AlertRuleListQuery,
  lang: Lang = 'zh-CN',
): Promise<{ rows: AlertRuleView[]; total: number }> {
  const where = and(
    repo.present,
    await ruleScopeOf(db, caller),
    query.type ? eq(R.type, query.type) : undefined,
    query.code ? ilike(R.code, containsText(query.code)) : undefined,
    query.name ? ilike(R.name, containsText(query.name)) : undefined,
    query.status ? eq(R.status, query.status) : undefined,
    query.dispatchCenterId ? eq(R.dispatchCenterId, query.dispatchCenterId) : undefined,
  );
  const orderBy = orderByOf(repo.SORTABLE, query, [desc(R.createTime), asc(R.uuid)]);
  const offset = offsetOf(query);
  const { rows, total } = await repo.listPage(db, where, orderBy, query.pageSize, offset);
  return {
    rows: rows.map((row) => alertRuleView(row, lang)),
    total: total ?? (offset === 0 ? 0 : await repo.countRules(db, where)),
  };
}

/** GET /monitor/alertRule/get/:uuid: one rule (404 when absent, HTTP 403 outside the caller's centers). */
export async function getAlertRule(
  db: DbOrTx,
  caller: AuthContext,
  uuid: string,
  lang: Lang = 'zh-CN',
): Promise<AlertRuleView> {
  const scope = await ruleScopeOf(db, caller);
  const row = await requireRule((scoped) => repo.findRule(db, uuid, scoped ? scope : undefined));
  return alertRuleView(row, lang);
}
