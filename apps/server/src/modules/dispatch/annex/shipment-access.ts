import { and, eq, type SQL } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { baseScopeOf, requireInScope } from '../../base';
import { shipmentWithin } from '../core/shipment-scope';

/**
 * The shipment an annex call names, when the caller may see it: a shipment of another dispatch center
 * (or of clients outside the caller's data groups) is refused with common.dataScopeDenied (403), an
 * unknown one is not found.
 */
export async function shipmentInScope(db: DbOrTx, caller: AuthContext, shipmentId: string) {
  const scope = await baseScopeOf(db, caller);
  return requireInScope(async (scoped) => {
    const [row] = await db
      .select({ uuid: shipments.uuid, shipmentCode: shipments.shipmentCode })
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
