import { eq, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { type BaseScope, baseScopeOf, withinIds } from '../../base';

/** Orders are scoped like waybills: the selected dispatch center and the caller's clients. */
export function orderScope(scope: BaseScope): SQL | undefined {
  const center = scope.centerId
    ? eq(orders.dispatchCenterId, scope.centerId)
    : scope.unrestricted
      ? undefined
      : sql`false`;
  const client = withinIds(orders.clientId, scope.clientIds);
  if (!center) return client;
  return client ? sql`${center} and ${client}` : center;
}

export async function orderScopeOf(db: DbOrTx, caller: AuthContext) {
  const scope = await baseScopeOf(db, caller);
  return { scope, where: orderScope(scope) };
}
