import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { betterPlan, type Plan } from '@tms/planner/model';
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
 * started it; to anyone else it does not exist. Each job solves in worker threads of the process that
 * started it (one or two independent searches, see searchesFor), so the API keeps answering; cancelling
 * terminates them.
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

/**
 * Independent searches a plan runs when it is the only one in this process: one thread per core, at most
 * two (the machine this runs on has two, and the API keeps answering between time slices). Search i starts
 * from seed + i, so the answer is the same for a given seed; the best plan wins, the lower search on a tie.
 * A plan started while another runs gets one thread.
 */
export const MAX_SEARCHES = 2;
export const searchesFor = (running: number) =>
  running > 0 ? 1 : Math.max(1, Math.min(MAX_SEARCHES, availableParallelism()));

type Runner = {
  job: PlanningJob;
  workers: Worker[];
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
  const running = runningJobs(jobs);
  if (running >= MAX_RUNNING) throw AppError.invalid('waybill.planning.busy');
  const searches = searchesFor(running);
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
    workers: [],
    stop(status) {
      if (runners.get(job.id) !== runner) return;
      runners.delete(job.id);
      clearInterval(runner.timer);
      if (job.status === 'RUNNING') job.status = status;
      for (const worker of runner.workers.splice(0)) void worker.terminate();
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
    for (const worker of runner.workers.splice(0)) void worker.terminate();
    void flush();
  };

  const plans: (Plan | undefined)[] = Array.from({ length: searches });
  const objective = input.request.problem.objective ?? 'vehicles-then-distance';
  const finished = (index: number, plan: Plan) => {
    plans[index] = plan;
    if (plans.some((p) => p === undefined)) return;
    let best = plans[0] as Plan;
    for (const p of plans.slice(1)) if (p && betterPlan(p, best, objective)) best = p;
    try {
      settle('DONE', { progress: 100, result: input.finish(best) });
    } catch (error) {
      settle('FAILED', { failure: error instanceof Error ? error.message : String(error) });
    }
  };
  for (let index = 0; index < searches; index++) {
    const worker = new Worker(WORKER_URL, {
      workerData: { ...input.request, seed: input.request.seed + index } satisfies WorkerRequest,
    });
    // A running solver must not keep a stopping process (or a finished test file) alive.
    worker.unref();
    runner.workers.push(worker);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') {
        if (index === 0) job.progress = Math.min(99, Math.floor((message.elapsedMs / job.timeLimitMs) * 100));
      } else if (message.type === 'error') {
        settle('FAILED', { failure: message.message });
      } else {
        finished(index, message.plan);
      }
    });
    worker.on('error', (error) => settle('FAILED', { failure: error.message }));
    // A thread that ended after handing in its plan is done, not failed.
    worker.on('exit', (code) => {
      if (plans[index] === undefined) settle('FAILED', { failure: `worker exited (${code})` });
    });
  }
  runner.timer = setInterval(() => void flush(), FLUSH_MS);
  runner.timer.unref();
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
