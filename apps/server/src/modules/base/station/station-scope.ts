import { and, type SQL } from 'drizzle-orm';
import { stations } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { type BaseScope, baseScopeOf, withinCenter, withinIdsOrShared } from '../shared/scope';

/**
 * Which stations a caller sees: those of the selected dispatch center (or shared ones without a center)
 * whose client is one of the caller's clients (or which have no client: hubs, warehouses).
 */
export function stationWhere(scope: BaseScope): SQL | undefined {
  return and(
    withinCenter(stations.dispatchCenterId, scope),
    withinIdsOrShared(stations.clientId, scope.clientIds),
  );
}

export async function stationScopeOf(
  db: DbOrTx,
  caller: AuthContext,
): Promise<{ scope: BaseScope; where: SQL | undefined }> {
  const scope = await baseScopeOf(db, caller);
  return { scope, where: stationWhere(scope) };
}
