/**
 * Every area's background work that is not reached through a route: crons and outbox listeners,
 * registered as their files load. A new cron or listener adds one line here.
 */
import './dispatch/pool/jobs/hold-sweep';
import './messaging/message/listeners/push-received';
import './monitoring/evaluation/jobs/close-on-finish';
import './monitoring/evaluation/jobs/gps-loss-cron';
import './monitoring/telemetry/jobs/reading-partitions';
import './reporting/export-tasks/listeners/push-finished';
