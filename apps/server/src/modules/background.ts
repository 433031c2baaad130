/**
 * Every area's background work that is not reached through a route: crons and outbox listeners,
 * registered as their files load. A new cron or listener adds one line here.
 */
import './dispatch/pool/jobs/hold-sweep';
import './messaging/message/listeners/push-received';
import './messaging/system/jobs/insurance-cron';
import './messaging/system/listeners/alert-raised';
import './messaging/system/listeners/exception-eta-raised';
import './messaging/system/listeners/export-finished';
import './messaging/system/listeners/import-finished';
import './messaging/system/listeners/shipment-reviewed';
import './messaging/settings/listeners/email-channel';
import './messaging/settings/listeners/webhook-channel';
import './monitoring/evaluation/jobs/close-on-finish';
import './monitoring/evaluation/jobs/gps-loss-cron';
import './monitoring/shipment-exceptions/jobs/detect-on-finish';
import './monitoring/shipment-exceptions/jobs/overdue-cron';
import './monitoring/telemetry/jobs/reading-partitions';
import './reporting/export-tasks/listeners/push-finished';
import './analytics/rollup/jobs/rollup-cron';
