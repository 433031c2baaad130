import type { ScanCompliance, ScanResult, ScanStop } from '@tms/contract';
import {
  type Lang,
  maskAddress,
  maskName,
  maskPhone,
  SHIPMENT_STATUSES,
  TEMPERATURE_WAYS,
  type TemperatureWay,
  temperatureCompliance,
  WAYBILL_STATUSES,
} from '@tms/domain';
import type { Db } from '../../../platform/db';
import { AppError, CODES } from '../../../platform/errors';
import { watchedBandsOf } from '../../monitoring';
import * as repo from './repository';

type StatusInfo = { code: string; labels: Record<Lang, string>; listClass: string };

function statusOf(list: readonly StatusInfo[], code: string, lang: Lang): ScanResult['status'] {
  const info = list.find((s) => s.code === code);
  return { code, label: info?.labels[lang] ?? code, color: info?.listClass ?? 'default' };
}

const waybillStatus = (code: string, lang: Lang) => statusOf(WAYBILL_STATUSES, code, lang);
const shipmentStatus = (code: string, lang: Lang) => statusOf(SHIPMENT_STATUSES, code, lang);

/** Masked, or null when there is nothing: an empty string would read as "masked" to the schema. */
const orNull = (value: string) => (value === '' ? null : value);

/**
 * GET /public/scan: what a delivery note's code answers to anyone, signed in or not. A waybill (by its
 * code, ref no or order code) or a shipment (by its code), its status in the reader's language, the
 * stops with planned and actual times, and the temperature compliance of its trip so far. Personal
 * data leaves only masked: driver name and phone, station addresses.
 */
export async function scanCode(
  db: Db,
  input: { code: string; lang: Lang; now?: number },
): Promise<ScanResult> {
  const { code, lang } = input;
  const now = input.now ?? Date.now();
  const waybill = await repo.waybillByCode(db, code);
  const shipment = waybill
    ? waybill.shipmentId
      ? await repo.shipmentById(db, waybill.shipmentId)
      : undefined
    : await repo.shipmentByCode(db, code);
  if (!waybill && !shipment) {
    throw new AppError('scan.notFound', { code: CODES.notFound, params: { code } });
  }

  const [stops, waybillRows, compliance] = await Promise.all([
    shipment ? shipmentStops(db, shipment.uuid) : waybillEnds(db, waybill),
    shipment && !waybill ? repo.waybillsOfShipment(db, shipment.uuid) : [],
    shipment ? complianceOf(db, shipment, now) : null,
  ]);

  const carrier = shipment
    ? {
        shipmentCode: shipment.shipmentCode,
        status: shipmentStatus(shipment.status, lang),
        driverName: orNull(maskName(shipment.mainDriverName)),
        driverMobile: orNull(maskPhone(shipment.mainDriverMobile)),
        atd: shipment.atd,
        ata: shipment.ata,
      }
    : null;

  if (waybill) {
    return {
      kind: 'waybill',
      code: waybill.code,
      status: waybillStatus(waybill.status, lang),
      srcStationName: waybill.srcStationName,
      destStationName: waybill.destStationName,
      etd: waybill.etd,
      eta: waybill.eta,
      atd: waybill.atd,
      ata: waybill.ata,
      shipment: carrier,
      waybills: [{ code: waybill.code, status: waybillStatus(waybill.status, lang) }],
      stops,
      compliance,
    };
  }
  // Only a shipment is left here (checked above).
  const s = shipment as repo.ScannedShipment;
  return {
    kind: 'shipment',
    code: s.shipmentCode,
    status: shipmentStatus(s.status, lang),
    srcStationName: stops[0]?.stationName ?? null,
    destStationName: stops.at(-1)?.stationName ?? null,
    etd: s.etd,
    eta: s.eta,
    atd: s.atd,
    ata: s.ata,
    shipment: carrier,
    waybills: waybillRows.map((w) => ({ code: w.code, status: waybillStatus(w.status, lang) })),
    stops,
    compliance,
  };
}

async function shipmentStops(db: Db, shipmentId: string): Promise<ScanStop[]> {
  const rows = await repo.stopsOf(db, shipmentId);
  return rows.map((r) => ({ ...r, address: orNull(maskAddress(r.address)) }));
}

/** A waybill not on a shipment yet: its two ends with its own planned and actual times. */
async function waybillEnds(db: Db, head: repo.ScannedWaybill | undefined): Promise<ScanStop[]> {
  if (!head) return [];
  const ends = await repo.endsOfWaybill(db, head.uuid);
  if (!ends) return [];
  return [
    {
      sequence: 1,
      type: 'P',
      stationCode: ends.srcCode,
      stationName: ends.srcName,
      city: ends.srcCity,
      address: orNull(maskAddress(ends.srcAddress)),
      eta: null,
      etd: head.etd ?? null,
      ata: null,
      atd: head.atd ?? null,
    },
    {
      sequence: 2,
      type: 'D',
      stationCode: ends.destCode,
      stationName: ends.destName,
      city: ends.destCity,
      address: orNull(maskAddress(ends.destAddress)),
      eta: head.eta ?? null,
      etd: null,
      ata: head.ata ?? null,
      atd: null,
    },
  ];
}

/**
 * The trip's compliance over its in-transit readings: from the first to the last, and on to now while
 * the shipment is still moving (the last reading holds, up to the gap limit). null before any reading.
 */
async function complianceOf(
  db: Db,
  shipment: repo.ScannedShipment,
  now: number,
): Promise<ScanCompliance | null> {
  const [readings, watched] = await Promise.all([
    repo.transitReadings(db, shipment.uuid),
    watchedBandsOf(db, shipment.uuid),
  ]);
  const first = readings[0];
  const last = readings.at(-1);
  if (!first || !last) return null;
  const moving = shipment.status === 'T';
  const result = temperatureCompliance({
    readings: readings.map((r) => ({
      time: r.time.getTime(),
      values: { 1: r.temp1, 2: r.temp2, 3: r.temp3, 4: r.temp4 },
    })),
    bands: watched.bands,
    from: first.time.getTime(),
    to: moving ? Math.max(now, last.time.getTime()) : last.time.getTime(),
  });
  const bands = TEMPERATURE_WAYS.flatMap((way: TemperatureWay) => {
    const band = watched.bands[way];
    return band ? [{ way, min: band.min, max: band.max }] : [];
  });
  return { ...result, bands };
}
