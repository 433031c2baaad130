import { and, asc, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shipmentStops, shipments, stations, telemetryReadings, waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

const W = waybills;
const S = shipments;
const present = (column: typeof W.delFlag | typeof S.delFlag) => eq(column, '0');

export type ScannedWaybill = {
  uuid: string;
  code: string;
  status: string;
  shipmentId: string | null;
  srcStationName: string | null;
  destStationName: string | null;
  etd: string | null;
  eta: string | null;
  atd: string | null;
  ata: string | null;
};

const src = alias(stations, 'src_station');
const dest = alias(stations, 'dest_station');
const waybillColumns = {
  uuid: W.uuid,
  code: W.code,
  status: W.status,
  shipmentId: W.shipmentId,
  srcStationName: src.name,
  destStationName: dest.name,
  etd: W.etd,
  eta: W.eta,
  atd: W.atd,
  ata: W.ata,
};

/**
 * The waybill a delivery note names: by its own code first, else by the custom order number printed
 * on the note (ref no, then order code). A ref no shared by several waybills answers the newest.
 */
export async function waybillByCode(db: DbOrTx, code: string): Promise<ScannedWaybill | undefined> {
  const [row] = await db
    .select(waybillColumns)
    .from(W)
    .leftJoin(src, eq(src.uuid, W.shipFromId))
    .leftJoin(dest, eq(dest.uuid, W.shipToId))
    .where(and(present(W.delFlag), or(eq(W.code, code), eq(W.refNo, code), eq(W.orderCode, code))))
    .orderBy(desc(eq(W.code, code)), desc(eq(W.refNo, code)), desc(W.createTime), asc(W.uuid))
    .limit(1);
  return row;
}

export function waybillsOfShipment(db: DbOrTx, shipmentId: string) {
  return db
    .select({ code: W.code, status: W.status })
    .from(W)
    .where(and(present(W.delFlag), eq(W.shipmentId, shipmentId)))
    .orderBy(asc(W.code));
}

export type ScannedShipment = {
  uuid: string;
  shipmentCode: string;
  status: string;
  mainDriverName: string | null;
  mainDriverMobile: string | null;
  etd: string | null;
  eta: string | null;
  atd: string | null;
  ata: string | null;
};

const shipmentColumns = {
  uuid: S.uuid,
  shipmentCode: S.shipmentCode,
  status: S.status,
  mainDriverName: S.mainDriverName,
  mainDriverMobile: S.mainDriverMobile,
  etd: S.etd,
  eta: S.eta,
  atd: S.atd,
  ata: S.ata,
};

export async function shipmentByCode(db: DbOrTx, code: string): Promise<ScannedShipment | undefined> {
  const [row] = await db
    .select(shipmentColumns)
    .from(S)
    .where(and(present(S.delFlag), eq(S.shipmentCode, code)))
    .limit(1);
  return row;
}

export async function shipmentById(db: DbOrTx, uuid: string): Promise<ScannedShipment | undefined> {
  const [row] = await db
    .select(shipmentColumns)
    .from(S)
    .where(and(present(S.delFlag), eq(S.uuid, uuid)))
    .limit(1);
  return row;
}

export function stopsOf(db: DbOrTx, shipmentId: string) {
  const T = shipmentStops;
  return db
    .select({
      sequence: T.sequence,
      type: T.type,
      stationCode: stations.code,
      stationName: stations.name,
      city: stations.city,
      address: stations.address,
      eta: T.eta,
      etd: T.etd,
      ata: T.ata,
      atd: T.atd,
    })
    .from(T)
    .leftJoin(stations, eq(stations.uuid, T.stationId))
    .where(eq(T.shipmentId, shipmentId))
    .orderBy(asc(T.sequence));
}

/** The waybill's own two ends, for a waybill no shipment carries yet. */
export async function endsOfWaybill(db: DbOrTx, waybillId: string) {
  const [row] = await db
    .select({
      srcCode: src.code,
      srcName: src.name,
      srcCity: src.city,
      srcAddress: src.address,
      destCode: dest.code,
      destName: dest.name,
      destCity: dest.city,
      destAddress: dest.address,
    })
    .from(W)
    .leftJoin(src, eq(src.uuid, W.shipFromId))
    .leftJoin(dest, eq(dest.uuid, W.shipToId))
    .where(eq(W.uuid, waybillId))
    .limit(1);
  return row;
}

/** The readings taken while the shipment was in transit (ingest tags them with it), in time order. */
export function transitReadings(db: DbOrTx, shipmentId: string) {
  const R = telemetryReadings;
  return db
    .select({ time: R.time, temp1: R.temp1, temp2: R.temp2, temp3: R.temp3, temp4: R.temp4 })
    .from(R)
    .where(eq(R.shipmentId, shipmentId))
    .orderBy(asc(R.time), asc(R.deviceNo));
}
