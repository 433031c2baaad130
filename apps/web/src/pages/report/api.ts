import type {
  Dashboard,
  DashboardQuery,
  RollupRefreshResult,
  ShipmentReport,
  ShipmentReportQuery,
} from '@tms/contract';
import { exportList } from '../../components/crud';
import { get, post } from '../../core/request';

export const getDashboard = (query: DashboardQuery) => get<Dashboard>('/report/dashboard', query);

export const getShipmentReport = (query: ShipmentReportQuery) =>
  get<ShipmentReport>('/shipment/shipment/selectShipmentReport', query);

/** The report's file (xlsx at once, or a download-center task beyond the inline limit). */
export const exportShipmentReport = (query: ShipmentReportQuery & { columns?: string }) =>
  exportList('/shipment/shipment/exportShipmentReport', query);

export const refreshRollups = (body: { beginDate: string; endDate: string }) =>
  post<RollupRefreshResult>('/report/rollup/refresh', body);
