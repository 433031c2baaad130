import Decimal from 'decimal.js';
import type { TemperatureBand } from '../monitoring/types';

/**
 * The key figures of the shipment report and the dashboard. Each is a pure function over figures the
 * daily roll-ups keep, so the report, the dashboard and their tests compute a figure the same way.
 * Sums and ratios are exact decimals; ratios come out as numbers 0..1 (null when nothing to divide by).
 */

type Num = Decimal.Value | null | undefined;

const dec = (value: Num): Decimal =>
  value === null || value === undefined ? new Decimal(0) : new Decimal(value);

/** A share part / whole, 0..1 rounded to 4 decimals; null when the whole is zero (no basis, not 0 %). */
export function ratio({ part, whole }: { part: Num; whole: Num }): number | null {
  const w = dec(whole);
  if (w.isZero()) return null;
  return dec(part).div(w).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber();
}

/**
 * A stop arrived on time when its actual arrival is no later than the end of its receiving window, or,
 * for a station without windows, than its planned ETA. A stop not yet arrived, or without any planned
 * time, is not judged (null) and counts in neither the on-time nor the due stops.
 */
export function stopOnTime({
  ata,
  eta,
  windowEnd,
}: {
  ata: string | null;
  eta: string | null;
  windowEnd: string | null;
}): boolean | null {
  const limit = windowEnd ?? eta;
  if (!ata || !limit) return null;
  // Wall-clock 'YYYY-MM-DD HH:mm[:ss]' readings of one zone compare as text once padded to seconds.
  const pad = (t: string) => (t.length === 16 ? `${t}:00` : t.slice(0, 19));
  return pad(ata) <= pad(limit);
}

/** On-time arrival rate: stops on time over stops judged. */
export function onTimeRate({ onTime, due }: { onTime: Num; due: Num }): number | null {
  return ratio({ part: onTime, whole: due });
}

export type BandCompliance = {
  /** Milliseconds of in-transit time the readings cover (first reading to last). */
  coveredMs: number;
  /** Of those, the milliseconds inside the band. */
  inBandMs: number;
  /** Times the temperature went above the band (each excursion counted once). */
  hotBreaches: number;
  /** Times the temperature went below the band. */
  coldBreaches: number;
};

/**
 * Temperature compliance of one compartment's in-transit readings against its band. Time between two
 * readings belongs to the earlier one (a reading holds until the next), as in the temperature report;
 * an excursion is counted when a reading leaves the band (or the first reading is already out). A null
 * band watches nothing: every minute complies and nothing breaches.
 */
export function bandCompliance({
  series,
  band,
}: {
  series: readonly { time: number; value: number }[];
  band: TemperatureBand | null;
}): BandCompliance {
  const points = series
    .filter((p) => Number.isFinite(p.time) && Number.isFinite(p.value))
    .slice()
    .sort((a, b) => a.time - b.time);
  const side = (v: number): 'hot' | 'cold' | null => {
    if (!band) return null;
    if (band.max !== null && v > band.max) return 'hot';
    if (band.min !== null && v < band.min) return 'cold';
    return null;
  };
  let coveredMs = 0;
  let inBandMs = 0;
  let hotBreaches = 0;
  let coldBreaches = 0;
  let previous: 'hot' | 'cold' | null = null;
  points.forEach((p, i) => {
    const now = side(p.value);
    if (now !== null && now !== previous) {
      if (now === 'hot') hotBreaches++;
      else coldBreaches++;
    }
    previous = now;
    const next = points[i + 1];
    if (!next) return;
    const span = next.time - p.time;
    coveredMs += span;
    if (now === null) inBandMs += span;
  });
  return { coveredMs, inBandMs, hotBreaches, coldBreaches };
}

/** Temperature compliance rate: in-band minutes over covered in-transit minutes. */
export function tempComplianceRate({
  inBandMinutes,
  transitMinutes,
}: {
  inBandMinutes: Num;
  transitMinutes: Num;
}) {
  return ratio({ part: inBandMinutes, whole: transitMinutes });
}

/**
 * Load factor of a temperature layer: loaded volume over the capacity the vehicles gave that layer.
 * It may exceed 1 (an overloaded layer shows as such rather than being capped).
 */
export function loadFactor({ loadedVolume, capacityVolume }: { loadedVolume: Num; capacityVolume: Num }) {
  return ratio({ part: loadedVolume, whole: capacityVolume });
}

/**
 * The capacity one vehicle gives each of its temperature layers: its rated volume shared equally among
 * its compartments' layers (the model records the layers, not each compartment's size).
 */
