import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Plan } from '@tms/planner/model';
import type { PlanningResult } from './plan-answer';
import type { WorkerMessage, WorkerRequest } from './solve-in-worker';

/**
 * Planning jobs, kept in this process's memory only: a plan is a proposal the dispatcher looks at and
 * then submits line by line (or drops), not data, so it is neither stored nor shared between server
 * processes, and it is forgotten KEEP_MS after it started. A job belongs to the user who started it;
 * to anyone else it does not exist. Each job solves in its own worker thread so the API keeps answering;
 * cancelling terminates the thread.
 */
export const KEEP_MS = 15 * 60_000;
/** Solvers running at once in this process: each takes a core for up to a minute. */
export const MAX_RUNNING = 2;

export type JobStatus = 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';

export type PlanningJob = {
  id: string;
  ownerId: number;
  status: JobStatus;
  progress: number;
  startedAt: number;
  timeLimitMs: number;
  result?: PlanningResult;
  failure?: string;
  worker?: Worker;
};

const jobs = new Map<string, PlanningJob>();

function forgetOld(now = Date.now()): void {
  for (const [id, job] of jobs) {
    if (now - job.startedAt < KEEP_MS) continue;
    void job.worker?.terminate();
    jobs.delete(id);
  }
}

export const runningJobs = () => [...jobs.values()].filter((j) => j.status === 'RUNNING').length;

/** The worker entry beside this module (tsx) or beside dist/src/main.js (the compiled server). */
const WORKER_URL = new URL('./planning-worker.mjs', import.meta.url);

/**
 * Starts a job: `finish` turns the solver's plan into the answer (it runs on the main thread, where the
 * submit rules and the loaded rows are).
 */
export function startPlanningJob(input: {
  ownerId: number;
  request: WorkerRequest;
  finish: (plan: Plan) => PlanningResult;
}): PlanningJob {
  forgetOld();
  const job: PlanningJob = {
    id: randomUUID(),
    ownerId: input.ownerId,
    status: 'RUNNING',
    progress: 0,
    startedAt: Date.now(),
    timeLimitMs: input.request.timeLimitMs,
  };
  jobs.set(job.id, job);
  const worker = new Worker(WORKER_URL, { workerData: input.request });
  // A running solver must not keep a stopping process (or a finished test file) alive.
  worker.unref();
  job.worker = worker;
  const settle = (status: JobStatus, update: Partial<PlanningJob> = {}) => {
    if (job.status !== 'RUNNING') return;
    Object.assign(job, { status, ...update, worker: undefined });
    void worker.terminate();
  };
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
  return job;
}

/** The caller's job, or null (unknown, forgotten, or someone else's). */
export function findPlanningJob(ownerId: number, id: string): PlanningJob | null {
  forgetOld();
  const job = jobs.get(id);
  return job && job.ownerId === ownerId ? job : null;
}

/** Stops a running job of the caller; a finished one stays as it is. Null when not the caller's. */
export function cancelPlanningJob(ownerId: number, id: string): PlanningJob | null {
  const job = findPlanningJob(ownerId, id);
  if (!job) return null;
  if (job.status === 'RUNNING') {
    const worker = job.worker;
    Object.assign(job, { status: 'CANCELLED', worker: undefined });
    void worker?.terminate();
  }
  return job;
}
