import type { Dashboard, DashboardQuery } from '@tms/contract';
import { daysOf, kmPerWaybill, loadFactor, onTimeRate, tempComplianceRate } from '@tms/domain';
import Decimal from 'decimal.js';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { countExceptionEtas, countOpenAlerts } from '../../monitoring';
import { assertReportRange, reportScopeOf } from '../rollup/report-scope';
import * as repo from './repository';

/**
 * GET /report/dashboard: the KPI tiles and daily series of the period for one center or every center
 * the caller covers, from the daily roll-ups (refreshed by the roll-up cron or on demand), plus what is
 * live: the shipments in transit, and the open alerts and ETA exceptions as monitoring counts them for
 * every screen (in the centers the dashboard covers: the one asked, else every center of the caller). Every day of the range is in the
 * series, empty days as zeros.
 */
export async function getDashboard(
  db: DbOrTx,
  caller: AuthContext,
  query: DashboardQuery,
): Promise<Dashboard> {
  assertReportRange(query);
  const { beginDate, endDate } = query;
  const scope = await reportScopeOf(db, caller, query.dispatchCenterId);
  // The open alerts and ETA exceptions of the centers the dashboard covers, counted as every screen counts them.
  const [days, alerts, openExceptionEtas, layers, inTransit] = await Promise.all([
    repo.dailyFigures(db, scope, beginDate, endDate),
    countOpenAlerts(db, caller, { centers: scope.centerIds }),
    countExceptionEtas(db, caller, scope.centerIds),
    repo.layerFigures(db, scope, beginDate, endDate),
    repo.countInTransit(db, scope),
  ]);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const sum = (pick: (d: repo.DayFigures) => Decimal.Value) =>
    days.reduce((acc, d) => acc.plus(pick(d)), new Decimal(0));
  const waybills = sum((d) => d.waybills);
  const km = sum((d) => d.km);
  return {
    inTransit,
    shipments: sum((d) => d.shipments).toNumber(),
    waybills: waybills.toNumber(),
    onTimeRate: onTimeRate({ onTime: sum((d) => d.stopsOnTime), due: sum((d) => d.stopsDue) }),
    tempComplianceRate: tempComplianceRate({
      inBandMinutes: sum((d) => d.inBandMinutes),
      transitMinutes: sum((d) => d.transitMinutes),
    }),
    openAlertsByType: Object.entries(alerts)
      .filter(([, count]) => count > 0)
      .map(([alertType, count]) => ({ alertType, count })),
    openExceptionEtas,
    loadFactorByLayer: layers.map((l) => ({
      tempLayer: l.tempLayer,
      loadFactor: loadFactor({ loadedVolume: l.loadedVolume, capacityVolume: l.capacityVolume }),
    })),
    kmPerWaybill: kmPerWaybill({ km, waybills }),
    exceptions: sum((d) => d.etaExceptions).toNumber(),
    daily: daysOf({ beginDate, endDate }).map((day) => {
      const d = byDay.get(day);
      return {
        day,
        shipments: d?.shipments ?? 0,
        onTimeRate: d ? onTimeRate({ onTime: d.stopsOnTime, due: d.stopsDue }) : null,
        tempComplianceRate: d
          ? tempComplianceRate({ inBandMinutes: d.inBandMinutes, transitMinutes: d.transitMinutes })
          : null,
        km: new Decimal(d?.km ?? 0).toNumber(),
      };
    }),
  };
}
