import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { type BaseScope, baseScopeOf, requireInScope } from '../../base';
import { shipmentRowsWithin } from '../shared/shipment-rows-scope';

/**
 * The shipments whose traces a caller may read are the shipments they may see in the shipment list:
 * the session's dispatch center (every center for the super user and the admin role with none
 * selected, nothing for anyone else without one); carrier staff their carriers' shipments (as carrier
 * or real carrier); a user bound to clients the shipments carrying only their clients' waybills.
 */
export function shipmentVisible(scope: BaseScope): SQL {
  const present = eq(shipments.delFlag, '0');
  if (scope.carrierStaff) {
    const ids = scope.carrierIds ?? [];
    const carriers =
      ids.length === 0
        ? sql`false`
        : or(inArray(shipments.carrierId, ids), inArray(shipments.realCarrierId, ids));
    const center = shipmentRowsWithin({ ...scope, carrierStaff: false, clientIds: null }, columns);
    return and(present, center, carriers) as SQL;
  }
  return and(present, shipmentRowsWithin(scope, columns)) as SQL;
}

const columns = {
  dispatchCenterId: shipments.dispatchCenterId,
  carrierId: shipments.carrierId,
  shipmentId: shipments.uuid,
};

export type TracedShipment = {
  uuid: string;
  shipmentCode: string;
  status: string;
  dispatchCenterId: string | null;
  vehicleId: string | null;
  precoolTemp: string | null;
};

/**
 * One shipment the caller may read: not found (404) when it does not exist, refused (HTTP 403) when it
 * belongs to a center, carrier or client outside the caller's scope.
 */
export async function tracedShipment(db: DbOrTx, caller: AuthContext, uuid: string): Promise<TracedShipment> {
  const scope = await baseScopeOf(db, caller);
  return requireInScope(async (scoped) => {
    const [row] = await db
      .select({
        uuid: shipments.uuid,
        shipmentCode: shipments.shipmentCode,
        status: shipments.status,
        dispatchCenterId: shipments.dispatchCenterId,
        vehicleId: shipments.vehicleId,
        precoolTemp: shipments.precoolTemp,
      })
      .from(shipments)
      .where(
        and(eq(shipments.uuid, uuid), scoped ? shipmentVisible(scope) : eq(shipments.delFlag, '0')) as SQL,
      );
    return row;
  });
}
