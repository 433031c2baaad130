import { eq, type SQL, sql } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { type BaseScope, baseScopeOf, requireInScope, withinIds } from '../../base';
import { waybillOfCarriers } from '../core/carrier-scope';

/**
 * Which waybills a caller sees: those of the session's selected dispatch center whose client is among
 * the caller's (base-shared/scope.ts). A waybill always has a center, so there are no shared ones; the
 * unrestricted with no center selected see every center's.
 */
export function waybillScope(scope: BaseScope): SQL | undefined {
  const center = scope.centerId
    ? eq(waybills.dispatchCenterId, scope.centerId)
    : scope.unrestricted
      ? undefined
      : sql`false`;
  const client = scope.carrierStaff
    ? waybillOfCarriers(scope.carrierIds ?? [])
    : withinIds(waybills.clientId, scope.clientIds);
  if (!center) return client;
  return client ? sql`${center} and ${client}` : center;
}

export async function waybillScopeOf(db: DbOrTx, caller: AuthContext) {
  const scope = await baseScopeOf(db, caller);
  return { scope, where: waybillScope(scope) };
}

/** One waybill by uuid: 404 when missing, HTTP 403 when outside the caller's scope. */
export async function requireWaybill<T>(
  find: (scope: SQL | undefined) => Promise<T | undefined>,
  where: SQL | undefined,
): Promise<T> {
  return requireInScope((scoped) => find(scoped ? where : undefined));
}
