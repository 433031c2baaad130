import type { AppConfig } from '../../config';
import type { Database, Db } from '../db';
import type { PushHub } from '../push';

export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export const silentLog: Logger = { info() {}, warn() {}, error() {} };

/** The tunables of one instance's background work; tests shorten the intervals. */
export type JobsOptions = {
  /** Workers of a job poll their queue this often (a send on this instance wakes them at once). */
  pollingIntervalSeconds: number;
  /** Jobs with a sweep (work kept in rows, such as report tasks) are swept at start and this often. */
  sweepMs: number;
  /** The outbox relay looks for events this often besides being woken by each commit's notification. */
  relayMs: number;
  /** pg-boss looks for due crons this often and hands them to their queues this often. */
  cronMonitorIntervalSeconds: number;
  cronWorkerIntervalSeconds: number;
  /** Report tasks: a RUNNING task whose heartbeat is older than the lease is taken to be orphaned. */
  leaseMs: number;
  heartbeatMs: number;
  /** Export workers in this process. */
  workers: number;
  /** A report task claimed more often than this (it keeps killing its worker) fails. */
  maxAttempts: number;
  /** Report tasks, their files and relayed outbox events are kept this many days. */
  retentionDays: number;
  /** A deployment's own cron expressions by cron name (TMS_CRON_SCHEDULES); the rest keep theirs. */
  cronSchedules: Record<string, string>;
};

export const DEFAULT_JOBS_OPTIONS: JobsOptions = {
  pollingIntervalSeconds: 2,
  sweepMs: 30_000,
  relayMs: 5_000,
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 5,
  leaseMs: 60_000,
  heartbeatMs: 10_000,
  workers: 1,
  maxAttempts: 3,
  retentionDays: 7,
  cronSchedules: {},
};

/**
 * The configuration background work reads: the data directory, and what the messages' channels need
 * (optional, so a test building jobs by hand names only the data directory; absent means off).
 */
export type ListenerConfig = Pick<AppConfig, 'dataDir'> &
  Partial<Pick<AppConfig, 'smtpUrl' | 'smtpFrom' | 'secretKey'>>;

/** What every job, cron and listener handler is given: this instance's resources, never the request's. */
export type JobContext = {
  db: Db;
  database: Database;
  config: ListenerConfig;
  log: Logger;
  push: PushHub;
  options: JobsOptions;
  /** Aborted when the instance stops: long work checks it and stops at a safe point. */
  signal: AbortSignal;
};
