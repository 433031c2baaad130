import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { baseScopeOf } from '../shared/scope';
import { assertIdsInScope } from './assert-ids';
import { detailsByIds, groupsByIds, removeGroupsWithDetails, softRemoveDetails } from './repository';

/** Soft removal of route groups together with their details, in one transaction. */
export async function removeRouteGroups(db: Db, caller: AuthContext, ids: number[]): Promise<void> {
  const scope = await baseScopeOf(db, caller);
  await db.transaction(async (tx) => {
    const { all, visible } = await groupsByIds(tx, ids, scope);
    assertIdsInScope(ids, all, visible);
    await removeGroupsWithDetails(tx, [...new Set(ids)], caller.userName);
  });
}

/** Soft removal of route group details (their stops stay for history). */
export async function removeRouteGroupDetails(db: Db, caller: AuthContext, ids: number[]): Promise<void> {
  const scope = await baseScopeOf(db, caller);
  const { all, visible } = await detailsByIds(db, ids, scope);
  assertIdsInScope(ids, all, visible);
  await softRemoveDetails(db, [...new Set(ids)], caller.userName);
}
