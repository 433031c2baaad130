import { routeDetailName } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { baseScopeOf } from '../shared/scope';
import { assertIdsInScope } from './assert-ids';
import { detailsByIds, groupsByIds, setDetailsValid, setGroupsValid } from './repository';

const alreadyKey = (target: 'Y' | 'N') =>
  target === 'Y' ? 'base.routeGroup.alreadyValid' : 'base.routeGroup.alreadyInvalid';

/** valid / invalid of route groups: refused, naming it, when a group already has the target state. */
export async function switchGroupsValid(db: Db, caller: AuthContext, ids: number[], target: 'Y' | 'N') {
  const scope = await baseScopeOf(db, caller);
  const { all, visible } = await groupsByIds(db, ids, scope);
  assertIdsInScope(ids, all, visible);
  const already = all.find((g) => g.validFlag === target);
  if (already) throw AppError.invalid(alreadyKey(target), { value: already.code });
  await setGroupsValid(db, [...new Set(ids)], target, caller.userName);
}

/** valid / invalid of route group details, the same way; a detail is named "<group> <batch>". */
export async function switchDetailsValid(db: Db, caller: AuthContext, ids: number[], target: 'Y' | 'N') {
  const scope = await baseScopeOf(db, caller);
  const { all, visible } = await detailsByIds(db, ids, scope);
  assertIdsInScope(ids, all, visible);
  const already = all.find((d) => d.validFlag === target);
  if (already) {
    throw AppError.invalid(alreadyKey(target), {
      value: routeDetailName(already.groupName, already.deliveryBatch),
    });
  }
  await setDetailsValid(db, [...new Set(ids)], target, caller.userName);
}
