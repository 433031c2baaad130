import { constructByRegret } from './construct';
import { compile } from './instance';
import type { Plan, Problem, SolveOptions, UnassignedReason } from './model';
import { buildPlan } from './plan';
import { Random } from './random';
import { impossibleReasons, leftOutReason } from './reasons';
import { jobKeys, orderJobs, recreate } from './recreate';
import { defaultSettings, improve, reduceFleet, type SearchContext } from './search';
import { Solution } from './solution';

/** Jobs × vehicles above which the first plan is built greedily instead of by regret insertion. */
const REGRET_LIMIT = 60_000;

/** Share of an iteration limit the fleet reduction may use before the distance improvement starts. */
const FLEET_SHARE = 0.4;

/**
 * Plan the jobs: regret insertion, then (vehicles-first objective) fleet reduction, then ruin-and-recreate
 * annealing. Synchronous and free of I/O, so a caller can run it in a worker thread; the same seed and
 * iteration limit give the same plan.
 */
export function solve(problem: Problem, options: SolveOptions): Plan {
  const startedAt = performance.now();
  const inst = compile(problem);
  const random = new Random(options.seed);
  const solution = new Solution(inst);
  const fleetSize = solution.routes.length;

  // Jobs no vehicle could serve even alone are set aside with their reason and never searched for.
  const impossible: { job: number; reason: UnassignedReason }[] = [];
  const reasons = impossibleReasons(inst);
  solution.unassigned = solution.unassigned.filter((job) => {
    const reason = reasons[job];
    if (reason) impossible.push({ job, reason });
    return reason === undefined;
  });

  const context: SearchContext = {
    inst,
    solution,
    random,
    keys: jobKeys(inst),
    options,
    settings: defaultSettings(inst),
    startedAt,
    reportedAt: startedAt,
    iteration: 0,
  };
  // Regret insertion scans every route for every waiting job at each step; beyond a few hundred jobs on a
  // large fleet that costs more than the whole search, and greedy insertion builds the first plan instead.
  if (inst.jobs.length * (fleetSize + inst.types.length) <= REGRET_LIMIT) {
    constructByRegret(inst, solution, fleetSize, random);
  } else {
    const jobs = solution.unassigned.slice();
    orderJobs(jobs, context.keys, random);
    recreate(inst, solution, jobs, fleetSize, 0, random);
  }
  options.onProgress?.({
    iteration: 0,
    elapsedMs: performance.now() - startedAt,
    phase: 'construction',
    bestCost: solution.cost(),
    vehicles: solution.usedRoutes(),
    unassigned: solution.unassigned.length,
  });

  let fleetCap = fleetSize;
  // Nothing planned means nothing to improve (no jobs, or none any vehicle could serve): return at once.
  const searchable = solution.usedRoutes() > 0;
  if (searchable && inst.objective === 'vehicles-then-distance') {
    const budget =
      options.maxIterations !== undefined
        ? Math.floor(FLEET_SHARE * options.maxIterations)
        : Number.POSITIVE_INFINITY;
    reduceFleet(context, budget);
    if (solution.unassigned.length === 0) fleetCap = solution.usedRoutes();
  }
  if (searchable) improve(context, fleetCap);

  // A job still left out takes a spare vehicle if one can serve it: serving beats saving a vehicle.
  if (solution.unassigned.length > 0)
    recreate(inst, solution, solution.unassigned.slice(), fleetSize, 0, random);

  const unassigned = impossible.concat(
    solution.unassigned.map((job) => ({ job, reason: leftOutReason(inst, solution, job) })),
  );
  unassigned.sort((a, b) => a.job - b.job);
  return buildPlan(inst, solution.routes, unassigned, {
    seed: options.seed,
    iterations: context.iteration,
    elapsedMs: performance.now() - startedAt,
  });
}