export function layerCapacity({ ratedVolume, layers }: { ratedVolume: Num; layers: number }): Decimal {
  if (layers <= 0) return new Decimal(0);
  return dec(ratedVolume).div(layers);
}

/** The kilometres a shipment counts: the actual mileage once known, else the planned one. */
export function shipmentKm({ actualKm, plannedKm }: { actualKm: Num; plannedKm: Num }): Decimal {
  return actualKm === null || actualKm === undefined ? dec(plannedKm) : dec(actualKm);
}

/** Kilometres per waybill, 2 decimals; null without waybills. */
export function kmPerWaybill({ km, waybills }: { km: Num; waybills: Num }): number | null {
  const w = dec(waybills);
  if (w.isZero()) return null;
  return dec(km).div(w).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}

/** Mean minutes to handle an alert; null when none was handled. */
export function meanHandleMinutes({ handleMinutes, handled }: { handleMinutes: Num; handled: Num }) {
  const n = dec(handled);
  if (n.isZero()) return null;
  return dec(handleMinutes).div(n).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber();
}

/** The summed figures of a group of shipments (one report row, or one day). */
export type ShipmentFigures = {
  shipments: number;
  waybills: number;
  weight: string;
  volume: string;
  pallets: string;
  plannedKm: string;
  actualKm: string;
  plannedHours: string;
  actualHours: string;
  stopsDue: number;
  stopsOnTime: number;
  transitMinutes: string;
  inBandMinutes: string;
  hotBreaches: number;
  coldBreaches: number;
  alerts: number;
  etaExceptions: number;
};

export type ShipmentFigureInput = {
  waybills: number;
  weight: Num;
  volume: Num;
  pallets: Num;
  plannedKm: Num;
  actualKm: Num;
  plannedHours: Num;
  actualHours: Num;
  stopsDue: number;
  stopsOnTime: number;
  transitMinutes: Num;
  inBandMinutes: Num;
  hotBreaches: number;
  coldBreaches: number;
  alerts: number;
  etaExceptions: number;
};

/**
 * A group's figures are the exact sums of its shipments' figures (a day's report row equals the sum of
 * that day's shipments); weights 3 decimals, volumes 6, kilometres, hours and minutes as summed.
 */
export function sumShipmentFigures(rows: readonly ShipmentFigureInput[]): ShipmentFigures {
  const total = (pick: (r: ShipmentFigureInput) => Num) =>
    rows.reduce((acc, r) => acc.plus(dec(pick(r))), new Decimal(0));
  const count = (pick: (r: ShipmentFigureInput) => number) => rows.reduce((acc, r) => acc + pick(r), 0);
  return {
    shipments: rows.length,
    waybills: count((r) => r.waybills),
    weight: total((r) => r.weight).toFixed(3),
    volume: total((r) => r.volume).toFixed(6),
    pallets: total((r) => r.pallets).toFixed(3),
    plannedKm: total((r) => r.plannedKm).toFixed(3),
    actualKm: total((r) => r.actualKm).toFixed(3),
    plannedHours: total((r) => r.plannedHours).toFixed(3),
    actualHours: total((r) => r.actualHours).toFixed(3),
    stopsDue: count((r) => r.stopsDue),
    stopsOnTime: count((r) => r.stopsOnTime),
    transitMinutes: total((r) => r.transitMinutes).toFixed(2),
    inBandMinutes: total((r) => r.inBandMinutes).toFixed(2),
    hotBreaches: count((r) => r.hotBreaches),
    coldBreaches: count((r) => r.coldBreaches),
    alerts: count((r) => r.alerts),
    etaExceptions: count((r) => r.etaExceptions),
  };
}

/** The longest day range a report or the dashboard covers at once. */
export const REPORT_MAX_DAYS = 366;

/**
 * A report's day range is valid when both ends are real days, the end is not before the beginning and
 * it spans at most REPORT_MAX_DAYS days; answers the message key of the first failure, or null.
 */
export function reportRangeError({
  beginDate,
  endDate,
}: {
  beginDate: string;
  endDate: string;
}): string | null {
  const begin = Date.parse(`${beginDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (!Number.isFinite(begin) || !Number.isFinite(end)) return 'report.range.invalid';
  if (end < begin) return 'report.range.endBeforeBegin';
  if ((end - begin) / 86_400_000 + 1 > REPORT_MAX_DAYS) return 'report.range.tooLong';
  return null;
}

/** Every day from beginDate to endDate inclusive ('YYYY-MM-DD'). */
export function daysOf({ beginDate, endDate }: { beginDate: string; endDate: string }): string[] {
  const out: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let t = Date.parse(`${beginDate}T00:00:00Z`); t <= end; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
