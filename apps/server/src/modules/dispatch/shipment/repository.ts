import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { shipmentLogs, shipmentStops, stations, waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

/** Stops of some shipments with their station code and name, in sequence. */
export async function stopsOf(db: DbOrTx, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  const rows = await db
    .select({
      shipmentId: shipmentStops.shipmentId,
      id: shipmentStops.id,
      sequence: shipmentStops.sequence,
      stationId: shipmentStops.stationId,
      stationCode: stations.code,
      stationName: stations.name,
      stationType: shipmentStops.type,
      eta: shipmentStops.eta,
      etd: shipmentStops.etd,
      isBckWare: shipmentStops.isBckWare,
      backWareEta: shipmentStops.backWareEta,
      backWareEtd: shipmentStops.backWareEtd,
      etaIsOutTimewindow: shipmentStops.etaIsOutTimewindow,
      etdIsOutTimewindow: shipmentStops.etdIsOutTimewindow,
      transMode: shipmentStops.transMode,
      billingMethod: shipmentStops.billingMethod,
      handoverMethod: shipmentStops.handoverMethod,
      allocationFactor: shipmentStops.allocationFactor,
      ata: shipmentStops.ata,
      atd: shipmentStops.atd,
      arriveInFence: shipmentStops.arriveInFence,
      departInFence: shipmentStops.departInFence,
      longitude: shipmentStops.longitude,
      latitude: shipmentStops.latitude,
      handoverTempIn: shipmentStops.handoverTempIn,
      handoverTempOut: shipmentStops.handoverTempOut,
      cargoVolume: shipmentStops.cargoVolume,
      isShipmentOrder: shipmentStops.isShipmentOrder,
      stopInfo: shipmentStops.stopInfo,
    })
    .from(shipmentStops)
    .leftJoin(stations, eq(stations.uuid, shipmentStops.stationId))
    .where(inArray(shipmentStops.shipmentId, shipmentIds))
    .orderBy(asc(shipmentStops.shipmentId), asc(shipmentStops.sequence));
  return rows;
}

/** Waybill codes per shipment (present waybills), in code order. */
export async function waybillCodesOf(db: DbOrTx, shipmentIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (shipmentIds.length === 0) return out;
  const rows = await db
    .select({ shipmentId: waybills.shipmentId, code: waybills.code })
    .from(waybills)
    .where(and(inArray(waybills.shipmentId, shipmentIds), eq(waybills.delFlag, '0')))
    .orderBy(asc(waybills.code));
  for (const row of rows) {
    if (!row.shipmentId) continue;
    const list = out.get(row.shipmentId) ?? [];
    list.push(row.code);
    out.set(row.shipmentId, list);
  }
  return out;
}

export function groupBy<T extends { shipmentId: string }>(rows: T[]): Map<string, Omit<T, 'shipmentId'>[]> {
  const out = new Map<string, Omit<T, 'shipmentId'>[]>();
  for (const { shipmentId, ...rest } of rows) {
    const list = out.get(shipmentId) ?? [];
    list.push(rest);
    out.set(shipmentId, list);
  }
  return out;
}

/** Who last applied for each shipment's approval (apply or forced apply), by user name. */
export async function lastApplicants(db: DbOrTx, shipmentIds: string[]): Promise<Map<string, string | null>> {
  if (shipmentIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([shipmentLogs.shipmentId], {
      shipmentId: shipmentLogs.shipmentId,
      createBy: shipmentLogs.createBy,
    })
    .from(shipmentLogs)
    .where(
      and(
        inArray(shipmentLogs.shipmentId, shipmentIds),
        inArray(shipmentLogs.action, ['apply', 'forceApply']),
      ),
    )
    .orderBy(shipmentLogs.shipmentId, desc(shipmentLogs.id));
  return new Map(rows.map((r) => [r.shipmentId, r.createBy]));
}
