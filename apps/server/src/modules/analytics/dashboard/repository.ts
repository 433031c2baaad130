import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../../platform/db';
import { type ReportScope, withinReportScope } from '../rollup/report-scope';

/** The dashboard's reads: the daily roll-ups of the range, and the live count of shipments in transit. */

const inRange = (alias: string, beginDate: string, endDate: string): SQL =>
  sql`${sql.raw(alias)}.day between ${beginDate}::date and ${endDate}::date`;

export type DayFigures = {
  day: string;
  shipments: number;
  waybills: number;
  km: string;
  stopsDue: number;
  stopsOnTime: number;
  transitMinutes: string;
  inBandMinutes: string;
  etaExceptions: number;
};

export function dailyQuery(scope: ReportScope, beginDate: string, endDate: string): SQL {
  return sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.shipments)::int as shipments, sum(d.waybills)::int as waybills,
      sum(d.km)::text as km, sum(d.stops_due)::int as "stopsDue", sum(d.stops_on_time)::int as "stopsOnTime",
      sum(d.transit_minutes)::text as "transitMinutes", sum(d.in_band_minutes)::text as "inBandMinutes",
      sum(d.eta_exceptions)::int as "etaExceptions"
    from rpt_daily d
    where ${inRange('d', beginDate, endDate)} and ${withinReportScope(scope, 'd')}
    group by d.day order by d.day`;
}

export async function dailyFigures(db: DbOrTx, scope: ReportScope, beginDate: string, endDate: string) {
  return rowsOf<DayFigures>(await db.execute(dailyQuery(scope, beginDate, endDate)));
}

export async function layerFigures(db: DbOrTx, scope: ReportScope, beginDate: string, endDate: string) {
  const result = await db.execute(sql`
    select l.temp_layer as "tempLayer", sum(l.loaded_volume)::text as "loadedVolume",
      sum(l.capacity_volume)::text as "capacityVolume"
    from rpt_daily_layer l
    where ${inRange('l', beginDate, endDate)} and ${withinReportScope(scope, 'l')}
    group by l.temp_layer order by l.temp_layer`);
  return rowsOf<{ tempLayer: string; loadedVolume: string; capacityVolume: string }>(result);
}

/** Shipments on the road now (status T), in scope: live, from the shipment list's index. */
export async function countInTransit(db: DbOrTx, scope: ReportScope): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from shipment_shipment s
    where s.del_flag = '0' and s.status = 'T' and ${withinReportScope(scope, 's')}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
