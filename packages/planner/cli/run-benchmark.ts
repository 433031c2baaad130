import type { Objective, Plan } from '../src/index';
import type { BenchmarkInstance } from './benchmark-format';
import { toProblem } from './benchmark-format';
import { solveInParallel } from './parallel';

export interface BenchmarkRun {
  routes: number[][];
  plan: Plan;
  elapsedMs: number;
}

/** Solve a benchmark instance on both cores and read the routes back as node ids in visit order. */
export async function runBenchmark(
  instance: BenchmarkInstance,
  settings: { seed: number; seconds?: number; iterations?: number; objective?: Objective },
): Promise<BenchmarkRun> {
  const started = performance.now();
  const problem = toProblem(instance, settings.objective);
  const plan = await solveInParallel(problem, {
    seed: settings.seed,
    timeLimitMs: settings.seconds !== undefined ? settings.seconds * 1000 : undefined,
    maxIterations: settings.iterations,
  });
  // A stop's location is its node id.
  const routes = plan.trips.map((trip) => trip.stops.map((stop) => stop.location));
  return { routes, plan, elapsedMs: performance.now() - started };
}
