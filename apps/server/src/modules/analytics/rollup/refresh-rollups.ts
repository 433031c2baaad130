import {
  bandCompliance,
  daysOf,
  drivenKm,
  stopOnTime,
  TEMPERATURE_WAYS,
  type TemperatureWay,
} from '@tms/domain';
import Decimal from 'decimal.js';
import type { AlertTypeFigures } from '../../../db/schema';
import type { Db } from '../../../platform/db';
import * as repo from './repository';

/** Shipments judged per round: their stops, alerts and readings are read together. */
const BATCH = 200;
const TEMP_FIELDS = ['temp1', 'temp2', 'temp3', 'temp4'] as const;
/**
 * Monitoring judges windows and bands; it also declares its exports through this area, so it is loaded
 * when a refresh runs rather than with this module (which would make the two areas' modules a cycle).
 */
const monitoring = () => import('../../monitoring');

const groupBy = <T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> => {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
};

const minutesOf = (ms: number) => new Decimal(ms).div(60_000).toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * Rebuilds the report's roll-ups for a day range: one fact per shipment of those days (its figures,
 * its kilometres as recorded or else as its readings show, its stops judged against their receiving windows, its in-transit temperatures against the bands it
 * was held to, its alerts and ETA exceptions), then the daily tables from the facts. Idempotent: a
 * range refreshed twice holds the same rows. Answers the number of shipments and days written.
 */
export async function refreshRollups(
  db: Db,
  range: { beginDate: string; endDate: string },
): Promise<{ shipments: number; days: number }> {
  const { beginDate, endDate } = range;
  const heads = await repo.shipmentsOfDays(db, beginDate, endDate);
  const facts: repo.FactRow[] = [];
  for (let i = 0; i < heads.length; i += BATCH) {
    facts.push(...(await factsOf(db, heads.slice(i, i + BATCH))));
  }
  await db.transaction(async (tx) => {
    await repo.lockRollups(tx);
    await repo.replaceFacts(tx, beginDate, endDate, facts);
    await repo.rebuildDaily(tx, beginDate, endDate);
  });
  return { shipments: facts.length, days: daysOf(range).length };
}

async function factsOf(db: Db, heads: readonly repo.FactHead[]): Promise<repo.FactRow[]> {
  const { watchedBands, windowEndOf, windowsOf } = await monitoring();
  const ids = heads.map((h) => h.uuid);
  const [waybills, stops, alerts, etas, readings, bands] = await Promise.all([
    repo.waybillsOf(db, ids),
    repo.stopsOf(db, ids),
    repo.alertsOf(db, ids),
    repo.etaExceptionsOf(db, ids),
    repo.readingsOf(db, ids),
    watchedBands(db, ids),
  ]);
  const windows = await windowsOf(db, [...new Set(stops.map((s) => s.stationId))]);
  const weeklyBy = groupBy(windows.weekly, (w) => w.stationId);
  const extraBy = groupBy(windows.extra, (w) => w.stationId);
  const waybillBy = new Map(waybills.map((w) => [w.shipmentId, w]));
  const stopsBy = groupBy(stops, (s) => s.shipmentId);
  const readingsBy = groupBy(readings, (r) => r.shipmentId);
  const alertsBy = groupBy(alerts, (a) => a.shipmentId);
  const etaBy = new Map(etas.map((e) => [e.shipmentId, e.n]));

  return heads.map((h) => {
    let stopsDue = 0;
    let stopsOnTime = 0;
    for (const s of stopsBy.get(h.uuid) ?? []) {
      const windowEnd = windowEndOf(s.eta, weeklyBy.get(s.stationId) ?? [], extraBy.get(s.stationId) ?? []);
      const onTime = stopOnTime({ ata: s.ata, eta: s.eta, windowEnd });
      if (onTime === null) continue;
      stopsDue++;
      if (onTime) stopsOnTime++;
    }
    // Only watched compartments count: an unwatched one has no band to comply with.
    let coveredMs = 0;
    let inBandMs = 0;
    let hotBreaches = 0;
    let coldBreaches = 0;
    const shipmentReadings = readingsBy.get(h.uuid) ?? [];
    const held = bands.get(h.uuid)?.bands;
    for (const way of TEMPERATURE_WAYS) {
      const band = held?.[way as TemperatureWay] ?? null;
      if (!band) continue;
      const field = TEMP_FIELDS[way - 1] as (typeof TEMP_FIELDS)[number];
      const series = shipmentReadings.flatMap((r) => {
        const value = r[field];
        return typeof value === 'number' && Number.isFinite(value) ? [{ time: r.time, value }] : [];
      });
      const c = bandCompliance({ series, band });
      coveredMs += c.coveredMs;
      inBandMs += c.inBandMs;
      hotBreaches += c.hotBreaches;
      coldBreaches += c.coldBreaches;
    }
    const w = waybillBy.get(h.uuid);
    // The recorded mileage, else what the trip's readings show it drove (odometer, else its fixes).
    const measuredKm = h.actualKm === null ? drivenKm(shipmentReadings) : null;
    const shipmentAlerts = alertsBy.get(h.uuid) ?? [];
    const alertTypes: AlertTypeFigures = Object.fromEntries(
      shipmentAlerts.map((a) => [
        a.alertType,
        { alerts: a.alerts, handled: a.handled, handleMinutes: new Decimal(a.handleMinutes).toFixed(2) },
      ]),
    );
    return {
      shipmentId: h.uuid,
      shipmentCode: h.shipmentCode,
      day: h.day,
      dispatchCenterId: h.centerId,
      carrierId: h.carrierId,
      lineType: h.lineType,
      clientId: w?.clientId ?? '',
      status: h.status,
      waybills: w?.waybills ?? 0,
      weight: h.weight,
      volume: h.volume,
      pallets: h.pallets,
      plannedKm: h.plannedKm ?? '0',
      actualKm: h.actualKm ?? (measuredKm === null ? null : measuredKm.toFixed(3)),
      plannedHours: h.plannedHours ?? '0',
      actualHours: h.actualHours,
      stopsDue,
      stopsOnTime,
      transitMinutes: minutesOf(coveredMs),
      inBandMinutes: minutesOf(inBandMs),
      hotBreaches,
      coldBreaches,
      alerts: shipmentAlerts.reduce((sum, a) => sum + a.alerts, 0),
      alertTypes,
      etaExceptions: etaBy.get(h.uuid) ?? 0,
      refreshedAt: new Date(),
    };
  });
}
