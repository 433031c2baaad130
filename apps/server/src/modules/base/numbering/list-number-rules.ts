import { and, asc, desc, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { numberRules } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { asBaseScope, centerScopeParams } from '../shared/center-scope';
import { contains, equals } from '../shared/master-repository';
import { defineMasterList } from '../shared/masters';
import { baseScopeOf, withinCenter, withinIdsOrShared } from '../shared/scope';
import * as repo from './repository';
import { type NumberRuleOut, numberRuleFilter } from './schemas';

const R = numberRules;
/** What of the caller's scope applies to rules (and what an export task keeps). */
const ruleScopeParams = centerScopeParams.extend({ clientIds: z.array(z.string()).nullable() });
export type RuleScope = z.infer<typeof ruleScopeParams>;

/** Rules of the selected center (or shared) and of the caller's clients (or for every client). */
export function ruleScope(scope: RuleScope): SQL | undefined {
  return and(
    withinCenter(R.dispatchCenterId, asBaseScope(scope)),
    withinIdsOrShared(R.clientId, scope.clientIds),
  );
}

export async function ruleScopeOf(db: DbOrTx, caller: AuthContext): Promise<RuleScope> {
  const { centerId, unrestricted, clientIds } = await baseScopeOf(db, caller);
  return { centerId, unrestricted, clientIds };
}

export const numberRuleList = defineMasterList({
  master: repo.numberRuleMaster,
  sorting: {
    sortable: {
      code: R.code,
      refType: R.refType,
      prefix: R.prefix,
      serialLength: R.serialLength,
      createTime: R.createTime,
    },
    fallback: [asc(R.refType), desc(R.clientId), desc(R.dispatchCenterId), asc(R.code)],
  },
  filter: numberRuleFilter,
  where: (f) =>
    and(
      contains(R.code, f.code),
      equals(R.refType, f.refType),
      equals(R.clientId, f.clientId),
      equals(R.dispatchCenterId, f.dispatchCenterId),
      equals(R.enableFlag, f.enableFlag),
    ),
  scope: { params: ruleScopeParams, of: ruleScopeOf, where: ruleScope },
  view: (row: repo.NumberRuleView): NumberRuleOut => ({
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
  }),
});
