/**
 * Every area's background work that is not reached through a route: crons and outbox listeners,
 * registered as their files load. A new cron or listener adds one line here.
 */
import './order-pool/jobs/hold-sweep';
import './report-task/listeners/push-finished';
