/**
 * Monitoring: alert rules and the alerts they raise (listing, counting and handling them).
 * This file is the area's public face: other areas and the seed import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { alertRuleRoutes } from './alert-rules/routes';
import { shipmentAlertRoutes } from './alerts/routes';
import { exceptionEtaRoutes } from './exception-eta/routes';
import { liveMonitorRoutes } from './live/routes';
import { telemetryRoutes } from './telemetry/routes';
import { shipmentTemperatureRoutes } from './temperature/routes';

export const monitoringRoutes: FastifyPluginAsync<Deps>[] = [
  alertRuleRoutes,
  shipmentAlertRoutes,
  exceptionEtaRoutes,
  shipmentTemperatureRoutes,
  liveMonitorRoutes,
  telemetryRoutes,
];

// What the demo seed writes through: rules as the rule screens save them, and alerts as the
// evaluation will raise them.
export { saveAlertRule } from './alert-rules/save-alert-rule';
// The header's badges (messaging's message counts): undealt alerts per type and undealt ETA exceptions.
export { countAlerts } from './alerts/list-alerts';
// The shipment list's alert-state filter: shipments with an alert nobody has dealt with yet.
export { hasOpenAlert } from './alerts/open-alerts';
export { insertAlerts, type NewAlert } from './alerts/repository';
// Evaluation of stored readings (the ingest calls it), and the ETA again after a manual edit of stops.
export { evaluateIngested, type IngestedReading } from './evaluation/evaluate-ingested';
export { recomputeEta } from './evaluation/recompute-eta';
export { countExceptionEtas } from './exception-eta/list-exception-etas';
export { insertExceptionEtas, type NewExceptionEta } from './exception-eta/repository';

// Telemetry in: the use case the HTTP routes, MQTT and the simulator share, and the MQTT subscriber.
export {
  type IngestResult,
  type IngestSource,
  ingestReadings,
} from './telemetry/ingest-readings';
export { startTelemetryMqtt } from './telemetry/mqtt';
