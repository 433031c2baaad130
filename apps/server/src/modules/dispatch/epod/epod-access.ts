import { and, eq, type SQL } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { baseScopeOf, requireInScope } from '../../base';
import { shipmentWithin } from '../core/shipment-scope';

export type EpodShipmentHead = {
  uuid: string;
  shipmentCode: string;
  status: string;
  dispatchCenterId: string | null;
  carrierId: string | null;
};

/**
 * The shipment a receipt call names, when the caller may see it: dispatchers the shipments of their
 * dispatch center (and their clients), carrier staff (drivers) only the shipments given to their
 * carriers. Another's shipment is refused with common.dataScopeDenied (403), an unknown one is not found.
 */
export async function shipmentForEpod(
  db: DbOrTx,
  caller: AuthContext,
  shipmentId: string,
): Promise<EpodShipmentHead> {
  const scope = await baseScopeOf(db, caller);
  return requireInScope(async (scoped) => {
    const [row] = await db
      .select({
        uuid: shipments.uuid,
        shipmentCode: shipments.shipmentCode,
        status: shipments.status,
        dispatchCenterId: shipments.dispatchCenterId,
        carrierId: shipments.carrierId,
      })
      .from(shipments)
      .where(
        and(
          eq(shipments.uuid, shipmentId),
          scoped ? shipmentWithin(scope) : eq(shipments.delFlag, '0'),
        ) as SQL,
      );
    return row;
  });
}

/**
 * The stop a waybill is received at: the first delivery stop (D or P&D) at its destination, else any
 * stop there; null when the shipment has no stop at its destination.
 */
export function receivingStop<S extends { stopId: number; stationId: string; type: string }>(
  stops: readonly S[],
  shipToId: string,
): S | null {
  const at = stops.filter((s) => s.stationId === shipToId);
  return at.find((s) => s.type.includes('D')) ?? at[0] ?? null;
}
