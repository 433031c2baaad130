import { and, asc, eq, inArray, isNotNull, max, min, sql } from 'drizzle-orm';
import { shipmentStops, shipments, stations, telemetryReadings, vehicles } from '../db/schema';
import type { DbOrTx } from '../platform/db';
import type { TraceStop } from './trace';

/**
 * A shipment the simulator drives: its vehicle's device, its stops' coordinates in order, and the first
 * and last reading it already has (a trip begun before a restart goes on from there).
 */
export type SimTrip = {
  shipmentId: string;
  shipmentCode: string;
  deviceNo: string;
  stops: TraceStop[];
  firstReading: number | null;
  lastReading: number | null;
};

const num = (v: string | null) => (v === null || v === '' ? null : Number(v));

/**
 * The shipments in transit whose vehicle has a device number, with at least two stops that have
 * coordinates (the stop's own, else its station's), and the readings each already has.
 */
export async function tripsToSimulate(db: DbOrTx): Promise<SimTrip[]> {
  const rows = await db
    .select({
      shipmentId: shipments.uuid,
      shipmentCode: shipments.shipmentCode,
      vehicleId: vehicles.uuid,
      deviceNo: vehicles.deviceNumber,
    })
    .from(shipments)
    .innerJoin(vehicles, eq(vehicles.uuid, shipments.vehicleId))
    .where(
      and(
        eq(shipments.status, 'T'),
        eq(shipments.delFlag, '0'),
        eq(vehicles.delFlag, '0'),
        eq(vehicles.enableFlag, 'Y'),
        isNotNull(vehicles.deviceNumber),
        sql`trim(${vehicles.deviceNumber}) <> ''`,
      ),
    )
    .orderBy(asc(shipments.shipmentCode));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.shipmentId);
  const readings = await db
    .select({
      shipmentId: telemetryReadings.shipmentId,
      first: min(telemetryReadings.time),
      last: max(telemetryReadings.time),
    })
    .from(telemetryReadings)
    .where(inArray(telemetryReadings.shipmentId, ids))
    .groupBy(telemetryReadings.shipmentId);
  const had = new Map(readings.map((r) => [r.shipmentId, r]));
  const stops = await db
    .select({
      shipmentId: shipmentStops.shipmentId,
      lat: sql<string | null>`coalesce(${shipmentStops.latitude}, ${stations.latitude})`,
      lon: sql<string | null>`coalesce(${shipmentStops.longitude}, ${stations.longitude})`,
    })
    .from(shipmentStops)
    .leftJoin(stations, eq(stations.uuid, shipmentStops.stationId))
    .where(inArray(shipmentStops.shipmentId, ids))
    .orderBy(asc(shipmentStops.shipmentId), asc(shipmentStops.sequence));
  const seen = new Set<string>();
  return rows.flatMap((r): SimTrip[] => {
    // One trip per vehicle: a vehicle carrying two shipments in transit drives the first.
    if (seen.has(r.vehicleId)) return [];
    seen.add(r.vehicleId);
    const own = stops
      .filter((s) => s.shipmentId === r.shipmentId)
      .flatMap((s) => {
        const lat = num(s.lat);
        const lon = num(s.lon);
        return lat === null || lon === null ? [] : [{ lat, lon }];
      });
    if (own.length < 2) return [];
    const before = had.get(r.shipmentId);
    const time = (d: Date | null | undefined) => (d ? new Date(d).getTime() : null);
    return [
      {
        shipmentId: r.shipmentId,
        shipmentCode: r.shipmentCode,
        deviceNo: (r.deviceNo ?? '').trim(),
        stops: own,
        firstReading: time(before?.first),
        lastReading: time(before?.last),
      },
    ];
  });
}
