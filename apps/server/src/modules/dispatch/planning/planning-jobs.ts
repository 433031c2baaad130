import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Plan } from '@tms/planner/model';
import { AppError } from '../../../platform/errors';
import type { KeyStore } from '../../../platform/kv';
import type { PlanningResult } from './plan-answer';
import {
  type JobStatus,
  KEEP_MS,
  memoryJobStore,
  type PlanningJob,
  type PlanningJobStore,
  redisJobStore,
} from './planning-job-store';
import type { WorkerMessage, WorkerRequest } from './solve-in-worker';

export { type JobStatus, KEEP_MS, type PlanningJob } from './planning-job-store';

/**
 * Planning jobs. A plan is a proposal the dispatcher looks at and then submits line by line (or drops),
 * not data: it is kept KEEP_MS after its last change and then forgotten. A job belongs to the user who
 * started it; to anyone else it does not exist. Each job solves in a worker thread of the process that
 * started it, so the API keeps answering; cancelling terminates the thread.
 *
 * With Redis (several processes behind one port) the job's state lives there, so any process answers a
 * poll or a cancel: the owning process writes it every FLUSH_MS while running (progress, and a heartbeat
 * a reader uses to tell a job whose process died) and when it ends. A cancel from another process marks
 * the stored job CANCELLED; the owner sees that on its next write, refused because the job is no longer
 * RUNNING, and terminates its thread. That costs no connection of its own (a pub/sub subscriber would),
 * only two small writes a second per running job, and a cancel takes effect within FLUSH_MS.
 * Without Redis the same happens against this process's memory.
 *
 * Redis unreachable: starting, reading and cancelling fail with `waybill.planning.unavailable` (within a
 * second: the shared client neither queues nor waits). They do not fall back to memory, which behind
 * several processes would bring back jobs that a poll on another process cannot find.
 */
/** Solvers running at once in this process: each takes a core for up to a minute. */
export const MAX_RUNNING = 2;
/** How often the owner writes a running job (progress and heartbeat) and learns of a cancel. */
export const FLUSH_MS = 500;

type Runner = {
  job: PlanningJob;
  worker?: Worker;
  timer?: NodeJS.Timeout;
  /** Ends the local run: the thread terminated, nothing more written. */
  stop(status: JobStatus): void;
};

/** This process's planning: where jobs are kept and the jobs it runs itself. */
export type PlanningJobs = { store: PlanningJobStore; runners: Map<string, Runner> };

/** One per app instance (one per process in production): Redis when the KeyStore has it, else memory. */
export function planningJobs(keys: Pick<KeyStore, 'redis'>): PlanningJobs {
  return { store: keys.redis ? redisJobStore(keys.redis) : memoryJobStore, runners: new Map() };
}

export const runningJobs = (jobs: PlanningJobs) =>
  [...jobs.runners.values()].filter((r) => r.job.status === 'RUNNING').length;

async function shared<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    // The cause (Redis down) is already in the log, once a minute (platform/kv.ts).
    throw AppError.invalid('waybill.planning.unavailable');
  }
}

/** The worker entry beside this module (tsx) or beside dist/src/main.js (the compiled server). */
const WORKER_URL = new URL('./planning-worker.mjs', import.meta.url);

/**
 * Starts a job: `finish` turns the solver's plan into the answer (it runs on the main thread, where the
 * submit rules and the loaded rows are). The job is stored before the thread starts, so a store that
 * cannot be reached leaves nothing running.
 */
