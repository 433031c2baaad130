import type { ShipmentReportGroup } from '@tms/contract';

/** The report page's route (the menu's path for report/rpt_shipment). */
export const REPORT_PATH = '/rpt/rpt_shipment';

/** What the report page reads from its URL: the dashboard's drill-down writes the same fields. */
export type ReportFilters = {
  beginDate: string;
  endDate: string;
  dispatchCenterId?: string;
  carrierId?: string;
  lineType?: string;
  clientId?: string;
  groupBy: ShipmentReportGroup;
};

const GROUPS: readonly ShipmentReportGroup[] = ['day', 'dispatchCenter', 'carrier', 'lineType', 'client'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report URL for a drill-down: the dashboard's center and period carried over, and the grouping. */
export function reportUrl(filters: ReportFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return `${REPORT_PATH}?${query.toString()}`;
}

/**
 * The report's filters from its URL query, or the fallback period when the query has none (or a
 * malformed day); an unknown grouping falls back to days.
 */
export function filtersFromQuery(
  query: URLSearchParams,
  fallback: { beginDate: string; endDate: string },
): ReportFilters {
  const day = (key: string) => {
    const v = query.get(key);
    return v && DAY.test(v) ? v : null;
  };
  const begin = day('beginDate');
  const end = day('endDate');
  const groupBy = query.get('groupBy') as ShipmentReportGroup | null;
  const text = (key: string) => query.get(key) || undefined;
  return {
    beginDate: begin && end ? begin : fallback.beginDate,
    endDate: begin && end ? end : fallback.endDate,
    dispatchCenterId: text('dispatchCenterId'),
    carrierId: text('carrierId'),
    lineType: text('lineType'),
    clientId: text('clientId'),
    groupBy: groupBy && GROUPS.includes(groupBy) ? groupBy : 'day',
  };
}

/** The last `days` days up to today, as the pages' default period. */
export function lastDays(days: number, today = new Date()): { beginDate: string; endDate: string } {
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const begin = new Date(today);
  begin.setDate(begin.getDate() - (days - 1));
  return { beginDate: iso(begin), endDate: iso(today) };
}

/** A rate 0..1 as a percentage with one decimal, '-' when there is none. */
export const percent = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(1)}%`);
