/**
 * Monitoring: alert rules and the alerts they raise (listing, counting and handling them), ETA
 * exceptions and shipment exceptions.
 * This file is the area's public face: other areas and the seed import from here, never from its folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps';
import { alertRuleRoutes } from './alert-rules/routes';
import { shipmentAlertRoutes } from './alerts/routes';
import { exceptionEtaRoutes } from './exception-eta/routes';
import { liveMonitorRoutes } from './live/routes';
import { shipmentExceptionRoutes } from './shipment-exceptions/routes';
import { telemetryRoutes } from './telemetry/routes';
import { shipmentTemperatureRoutes } from './temperature/routes';

export const monitoringRoutes: FastifyPluginAsync<Deps>[] = [
  alertRuleRoutes,
  shipmentAlertRoutes,
  exceptionEtaRoutes,
  shipmentExceptionRoutes,
  shipmentTemperatureRoutes,
  liveMonitorRoutes,
  telemetryRoutes,
];

// What the demo seed writes through: rules as the rule screens save them, alerts dealt with as the
// alert page deals with them, and monitoring closed when a shipment finishes (the finish listener's
// work, at the trip's own finish time for the seed's history).
export { saveAlertRule } from './alert-rules/save-alert-rule';
// Messages about what monitoring raised (messaging's system messages): the alert or ETA exception as
// a message tells of it, and the users whose centers cover a shipment.
export { alertForMessage } from './alerts/alert-for-message';
export { dealAlert } from './alerts/deal-alert';
// Open alerts (nobody has dealt with them yet): the one count every screen shows (the welcome page,
// the dashboard), and the shipment list's alert-state filter.
export { countOpenAlerts, hasOpenAlert } from './alerts/open-alerts';
// Alerts and ETA exceptions written as they are (tests).
export { insertAlerts, type NewAlert } from './alerts/repository';
// All of the header's monitoring badges in one read (alerts per type, ETA and shipment exceptions).
export { type BadgeCountQuery, type BadgeCounts, badgeCountQuery } from './badges/count-badges';
export { type BadgeRow, countRows } from './badges/repository';
export { closeShipmentMonitoring } from './evaluation/close-finished';
// The report roll-ups judge stops and temperatures as the evaluation did: the stations' receiving
// windows, the window a planned arrival falls in, and the band each compartment was held to.
export { windowEndOf } from './evaluation/context';
// Evaluation of stored readings (the ingest calls it), and the ETA again after a manual edit of stops.
export { evaluateIngested, type IngestedReading } from './evaluation/evaluate-ingested';
export { recomputeEta } from './evaluation/recompute-eta';
export { usersCoveringCenter, windowsOf } from './evaluation/repository';
// The bands a shipment's compartments are held to (the public scan page judges its trace by them).
export { type WatchedBands, watchedBands, watchedBandsOf } from './evaluation/watched-bands';
export { dealExceptionEta } from './exception-eta/deal-exception-eta';
export { countExceptionEtas } from './exception-eta/list-exception-etas';
export { exceptionEtaRecord, insertExceptionEtas, type NewExceptionEta } from './exception-eta/repository';
// Shipment exceptions: the header's exception badge, and detection as the finish listener and the
// overdue cron run it (the seed and tests find them through here too).
// The receipt (ePOD) save raises quantity exceptions and pushes them like the others.
export { detectOnFinish, detectOverdue, pushExceptions } from './shipment-exceptions/detect-exceptions';
export { countShipmentExceptions } from './shipment-exceptions/list-shipment-exceptions';
export {
  insertNew as insertShipmentExceptions,
  type NewShipmentException,
} from './shipment-exceptions/repository';

// Telemetry in: the use case the HTTP routes, MQTT, the simulator and the demo seed share, and the MQTT
// subscriber; the vehicles the simulator owns (the demo's, never one with a device key or real readings).
export {
  type IngestDeps,
  type IngestResult,
  type IngestSource,
  ingestReadings,
} from './telemetry/ingest-readings';
export { startTelemetryMqtt } from './telemetry/mqtt';
export { simulatorOwns } from './telemetry/simulator-vehicles';
