import { inArray, or, type SQL, sql } from 'drizzle-orm';
import { shipments, waybills } from '../../../db/schema';

/** Shipments given to one of the carriers, as their carrier or their real (subcontracted) carrier. */
export function shipmentOfCarriers(carrierIds: string[]): SQL {
  if (carrierIds.length === 0) return sql`false`;
  return or(inArray(shipments.carrierId, carrierIds), inArray(shipments.realCarrierId, carrierIds)) as SQL;
}

/** Waybills given to one of the carriers: assigned to it, or riding on a shipment given to it. */
export function waybillOfCarriers(carrierIds: string[]): SQL {
  if (carrierIds.length === 0) return sql`false`;
  const onShipment = sql`${waybills.shipmentId} in (select ${shipments.uuid} from ${shipments}
    where ${shipments.delFlag} = '0' and ${shipmentOfCarriers(carrierIds)})`;
  return or(inArray(waybills.carrierId, carrierIds), onShipment) as SQL;
}
