import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { shipmentAlerts } from '../../../db/schema';

const A = shipmentAlerts;

/**
 * "The shipment has an open alert": one nobody has dealt with yet (deal status N), whether or not its
 * condition still lasts — the same alerts the header's badges count. `shipmentId` is the column naming
 * the shipment in the caller's query; the lookup rides the alert table's (shipment, start) index.
 */
export function hasOpenAlert(shipmentId: AnyColumn): SQL {
  return sql`exists (select 1 from ${A} where ${A.shipmentId} = ${shipmentId} and ${A.dealStatus} = 'N')`;
}
