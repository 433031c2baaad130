import { type DispatchStop, syncStops, toHandmadeSubmitLine, totalsOf } from '@tms/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { loadPoolRows } from './pool-rows';
import {
  insertShipmentLogs,
  replaceStops,
  type StopInsert,
  type StopRow,
  stopRowsOf,
  updateShipmentColumns,
} from './shipment-repository';

/**
 * After a shipment's waybills change (edit mode's take-out, a merge, an added waybill), its stops and totals
 * follow at once (domain `syncStops`): stops left without a waybill go, the others keep their order, times
 * and flags with their type (P, D, P&D) recomputed, a station a new waybill needs is placed by type, taking
 * its times from the shipment it came from (`donors`, a merge) when there was one; the head's totals,
 * station count and first/last stations are rewritten. A shipment left with no waybill stays open and
 * empty (logged).
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

export async function refreshShipmentStops(
  tx: DbOrTx,
  shipmentId: string,
  by: string,
  donors: readonly StopRow[] = [],
): Promise<void> {
  const orders = await loadPoolRows(
    tx,
    and(eq(waybills.shipmentId, shipmentId), eq(waybills.delFlag, '0')) as SQL,
  );
  if (orders.length === 0) {
    // Kept, empty and open: the dispatcher may put waybills back and re-submit the same shipment.
    await replaceStops(tx, [shipmentId], []);
    await updateShipmentColumns(tx, shipmentId, { ...EMPTY, updateBy: by, updateTime: new Date() });
    await insertShipmentLogs(tx, [
      { shipmentId, action: 'takeOut', remark: 'no waybill left', createBy: by },
    ]);
    return;
  }
  const current = await stopRowsOf(tx, [shipmentId]);
  const known = new Map<string, StopRow>();
  for (const row of [...current, ...donors]) if (!known.has(row.stationId)) known.set(row.stationId, row);
  const kept = syncStops(
    orders,
    current.map((row): DispatchStop => ({ stationId: row.stationId, eta: row.eta, etd: row.etd })),
  );
  const rows = kept.map((stop, index): StopInsert => {
    const { id: _id, ...fields } = known.get(stop.stationId) ?? { id: 0 };
    return {
      ...fields,
      shipmentId,
      stationId: stop.stationId,
      type: stop.stationType ?? 'D',
      sequence: index + 1,
    };
  });
  await replaceStops(tx, [shipmentId], rows);
  const line = toHandmadeSubmitLine({
    stopList: rows.map((stop): DispatchStop => ({ stationId: stop.stationId, eta: stop.eta, etd: stop.etd })),
    orders,
  });
  const totals = totalsOf(orders).total;
  await updateShipmentColumns(tx, shipmentId, {
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
  });
}
