import { and, asc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import {
  dispatchCenters,
  shipmentStops,
  shipments,
  stations,
  telemetryReadings,
  vehicles,
} from '../db/schema';
import { simulatorOwns } from '../modules/monitoring';
import type { DbOrTx } from '../platform/db';
import { INCIDENT_KINDS, type TraceInput, type TraceStop } from './trace';

/** A planned stop of a trip: where it is and when the plan has the vehicle there (epoch ms, or null). */
export type SimStop = TraceStop & { eta: number | null; etd: number | null };

/**
 * A shipment the simulator drives: its vehicle's device, its stops in order with their planned times
 * (and the way back to the first stop when the plan has one), when it left, and its last reading.
 */
export type SimTrip = {
  shipmentId: string;
  shipmentCode: string;
  vehicleId: string;
  deviceNo: string;
  stops: SimStop[];
  /** The actual departure (the shipment's atd in its center's zone); null when it has none. */
  departed: number | null;
  lastReading: number | null;
};

const num = (v: string | number | null | undefined) => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
/** A dispatch wall clock of the center's zone as an instant (epoch ms) in SQL; null stays null. */
const instant = (column: unknown) =>
  sql<
    number | null
  >`(extract(epoch from (${column} at time zone coalesce(${dispatchCenters.timeZone}, 'Asia/Shanghai'))) * 1000)::float8`;

/**
 * The shipments in transit the simulator may drive: on a vehicle it owns (monitoring's simulatorOwns:
 * a demo vehicle with a device number, no device key and no real readings), with at least two stops
 * that have coordinates (the stop's own, else its station's). One trip per vehicle.
 */
export async function tripsToSimulate(db: DbOrTx): Promise<SimTrip[]> {
  const rows = await db
    .select({
      shipmentId: shipments.uuid,
      shipmentCode: shipments.shipmentCode,
      vehicleId: vehicles.uuid,
      deviceNo: vehicles.deviceNumber,
      departed: instant(shipments.atd),
    })
    .from(shipments)
    .innerJoin(vehicles, eq(vehicles.uuid, shipments.vehicleId))
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, shipments.dispatchCenterId))
    .where(
      and(
        eq(shipments.status, 'T'),
        eq(shipments.delFlag, '0'),
        isNotNull(vehicles.deviceNumber),
        sql`trim(${vehicles.deviceNumber}) <> ''`,
        simulatorOwns(vehicles.uuid),
      ),
    )
    .orderBy(asc(shipments.shipmentCode));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.shipmentId);
  const readings = await db
    .select({ shipmentId: telemetryReadings.shipmentId, last: max(telemetryReadings.time) })
    .from(telemetryReadings)
    .where(inArray(telemetryReadings.shipmentId, ids))
    .groupBy(telemetryReadings.shipmentId);
  const lastOf = new Map(readings.map((r) => [r.shipmentId, r.last ? new Date(r.last).getTime() : null]));
  const stops = await db
    .select({
      shipmentId: shipmentStops.shipmentId,
      lat: sql<string | null>`coalesce(${shipmentStops.latitude}, ${stations.latitude})`,
      lon: sql<string | null>`coalesce(${shipmentStops.longitude}, ${stations.longitude})`,
      eta: instant(shipmentStops.eta),
      etd: instant(shipmentStops.etd),
      backEta: instant(shipmentStops.backWareEta),
      backEtd: instant(shipmentStops.backWareEtd),
    })
    .from(shipmentStops)
    .innerJoin(shipments, eq(shipments.uuid, shipmentStops.shipmentId))
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, shipments.dispatchCenterId))
    .leftJoin(stations, eq(stations.uuid, shipmentStops.stationId))
    .where(inArray(shipmentStops.shipmentId, ids))
    .orderBy(asc(shipmentStops.shipmentId), asc(shipmentStops.sequence));
  const seen = new Set<string>();
  return rows.flatMap((r): SimTrip[] => {
    // One trip per vehicle: a vehicle carrying two shipments in transit drives the first.
    if (seen.has(r.vehicleId)) return [];
    seen.add(r.vehicleId);
    const own = stops.filter((s) => s.shipmentId === r.shipmentId);
    const placed = own.flatMap((s): SimStop[] => {
      const lat = num(s.lat);
      const lon = num(s.lon);
      return lat === null || lon === null ? [] : [{ lat, lon, eta: num(s.eta), etd: num(s.etd) }];
    });
    // The way back to the first stop, when the plan has the vehicle return there.
    const first = placed[0];
    const back = own[0];
    if (first && back?.backEta !== null && back?.backEta !== undefined)
      placed.push({ lat: first.lat, lon: first.lon, eta: num(back.backEta), etd: num(back.backEtd) });
    if (placed.length < 2) return [];
    return [
      {
        shipmentId: r.shipmentId,
        shipmentCode: r.shipmentCode,
        vehicleId: r.vehicleId,
        deviceNo: (r.deviceNo ?? '').trim(),
        stops: placed,
        departed: num(r.departed),
        lastReading: lastOf.get(r.shipmentId) ?? null,
      },
    ];
  });
}

/** A trip's own seed offset, from its shipment (stable whatever other shipments are in transit). */
export function seedOf(shipmentId: string): number {
  let hash = 0;
  for (const ch of shipmentId) hash = (Math.imul(hash, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

const minutesBetween = (from: number | null, to: number | null) =>
  from === null || to === null || to <= from ? null : (to - from) / 60_000;

/**
 * The trace of a trip: its stops, planned drive and dwell minutes (the plan's times, so the vehicle
 * arrives when planned unless an incident holds it up), leaving at `start`, with every scripted
 * incident. The seed's history of a trip and the simulator's live readings of it use this same input,
 * so they are one journey.
 */
export function traceInputOf(
  trip: { shipmentId: string; deviceNo: string; stops: readonly SimStop[] },
  options: { start: number; seed: number; intervalSeconds: number; incidents?: TraceInput['incidents'] },
): TraceInput {
  const { stops } = trip;
  return {
    deviceNo: trip.deviceNo,
    stops: stops.map(({ lat, lon }) => ({ lat, lon })),
    start: options.start,
    legMinutes: stops.slice(1).map((to, i) => minutesBetween((stops[i] as SimStop).etd, to.eta)),
    dwellMinutes: stops.slice(1).map((s) => minutesBetween(s.eta, s.etd)),
    intervalSeconds: options.intervalSeconds,
    seed: options.seed + seedOf(trip.shipmentId),
    incidents: options.incidents ?? INCIDENT_KINDS,
  };
}
