import type { AlertRuleStatus } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import * as repo from './repository';
import { ruleScopeOf } from './rule-scope';

/**
 * The present rules with these uuids, for a change: 404 when one does not exist, HTTP 403
 * (common.dataScopeDenied) when one belongs to a center outside the caller's.
 */
async function rulesToChange(db: DbOrTx, caller: AuthContext, uuids: string[]) {
  const unique = [...new Set(uuids)];
  const all = await repo.headsOf(db, unique, undefined);
  if (all.length !== unique.length) throw AppError.notFound();
  const scope = await ruleScopeOf(db, caller);
  if (scope && (await repo.headsOf(db, unique, scope)).length !== unique.length)
    throw AppError.forbidden('common.dataScopeDenied');
  return all;
}

/**
 * POST /monitor/alertRule/remove: soft (del_flag '2'), so the alerts a rule raised keep pointing at it,
 * and its code and temperature scope are free again.
 */
export async function removeAlertRules(db: DbOrTx, caller: AuthContext, uuids: string[]): Promise<void> {
  const rows = await rulesToChange(db, caller, uuids);
  await repo.softRemove(
    db,
    rows.map((r) => r.uuid),
    caller.userName,
  );
}

/**
 * POST /monitor/alertRule/enable and /disable: refuses when any rule already has that status, naming
 * it (base.alreadyEnabled / base.alreadyDisabled), so a double click never passes silently.
 */
export async function switchAlertRules(
  db: DbOrTx,
  caller: AuthContext,
  uuids: string[],
  status: AlertRuleStatus,
): Promise<void> {
  const rows = await rulesToChange(db, caller, uuids);
  const already = rows.find((r) => r.status === status);
  if (already)
    throw AppError.invalid(status === 'enabled' ? 'base.alreadyEnabled' : 'base.alreadyDisabled', {
      value: already.code,
    });
  await repo.setStatus(
    db,
    rows.map((r) => r.uuid),
    status,
    caller.userName,
  );
}
