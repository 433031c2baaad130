import { type DispatchStop, stopTypeOf, toHandmadeSubmitLine, totalsOf } from '@tms/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { shipmentLogs, shipmentStops, shipments, waybills } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';
import { loadPoolRows } from './pool-rows';

/**
 * After waybills leave an open shipment (edit mode's take-out), its stops and totals follow at once, so the
 * shipment never shows a stop nobody is picked up or delivered at: stops left without a waybill go, the
 * others keep their order and times with their type (P, D, P&D) recomputed, and the head's totals, station
 * count and first/last stations are rewritten. A shipment left with no waybill stays open and empty (logged).
 */
const EMPTY = {
  takeFirstStationId: null,
  downFirstStationId: null,
  downLastStationId: null,
  stationNum: 0,
  totalQuantity: '0',
  totalCases: '0',
  totalWeight: '0',
  totalVolume: '0',
  totalPallets: '0',
};

export async function refreshShipmentAfterTakeOut(tx: DbOrTx, shipmentId: string, by: string): Promise<void> {
  const orders = await loadPoolRows(
    tx,
    and(eq(waybills.shipmentId, shipmentId), eq(waybills.delFlag, '0')) as SQL,
  );
  if (orders.length === 0) {
    // Kept, empty and open: the dispatcher may put waybills back and re-submit the same shipment.
    await tx.delete(shipmentStops).where(eq(shipmentStops.shipmentId, shipmentId));
    await tx
      .update(shipments)
      .set({ ...EMPTY, updateBy: by, updateTime: new Date() })
      .where(eq(shipments.uuid, shipmentId));
    await tx
      .insert(shipmentLogs)
      .values({ shipmentId, action: 'takeOut', remark: 'no waybill left', createBy: by });
    return;
  }
  const stops = await tx
    .select()
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, shipmentId))
    .orderBy(asc(shipmentStops.sequence));
  const kept = stops.flatMap((stop) => {
    const type = stopTypeOf(stop.stationId, orders);
    return type ? [{ ...stop, type }] : [];
  });
  const gone = stops.filter((stop) => !kept.some((k) => k.id === stop.id)).map((stop) => stop.id);
  if (gone.length > 0) await tx.delete(shipmentStops).where(inArray(shipmentStops.id, gone));
  // Renumber through negative values: (shipment_id, sequence) is unique at every row update.
  for (const [index, stop] of kept.entries()) {
    await tx
      .update(shipmentStops)
      .set({ type: stop.type, sequence: -(index + 1) })
      .where(eq(shipmentStops.id, stop.id));
  }
  await tx
    .update(shipmentStops)
    .set({ sequence: sql`-${shipmentStops.sequence}` })
    .where(eq(shipmentStops.shipmentId, shipmentId));
  const line = toHandmadeSubmitLine({
    stopList: kept.map((stop): DispatchStop => ({ stationId: stop.stationId, eta: stop.eta, etd: stop.etd })),
    orders,
  });
  const totals = totalsOf(orders).total;
  await tx
    .update(shipments)
    .set({
      takeFirstStationId: line.takeFirstStationId,
      downFirstStationId: line.downFirstStationId,
      downLastStationId: line.downLastStationId,
      stationNum: kept.length,
      etd: line.etd,
      eta: line.eta,
      totalQuantity: totals.quantity,
      totalCases: totals.cases,
      totalWeight: totals.weight,
      totalVolume: totals.volume,
      totalPallets: totals.pallets,
      updateBy: by,
      updateTime: new Date(),
    })
    .where(eq(shipments.uuid, shipmentId));
}
