import { and, asc, count, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { shipmentAlerts, shipmentStops, stations, telemetryReadings } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

const R = telemetryReadings;

const readingColumns = {
  deviceNo: R.deviceNo,
  time: R.time,
  lat: R.lat,
  lon: R.lon,
  speedKmh: R.speedKmh,
  temp1: R.temp1,
  temp2: R.temp2,
  temp3: R.temp3,
  temp4: R.temp4,
  doorOpen: R.doorOpen,
};
export type TraceReading = {
  deviceNo: string;
  time: Date;
  lat: number | null;
  lon: number | null;
  speedKmh: number | null;
  temp1: number | null;
  temp2: number | null;
  temp3: number | null;
  temp4: number | null;
  doorOpen: boolean | null;
};

/** Every reading of a shipment, in time order (device breaks ties so the order is total). */
export function shipmentReadings(db: DbOrTx, shipmentId: string): Promise<TraceReading[]> {
  return db
    .select(readingColumns)
    .from(R)
    .where(eq(R.shipmentId, shipmentId))
    .orderBy(asc(R.time), asc(R.deviceNo));
}

/** One batch of a shipment's readings after a (time, device) cursor, for the export. */
export function shipmentReadingsAfter(
  db: DbOrTx,
  shipmentId: string,
  after: { time: Date; deviceNo: string } | null,
  limit: number,
): Promise<TraceReading[]> {
  const cursor = after
    ? or(gt(R.time, after.time), and(eq(R.time, after.time), gt(R.deviceNo, after.deviceNo)))
    : undefined;
  return db
    .select(readingColumns)
    .from(R)
    .where(and(eq(R.shipmentId, shipmentId), cursor))
    .orderBy(asc(R.time), asc(R.deviceNo))
    .limit(limit);
}

export async function countShipmentReadings(db: DbOrTx, shipmentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(R).where(eq(R.shipmentId, shipmentId));
  return row?.n ?? 0;
}

export type TraceStop = {
  sequence: number;
  type: string;
  stationId: string;
  stationCode: string | null;
  stationName: string | null;
  /** The stop's own position first, else its station's; decimal text. */
  longitude: string | null;
  latitude: string | null;
  fenceDistance: number | null;
  ata: string | null;
  atd: string | null;
  handoverTempIn: string | null;
  handoverTempOut: string | null;
};

export function shipmentStopsOf(db: DbOrTx, shipmentId: string): Promise<TraceStop[]> {
  const S = shipmentStops;
  return db
    .select({
      sequence: S.sequence,
      type: S.type,
      stationId: S.stationId,
      stationCode: stations.code,
      stationName: stations.name,
      longitude: sql<string | null>`coalesce(${S.longitude}, ${stations.longitude})`,
      latitude: sql<string | null>`coalesce(${S.latitude}, ${stations.latitude})`,
      fenceDistance: stations.fenceDistance,
      ata: S.ata,
      atd: S.atd,
      handoverTempIn: S.handoverTempIn,
      handoverTempOut: S.handoverTempOut,
    })
    .from(S)
    .leftJoin(stations, eq(stations.uuid, S.stationId))
    .where(eq(S.shipmentId, shipmentId))
    .orderBy(asc(S.sequence));
}

export type TraceAlert = {
  id: number;
  alertType: string;
  way: number | null;
  level: string;
  startTime: Date;
  endTime: Date | null;
  alertContent: string | null;
  /** The content's message key and parameters (read in the reader's language). */
  detail: Record<string, unknown> | null;
};

/** The shipment's alerts, oldest first. */
export function shipmentAlertsOf(db: DbOrTx, shipmentId: string, where?: SQL): Promise<TraceAlert[]> {
  const A = shipmentAlerts;
  return db
    .select({
      id: A.id,
      alertType: A.alertType,
      way: A.way,
      level: A.level,
      startTime: A.startTime,
      endTime: A.endTime,
      alertContent: A.alertContent,
      detail: A.detail,
    })
    .from(A)
    .where(and(eq(A.shipmentId, shipmentId), where))
    .orderBy(asc(A.startTime), desc(A.id));
}

export const temperatureAlerts = eq(shipmentAlerts.alertType, 'temp');
