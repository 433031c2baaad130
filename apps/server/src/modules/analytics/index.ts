/**
 * Analytics: the shipment report and the dashboard over daily roll-ups (rollup/) that a cron and an
 * on-demand refresh rebuild from dispatch, monitoring and base data. It reads those areas, so it sits
 * above them; exports go through reporting's download center.
 * This file is the area's public face: other areas import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { dashboardRoutes } from './dashboard/routes';
import { rollupRoutes } from './rollup/routes';
import { shipmentReportRoutes } from './shipment-report/routes';

export const analyticsRoutes: FastifyPluginAsync<Deps>[] = [
  shipmentReportRoutes,
  dashboardRoutes,
  rollupRoutes,
];

// The report roll-ups rebuilt for a day range (the cron, the seed and tests).
export { refreshRollups } from './rollup/refresh-rollups';
