/**
 * Monitoring: alert rules and the alerts they raise (listing, counting and handling them).
 * This file is the area's public face: other areas and the seed import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { alertRuleRoutes } from './alert-rules/routes';
import { shipmentAlertRoutes } from './alerts/routes';

export const monitoringRoutes: FastifyPluginAsync<Deps>[] = [alertRuleRoutes, shipmentAlertRoutes];

// What the demo seed writes through: rules as the rule screens save them, and alerts as the
// evaluation will raise them.
export { saveAlertRule } from './alert-rules/save-alert-rule';
export { insertAlerts, type NewAlert } from './alerts/repository';
