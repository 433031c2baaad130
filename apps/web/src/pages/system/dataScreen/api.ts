import type { Dashboard, DashboardQuery, ShipmentAlertRow } from '@tms/contract';
import { get, getPage } from '../../../core/request';
import type { TickerAlert } from './screen-state';

export { fetchLive, liveKey } from '../../monitor/live/api';

/** Today's KPI tiles (GET /report/dashboard over the daily roll-ups). */
export const dashboardKey = (query: DashboardQuery) => ['dataScreen', 'dashboard', query] as const;
export const fetchDashboard = (query: DashboardQuery) =>
  get<Dashboard>('/report/dashboard', {
    beginDate: query.beginDate,
    endDate: query.endDate,
    ...(query.dispatchCenterId ? { dispatchCenterId: query.dispatchCenterId } : {}),
  });

/** How many of the newest open alerts the ticker holds. */
export const TICKER_SIZE = 30;

export const alertsKey = (centerId: string | null) => ['dataScreen', 'alerts', centerId] as const;

/** The newest alerts nobody has dealt with yet in the header's center (newest first is the list's order). */
export async function fetchOpenAlerts(): Promise<TickerAlert[]> {
  const page = await getPage<ShipmentAlertRow>('/shipment/shipmentAlert/list', {
    pageNum: 1,
    pageSize: TICKER_SIZE,
    dealStatus: 'N',
  });
  return page.data.map((a) => ({
    id: a.id,
    shipmentCode: a.shipmentCode,
    alertType: a.alertType,
    level: a.level,
    alertContent: a.alertContent,
    startTime: a.startTime,
  }));
}
