import { parentPort, workerData } from 'node:worker_threads';
import type { Plan, Problem, SolveOptions } from '@tms/planner/model';

/**
 * The solver's side of a planning worker thread: solves the problem it was started with (workerData),
 * posting progress (at most every PROGRESS_EVERY_MS) and then the plan. Stopping it early is the
 * parent's terminate(). The entry (planning-worker.mjs, or its compiled copy) hands in the solver, so the
 * server's own type check never walks the solver's sources, which are checked under their own settings.
 */
export type WorkerRequest = { problem: Problem; seed: number; timeLimitMs: number };
export type WorkerMessage =
  | { type: 'progress'; elapsedMs: number }
  | { type: 'done'; plan: Plan }
  | { type: 'error'; message: string };
export type Solve = (problem: Problem, options: SolveOptions) => Plan;

const PROGRESS_EVERY_MS = 250;

export function runSolver(solve: Solve): void {
  const port = parentPort;
  if (!port) return;
  const request = workerData as WorkerRequest;
  const post = (message: WorkerMessage) => port.postMessage(message);
  let lastSent = 0;
  try {
    const plan = solve(request.problem, {
      seed: request.seed,
      timeLimitMs: request.timeLimitMs,
      onProgress: (progress) => {
        if (progress.elapsedMs - lastSent < PROGRESS_EVERY_MS) return;
        lastSent = progress.elapsedMs;
        post({ type: 'progress', elapsedMs: progress.elapsedMs });
      },
    });
    post({ type: 'done', plan });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}
