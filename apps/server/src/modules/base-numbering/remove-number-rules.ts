import { numberRules } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { softRemove } from '../base-shared/records';
import { baseScopeOf } from '../base-shared/scope';
import { ruleScope } from './list-number-rules';

/** Soft removal; the rule's sequences stay, so a restored rule would not repeat numbers. */
export async function removeNumberRules(db: Db, caller: AuthContext, uuids: string[]): Promise<void> {
  const scope = ruleScope(await baseScopeOf(db, caller));
  await softRemove(
    db,
    { table: numberRules, uuid: numberRules.uuid, code: numberRules.code, delFlag: numberRules.delFlag },
    uuids,
    scope,
    caller.userName,
  );
}
