/**
 * Background work and events, as one layer: jobs (defineJob) and crons (defineCron) on pg-boss, the
 * transactional outbox (emit, defineListener) and the download-center exports built on them. The push
 * channel these feed lives in platform/push.ts.
 */
export type { JobContext, JobsOptions, Logger } from './context';
export { type CronDefinition, defineCron, forgetCron } from './define-cron';
export { defineJob, forgetJob, type JobDefinition } from './define-job';
export type { DomainEvent, DomainEvents, EventType, OutboxEvent } from './events';
export {
  cleanupOutbox,
  defineListener,
  emit,
  forgetListener,
  type ListenerContext,
  type ListenerDefinition,
} from './outbox';
export {
  cleanupExpiredTasks,
  type ExportContext,
  type ExportHandler,
  exportsDir,
  type ReportTask,
  registerExportKind,
  reportExportJob,
} from './report-tasks';
export { createJobs, type Jobs, type JobsDeps } from './runtime';
