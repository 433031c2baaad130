import type { z } from 'zod';
import type { JobContext, JobsOptions } from './context';

/**
 * Slow work off the request thread, on pg-boss (PostgreSQL, or PGlite through its one client). A job is
 * defined once, at import time, and every instance running background work (config.jobsEnabled) works
 * its queue; `jobs.send(job, data)` queues one. pg-boss hands each queued job to one worker across all
 * instances and retries it as the definition says.
 */
export type JobDefinition<T> = {
  /** The queue's name (pg-boss), e.g. report-export. */
  name: string;
  /** The job's data as sent: checked again when a worker takes it (a queue outlives a deploy). */
  data: z.ZodType<T>;
  run(ctx: JobContext, data: T): Promise<void>;
  /** One queued job per key (pg-boss 'short' policy): a second send while one waits is dropped. */
  keyOf?: (data: T) => string;
  /** Workers per instance (default 1) and how often they poll (default: the instance's setting). */
  workers?: number | ((options: JobsOptions) => number);
  pollingIntervalSeconds?: number;
  /** pg-boss retries; a job whose own rows track its attempts (report tasks) sets 0. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run longer than this is failed by pg-boss (and retried if retries remain). */
  expireInSeconds?: number;
  /**
   * For work whose truth is a row (a report task): the data to queue again, asked at start and every
   * `options.sweepMs`, so work left behind by a crash, a lost send or an instance with jobs off runs.
   */
  sweep?(ctx: JobContext, at: 'start' | 'interval'): Promise<T[]>;
};

const jobs = new Map<string, JobDefinition<unknown>>();

export function defineJob<T>(definition: JobDefinition<T>): JobDefinition<T> {
  jobs.set(definition.name, definition as JobDefinition<unknown>);
  return definition;
}

export function jobDefinitions(): JobDefinition<unknown>[] {
  return [...jobs.values()];
}

/** Tests that define jobs of their own drop them again, as the modules of a run are shared. */
export function forgetJob(name: string): void {
  jobs.delete(name);
}
