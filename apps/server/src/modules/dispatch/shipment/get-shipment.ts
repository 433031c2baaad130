import { and, eq, type SQL } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { requireInScope } from '../../base';
import { poolRowOut, shipmentPoolRows } from '../core/pool-rows';
import { poolScopeOf } from '../core/scope';
import { shipmentWithin } from '../core/shipment-scope';
import { shipmentHeads, withStopsAndWaybills } from './list-shipments';

/** GET /shipment/shipment/get/:uuid: one shipment with its stops and its waybills (pool rows). */
export async function getShipment(db: Db, caller: AuthContext, uuid: string) {
  const scope = await poolScopeOf(db, caller);
  const head = await requireInScope(async (scoped) => {
    const [row] = await shipmentHeads(db).where(
      and(eq(shipments.uuid, uuid), scoped ? shipmentWithin(scope) : eq(shipments.delFlag, '0')) as SQL,
    );
    return row;
  });
  const [shipment] = await withStopsAndWaybills(db, [head]);
  const orders = await shipmentPoolRows(db, [uuid]);
  return { ...(shipment as NonNullable<typeof shipment>), waybillList: orders.map(poolRowOut) };
}
