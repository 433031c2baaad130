import { Worker } from 'node:worker_threads';
import { deriveSeed, type Objective, type Plan, type Problem } from '../src/index';

export interface ParallelOptions {
  seed: number;
  timeLimitMs?: number;
  maxIterations?: number;
  /** Independent searches, one per thread. */
  searches?: number;
}

/** Lower is better: unplanned jobs first, then what the objective ranks. */
function rank(plan: Plan, objective: Objective): number[] {
  const { totals } = plan;
  const main = objective === 'cost' ? totals.cost + totals.lateness : totals.distance;
  return objective === 'vehicles-then-distance'
    ? [plan.unassigned.length, totals.vehicles, main]
    : [plan.unassigned.length, main, totals.vehicles];
}

export function better(a: Plan, b: Plan, objective: Objective): boolean {
  const ra = rank(a, objective);
  const rb = rank(b, objective);
  for (let i = 0; i < ra.length; i++) {
    if ((ra[i] as number) !== (rb[i] as number)) return (ra[i] as number) < (rb[i] as number);
  }
  return false;
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
  for (const plan of plans.slice(1)) if (better(plan, best, objective)) best = plan;
  return best;
}
