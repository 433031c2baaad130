import { Worker } from 'node:worker_threads';
import { deriveSeed, type Plan, type Problem } from '../src/index';
import { betterPlan } from '../src/model';

export interface ParallelOptions {
  seed: number;
  timeLimitMs?: number;
  maxIterations?: number;
  /** Independent searches, one per thread. */
  searches?: number;
}

/**
 * Runs independent searches in worker threads, each with a seed derived from the given one, and keeps the
 * best plan; on a tie the search with the lower index wins, so the answer does not depend on which thread
 * finished first.
 */
export async function solveInParallel(problem: Problem, options: ParallelOptions): Promise<Plan> {
  const searches = options.searches ?? 2;
  // Leave a little of the limit for reading the plans back.
  const deadline = options.timeLimitMs !== undefined ? Date.now() + options.timeLimitMs - 100 : undefined;
  const plans = await Promise.all(
    Array.from({ length: searches }, (_, index) => {
      const seed = deriveSeed(options.seed, index);
      const solveOptions = { seed, timeLimitMs: options.timeLimitMs, maxIterations: options.maxIterations };
      return new Promise<Plan>((resolve, reject) => {
        const worker = new Worker(new URL('./solve-worker.mjs', import.meta.url), {
          workerData: { problem, options: solveOptions, deadline },
        });
        worker.once('message', (plan: Plan) => {
          resolve(plan);
          void worker.terminate();
        });
        worker.once('error', reject);
        worker.once('exit', (code) =>
          reject(new Error(`search ${index} stopped (exit code ${code}) without a plan`)),
        );
      });
    }),
  );
  const objective = problem.objective ?? 'vehicles-then-distance';
  let best = plans[0] as Plan;
  for (const plan of plans.slice(1)) if (betterPlan(plan, best, objective)) best = plan;
  return best;
}
