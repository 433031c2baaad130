import type { ShipmentReportGroup } from '@tms/contract';
import type { ShipmentFigures } from '@tms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../../platform/db';
import { type ReportScope, withinReportScope } from '../rollup/report-scope';

/** The report's filters as the use case passes them (the day range already checked). */
export type ReportFilter = {
  beginDate: string;
  endDate: string;
  carrierId?: string | null;
  lineType?: string | null;
  clientId?: string | null;
};

/** The summed figures of one group as the database answers them (decimals as text). */
export type FigureRow = ShipmentFigures & {
  groupKey: string | null;
  groupName: string | null;
  isTotal: boolean;
};

const GROUP_KEY: Record<ShipmentReportGroup, SQL> = {
  day: sql`to_char(f.day, 'YYYY-MM-DD')`,
  dispatchCenter: sql`f.dispatch_center_id`,
  carrier: sql`f.carrier_id`,
  lineType: sql`f.line_type`,
  client: sql`f.client_id`,
};

const GROUP_NAME: Record<ShipmentReportGroup, SQL> = {
  day: sql`null::text`,
  dispatchCenter: sql`(select c.name from dispatch_center c where c.uuid = g."groupKey")`,
  carrier: sql`(select c.name from base_carrier c where c.uuid = g."groupKey")`,
  lineType: sql`null::text`,
  client: sql`(select c.name from base_client c where c.uuid = g."groupKey")`,
};

/** The filtered shipments, as a condition on a roll-up table aliased f (the facts or a daily table). */
export function factsWhere(scope: ReportScope, filter: ReportFilter): SQL {
  const parts: SQL[] = [
    sql`f.day between ${filter.beginDate}::date and ${filter.endDate}::date`,
    withinReportScope(scope, 'f'),
  ];
  if (filter.carrierId) parts.push(sql`f.carrier_id = ${filter.carrierId}`);
  if (filter.lineType) parts.push(sql`f.line_type = ${filter.lineType}`);
  if (filter.clientId) parts.push(sql`f.client_id = ${filter.clientId}`);
  return sql.join(parts, sql` and `);
}

/**
 * Where a report reads: the daily table when its grain serves the grouping and the filters (day, center,
 * carrier, line type), far fewer rows than the shipments; the per-shipment facts for a client. Both
 * hold the same sums (the daily table is summed from the facts), and the two share their column names.
 */
export function readsDaily(filter: ReportFilter, groupBy: ShipmentReportGroup): boolean {
  return groupBy !== 'client' && !filter.clientId;
}

/** The alerts' table: the daily one unless a filter needs the shipments' line type or client. */
export function alertsReadDaily(filter: ReportFilter): boolean {
  return !filter.clientId && !filter.lineType;
}

/**
 * The report's query: the filtered rows summed per group and over all (one pass, grouping sets), groups
 * in key order, the total last. Sums of decimals stay exact (numeric) and come back as text.
 */
export function reportQuery(where: SQL, groupBy: ShipmentReportGroup, daily: boolean): SQL {
  const key = GROUP_KEY[groupBy];
  const table = daily ? sql`rpt_daily` : sql`rpt_shipment_fact`;
  const shipments = daily ? sql`coalesce(sum(f.shipments), 0)::int` : sql`count(*)::int`;
  return sql`
    select g.*, ${GROUP_NAME[groupBy]} as "groupName" from (
      select ${key} as "groupKey", grouping(${key}) = 1 as "isTotal",
        ${shipments} as shipments, coalesce(sum(f.waybills), 0)::int as waybills,
        coalesce(sum(f.weight), 0)::text as weight, coalesce(sum(f.volume), 0)::text as volume,
        coalesce(sum(f.pallets), 0)::text as pallets, coalesce(sum(f.planned_km), 0)::text as "plannedKm",
        coalesce(sum(f.actual_km), 0)::text as "actualKm", coalesce(sum(f.planned_hours), 0)::text as "plannedHours",
        coalesce(sum(f.actual_hours), 0)::text as "actualHours", coalesce(sum(f.stops_due), 0)::int as "stopsDue",
        coalesce(sum(f.stops_on_time), 0)::int as "stopsOnTime",
        coalesce(sum(f.transit_minutes), 0)::text as "transitMinutes",
        coalesce(sum(f.in_band_minutes), 0)::text as "inBandMinutes",
        coalesce(sum(f.hot_breaches), 0)::int as "hotBreaches", coalesce(sum(f.cold_breaches), 0)::int as "coldBreaches",
        coalesce(sum(f.alerts), 0)::int as alerts, coalesce(sum(f.eta_exceptions), 0)::int as "etaExceptions"
      from ${table} f
      where ${where}
      group by grouping sets ((${key}), ())
    ) g
    order by g."isTotal", g."groupKey"`;
}

export async function reportRows(
  db: DbOrTx,
  where: SQL,
  groupBy: ShipmentReportGroup,
  daily: boolean,
): Promise<FigureRow[]> {
  return rowsOf<FigureRow>(await db.execute(reportQuery(where, groupBy, daily)));
}

/** The alert query: alerts of the filtered shipments per type, with their handling. */
export function alertQuery(where: SQL, daily: boolean): SQL {
  if (daily) {
    return sql`
      select f.alert_type as "alertType", sum(f.alerts)::int as alerts, sum(f.handled)::int as handled,
        sum(f.handle_minutes)::text as "handleMinutes"
      from rpt_daily_alert f
      where ${where}
      group by f.alert_type order by f.alert_type`;
  }
  return sql`
    select t.key as "alertType", sum((t.value->>'alerts')::int)::int as alerts,
      sum((t.value->>'handled')::int)::int as handled,
      sum((t.value->>'handleMinutes')::numeric)::text as "handleMinutes"
    from rpt_shipment_fact f cross join lateral jsonb_each(f.alert_types) as t(key, value)
    where ${where}
    group by t.key order by t.key`;
}

export async function alertRows(db: DbOrTx, where: SQL, daily: boolean) {
  return rowsOf<{ alertType: string; alerts: number; handled: number; handleMinutes: string }>(
    await db.execute(alertQuery(where, daily)),
  );
}
