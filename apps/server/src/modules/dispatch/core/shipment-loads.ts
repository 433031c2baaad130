import type { DispatchOrder, DispatchStop } from '@tms/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { shipmentStops, stations } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { shipmentPoolRows, toOrder } from './pool-rows';

/** What a shipment carries and where: its present waybills (totals per temperature zone) and its stops. */
export type ShipmentLoad = { orders: DispatchOrder[]; stops: DispatchStop[] };

/**
 * The loads of some shipments as the cold-chain rule and the planned window read them: waybills as
 * orders, stops in sequence with their names and planned times (the return to the depot included).
 */
export async function shipmentLoads(
  db: DbOrTx,
  shipmentIds: readonly string[],
): Promise<Map<string, ShipmentLoad>> {
  const out = new Map<string, ShipmentLoad>(shipmentIds.map((id) => [id, { orders: [], stops: [] }]));
  if (shipmentIds.length === 0) return out;
  const rows = await shipmentPoolRows(db, shipmentIds);
  for (const row of rows) if (row.shipmentId) out.get(row.shipmentId)?.orders.push(toOrder(row));
  const stops = await db
    .select({
      shipmentId: shipmentStops.shipmentId,
      stationId: shipmentStops.stationId,
      stationCode: stations.code,
      stationName: stations.name,
      sequence: shipmentStops.sequence,
      eta: shipmentStops.eta,
      etd: shipmentStops.etd,
      isBckWare: shipmentStops.isBckWare,
      backWareEta: shipmentStops.backWareEta,
      backWareEtd: shipmentStops.backWareEtd,
    })
    .from(shipmentStops)
    .leftJoin(stations, eq(stations.uuid, shipmentStops.stationId))
    .where(inArray(shipmentStops.shipmentId, [...shipmentIds]))
    .orderBy(asc(shipmentStops.shipmentId), asc(shipmentStops.sequence));
  for (const { shipmentId, isBckWare, ...stop } of stops) {
    out.get(shipmentId)?.stops.push({ ...stop, isBckWare: isBckWare === 'Y' ? 'Y' : 'N' });
  }
  return out;
}
