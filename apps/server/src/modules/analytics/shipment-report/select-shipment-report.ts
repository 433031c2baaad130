import type { ShipmentReport, ShipmentReportRow, shipmentReportQuerySchema } from '@tms/contract';
import { meanHandleMinutes, onTimeRate, tempComplianceRate } from '@tms/domain';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { assertReportRange, reportScopeOf } from '../rollup/report-scope';
import * as repo from './repository';

export type ShipmentReportParams = z.output<typeof shipmentReportQuerySchema>;

const fixed = (value: string, places: number) => new Decimal(value).toFixed(places);

/** A group's figures as the report shows them, its rates by the domain's KPI rules. */
export function reportRowOf(row: repo.FigureRow): ShipmentReportRow {
  return {
    groupKey: row.groupKey ?? '',
    groupName: row.groupName,
    shipments: row.shipments,
    waybills: row.waybills,
    weight: fixed(row.weight, 3),
    volume: fixed(row.volume, 6),
    pallets: fixed(row.pallets, 3),
    plannedKm: fixed(row.plannedKm, 3),
    actualKm: fixed(row.actualKm, 3),
    plannedHours: fixed(row.plannedHours, 3),
    actualHours: fixed(row.actualHours, 3),
    stopsDue: row.stopsDue,
    stopsOnTime: row.stopsOnTime,
    onTimeRate: onTimeRate({ onTime: row.stopsOnTime, due: row.stopsDue }),
    transitMinutes: fixed(row.transitMinutes, 2),
    inBandMinutes: fixed(row.inBandMinutes, 2),
    tempComplianceRate: tempComplianceRate({
      inBandMinutes: row.inBandMinutes,
      transitMinutes: row.transitMinutes,
    }),
    hotBreaches: row.hotBreaches,
    coldBreaches: row.coldBreaches,
    alerts: row.alerts,
    etaExceptions: row.etaExceptions,
  };
}

const EMPTY: repo.FigureRow = {
  groupKey: '',
  groupName: null,
  isTotal: true,
  shipments: 0,
  waybills: 0,
  weight: '0',
  volume: '0',
  pallets: '0',
  plannedKm: '0',
  actualKm: '0',
  plannedHours: '0',
  actualHours: '0',
  stopsDue: 0,
  stopsOnTime: 0,
  transitMinutes: '0',
  inBandMinutes: '0',
  hotBreaches: 0,
  coldBreaches: 0,
  alerts: 0,
  etaExceptions: 0,
};

/**
 * GET /shipment/shipment/selectShipmentReport: the shipments of the day range in the caller's scope,
 * filtered, summed per group (day, center, carrier, line type or client) and over all, with the alerts
 * per type; read from the roll-ups only.
 */
export async function selectShipmentReport(
  db: DbOrTx,
  caller: AuthContext,
  query: ShipmentReportParams,
): Promise<ShipmentReport> {
  assertReportRange(query);
  const scope = await reportScopeOf(db, caller, query.dispatchCenterId);
  const where = repo.factsWhere(scope, query);
  const [rows, alerts] = await Promise.all([
    repo.reportRows(db, where, query.groupBy, repo.readsDaily(query, query.groupBy)),
    repo.alertRows(db, where, repo.alertsReadDaily(query)),
  ]);
  const total = rows.find((r) => r.isTotal) ?? EMPTY;
  return {
    rows: rows.filter((r) => !r.isTotal).map(reportRowOf),
    total: { ...reportRowOf(total), groupKey: '', groupName: null },
    alertsByType: alerts.map((a) => ({
      alertType: a.alertType,
      alerts: a.alerts,
      handled: a.handled,
      meanHandleMinutes: meanHandleMinutes({ handleMinutes: a.handleMinutes, handled: a.handled }),
    })),
  };
}
