import { and, eq, type SQL, sql } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { type BaseScope, baseScopeOf, withinIds } from '../../base';
import { waybillOfCarriers } from './carrier-scope';

/**
 * Waybills a caller may plan: those of the session's dispatch center whose client is one of theirs
 * (docs/architecture.md, "Permissions and data scope"). The super user with no center selected sees
 * every center's; anyone else without a center sees none.
 */
export type PoolScope = BaseScope & { userId: number; holderName: string };

export async function poolScopeOf(db: DbOrTx, caller: AuthContext): Promise<PoolScope> {
  const scope = await baseScopeOf(db, caller);
  return { ...scope, userId: Number(caller.userId), holderName: caller.nickName || caller.userName };
}

/** Present waybills inside the scope. */
export function waybillWithin(scope: BaseScope): SQL {
  const center = scope.centerId
    ? eq(waybills.dispatchCenterId, scope.centerId)
    : scope.unrestricted
      ? undefined
      : sql`false`;
  const owner = scope.carrierStaff
    ? waybillOfCarriers(scope.carrierIds ?? [])
    : withinIds(waybills.clientId, scope.clientIds);
  return and(eq(waybills.delFlag, '0'), center, owner) as SQL;
}