export async function startPlanningJob(
  jobs: PlanningJobs,
  input: { ownerId: number; request: WorkerRequest; finish: (plan: Plan) => PlanningResult },
): Promise<PlanningJob> {
  if (runningJobs(jobs) >= MAX_RUNNING) throw AppError.invalid('waybill.planning.busy');
  const now = Date.now();
  const job: PlanningJob = {
    id: randomUUID(),
    ownerId: input.ownerId,
    status: 'RUNNING',
    progress: 0,
    startedAt: now,
    timeLimitMs: input.request.timeLimitMs,
    updatedAt: now,
  };
  const { store, runners } = jobs;
  let writing = false;
  let again = false;
  const runner: Runner = {
    job,
    stop(status) {
      if (runners.get(job.id) !== runner) return;
      runners.delete(job.id);
      clearInterval(runner.timer);
      if (job.status === 'RUNNING') job.status = status;
      const worker = runner.worker;
      runner.worker = undefined;
      void worker?.terminate();
    },
  };
  // Held before the first write, so starts racing for the last place do not both get it.
  runners.set(job.id, runner);
  try {
    await shared(() => store.create({ ...job }));
  } catch (error) {
    runners.delete(job.id);
    throw error;
  }

  /**
   * Writes the job while the stored one is RUNNING; refused means cancelled elsewhere (or gone), and the
   * run stops. A failed write (Redis down) is retried on the next tick, the final one too, until the job
   * would have been forgotten anyway.
   */
  const flush = async (): Promise<void> => {
    if (writing) {
      again = true;
      return;
    }
    writing = true;
    try {
      do {
        again = false;
        const sent = { ...job, updatedAt: Date.now() };
        if (!(await store.update(sent))) return runner.stop('CANCELLED');
        if (sent.status !== 'RUNNING') return runner.stop(sent.status);
      } while (again);
    } catch {
      if (Date.now() - job.startedAt > KEEP_MS) runner.stop('FAILED');
    } finally {
      writing = false;
    }
  };
  const settle = (status: JobStatus, update: Partial<PlanningJob> = {}) => {
    if (job.status !== 'RUNNING') return;
    Object.assign(job, { status, ...update });
    const worker = runner.worker;
    runner.worker = undefined;
    void worker?.terminate();
    void flush();
  };

  const worker = new Worker(WORKER_URL, { workerData: input.request });
  // A running solver must not keep a stopping process (or a finished test file) alive.
  worker.unref();
  runner.worker = worker;
  runner.timer = setInterval(() => void flush(), FLUSH_MS);
  runner.timer.unref();
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'progress') {
      job.progress = Math.min(99, Math.floor((message.elapsedMs / job.timeLimitMs) * 100));
    } else if (message.type === 'error') {
      settle('FAILED', { failure: message.message });
    } else {
      try {
        settle('DONE', { progress: 100, result: input.finish(message.plan) });
      } catch (error) {
        settle('FAILED', { failure: error instanceof Error ? error.message : String(error) });
      }
    }
  });
  worker.on('error', (error) => settle('FAILED', { failure: error.message }));
  worker.on('exit', (code) => settle('FAILED', { failure: `worker exited (${code})` }));
  return { ...job };
}

/** The caller's job, or null (unknown, forgotten, or someone else's). */
export async function findPlanningJob(
  jobs: PlanningJobs,
  ownerId: number,
  id: string,
): Promise<PlanningJob | null> {
  const job = await shared(() => jobs.store.read(id));
  return job && job.ownerId === ownerId ? job : null;
}

/**
 * Stops a running job of the caller, whichever process runs it; a finished one stays as it is. Null when
 * not the caller's. Run here, the thread ends at once; run elsewhere, at that process's next write.
 */
export async function cancelPlanningJob(
  jobs: PlanningJobs,
  ownerId: number,
  id: string,
): Promise<PlanningJob | null> {
  const job = await shared(() => jobs.store.cancel(ownerId, id));
  if (job?.status === 'CANCELLED') jobs.runners.get(id)?.stop('CANCELLED');
  return job;
}

/**
 * The server is closing: its threads end and its jobs are written as they stand, a running one as FAILED,
 * where the store can still be reached (otherwise readers see it FAILED once its heartbeat is STALE_MS old).
 */
export async function stopPlanningJobs(jobs: PlanningJobs): Promise<void> {
  const runners = [...jobs.runners.values()];
  for (const runner of runners) {
    if (runner.job.status === 'RUNNING')
      Object.assign(runner.job, { status: 'FAILED', failure: 'the server stopped' });
    runner.stop('FAILED');
  }
  await Promise.all(
    runners.map((r) => jobs.store.update({ ...r.job, updatedAt: Date.now() }).catch(() => false)),
  );
}
