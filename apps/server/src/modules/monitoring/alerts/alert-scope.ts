import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { baseScopeOf, withinIds } from '../../base';
import { table as A } from './repository';

/**
 * The alerts a caller may see follow the shipments they may see: those of the session's dispatch
 * center (every center for the super user and the admin role with none selected; nothing for anyone
 * else without one); carrier staff see their carriers' alerts only; a user bound to clients sees the
 * alerts of shipments that carry only their clients' waybills, as the shipment list does.
 */
export async function alertScopeOf(db: DbOrTx, caller: AuthContext): Promise<SQL | undefined> {
  const scope = await baseScopeOf(db, caller);
  const center = scope.centerId
    ? eq(A.dispatchCenterId, scope.centerId)
    : scope.unrestricted
      ? undefined
      : sql`false`;
  if (scope.carrierStaff) return and(center, withinIds(A.carrierId, scope.carrierIds ?? [])) ?? sql`true`;
  const ids = scope.clientIds;
  const clients =
    ids === null
      ? undefined
      : ids.length === 0
        ? sql`false`
        : sql`not exists (select 1 from order_waybill w where w.shipment_id = ${A.shipmentId}
            and w.del_flag = '0' and (w.client_id is null or w.client_id not in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})))`;
  return and(center, clients);
}
