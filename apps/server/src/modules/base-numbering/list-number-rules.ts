import { and, type SQL } from 'drizzle-orm';
import { numberRules } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { DbOrTx } from '../../platform/db';
import { offsetOf, type PageQuery } from '../../platform/envelope';
import { orderByOf, type SortQuery } from '../base-shared/list';
import {
  type BaseScope,
  baseScopeOf,
  requireInScope,
  withinCenter,
  withinIdsOrShared,
} from '../base-shared/scope';
import * as repo from './repository';
import type { NumberRuleOut } from './schemas';

/** Rules of the selected center (or shared) and of the caller's clients (or for every client). */
export function ruleScope(scope: BaseScope): SQL | undefined {
  return and(
    withinCenter(numberRules.dispatchCenterId, scope),
    withinIdsOrShared(numberRules.clientId, scope.clientIds),
  );
}

export function ruleView(row: repo.NumberRuleView): NumberRuleOut {
  return {
    uuid: row.uuid,
    code: row.code,
    clientId: row.clientId,
    clientName: row.clientName,
    dispatchCenterId: row.dispatchCenterId,
    dispatchCenterName: row.dispatchCenterName,
    refType: row.refType,
    prefix: row.prefix,
    timestampEnabled: row.timestampEnabled,
    timestampFormat: row.timestampFormat,
    serialLength: row.serialLength,
    example: row.example,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  };
}

export async function listNumberRules(
  db: DbOrTx,
  caller: AuthContext,
  query: PageQuery & SortQuery & repo.NumberRuleFilter,
) {
  const scope = ruleScope(await baseScopeOf(db, caller));
  const orderBy = orderByOf(repo.NUMBER_RULE_SORTABLE, query, repo.defaultOrder);
  const { rows, total } = await repo.pageRules(db, query, scope, orderBy, query.pageSize, offsetOf(query));
  return { rows: rows.map(ruleView), total };
}

export async function getNumberRule(db: DbOrTx, caller: AuthContext, uuid: string): Promise<NumberRuleOut> {
  const scope = ruleScope(await baseScopeOf(db, caller));
  return ruleView(await requireInScope((scoped) => repo.findRule(db, uuid, scoped ? scope : undefined)));
}
