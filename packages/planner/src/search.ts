import type { Instance } from './instance';
import type { Progress, SolveOptions } from './model';
import type { Random } from './random';
import { type JobKeys, orderJobs, recreate } from './recreate';
import { defaultRuin, ruin } from './ruin';
import type { Snapshot, Solution } from './solution';

/**
 * Ruin and recreate under simulated annealing, in two phases:
 * - fleet reduction (vehicles-first objective): empty the smallest route, then ruin and recreate with one
 *   vehicle fewer, the left-out jobs waiting in a pool, until every job fits again (the ejection-pool idea,
 *   accepting a step when fewer jobs, or jobs less often left out, are waiting);
 * - improvement: annealing on the cost with the fleet capped at what the first phase reached.
 * Every choice depends on the seed and the iteration count only, so a time limit cuts the same sequence of
 * steps earlier or later.
 */

export interface SearchSettings {
  blink: number;
  /** Annealing temperatures, as multiples of the cost of the instance's mean arc. */
  startTemperature: number;
  endTemperature: number;
  /**
   * Iterations of the first cooling cycle when no iteration limit fixes the schedule; each next cycle is twice
   * as long and restarts from the best plan, so whenever the time runs out, the last complete cycle had about
   * half of the iterations done — without the schedule ever reading the clock.
   */
  firstCycle: number;
  /** Fleet reduction gives up after this many steps without removing a vehicle. */
  fleetPatience: number;
}

export function defaultSettings(inst: Instance): SearchSettings {
  return {
    blink: 0.01,
    startTemperature: 0.3,
    endTemperature: 0.003,
    firstCycle: 2_000,
    fleetPatience: Math.max(2_000, 100 * inst.jobs.length),
  };
}

export interface SearchContext {
  inst: Instance;
  solution: Solution;
  random: Random;
  keys: JobKeys;
  options: SolveOptions;
  settings: SearchSettings;
  startedAt: number;
  reportedAt: number;
  iteration: number;
}

const now = (): number => performance.now();

export function stopRequested(context: SearchContext): boolean {
  const { options } = context;
  if (options.maxIterations !== undefined && context.iteration >= options.maxIterations) return true;
  // Reading the clock and asking the caller every few steps costs nothing measurable.
  if ((context.iteration & 15) !== 0) return false;
  if (options.timeLimitMs !== undefined && now() - context.startedAt >= options.timeLimitMs) return true;
  return options.shouldStop?.() === true;
}

/** Progress goes out at most this often while improving (reporting never changes the search). */
const REPORT_EVERY_MS = 200;

function report(context: SearchContext, phase: Progress['phase'], best: Snapshot, throttle = false): void {
  const onProgress = context.options.onProgress;
  if (!onProgress) return;
  const at = now();
  if (throttle && at - context.reportedAt < REPORT_EVERY_MS) return;
  context.reportedAt = at;
  onProgress({
    iteration: context.iteration,
    elapsedMs: now() - context.startedAt,
    phase,
    bestCost: best.cost,
    vehicles: best.routes.filter((nodes) => nodes.length > 0).length,
    unassigned: best.unassigned.length,
  });
}

function ruinAndRecreate(context: SearchContext, fleetCap: number): void {
  const { inst, solution, random, keys, settings } = context;
  solution.begin();
  const removed = ruin(inst, solution, random, defaultRuin);
  const jobs = removed.concat(solution.unassigned);
  orderJobs(jobs, keys, random);
  recreate(inst, solution, jobs, fleetCap, settings.blink, random);
}

/** Returns the best complete plan reached (or the start if no vehicle could be saved). */
export function reduceFleet(context: SearchContext, iterationBudget: number): Snapshot {
  const { inst, solution, random } = context;
  let best = solution.snapshot();
  if (solution.unassigned.length > 0) return best;
  const absences = new Float64Array(inst.jobs.length);
  const absenceSum = (jobs: number[]): number => jobs.reduce((sum, job) => sum + absences[job], 0);
  const until = context.iteration + iterationBudget;
  let sinceSuccess = 0;
  let fleetCap = solution.usedRoutes();
  while (
    !stopRequested(context) &&
    context.iteration < until &&
    sinceSuccess < context.settings.fleetPatience
  ) {
    if (solution.unassigned.length === 0) {
      if (solution.usedRoutes() <= 1) break;
      const candidates = solution.routes.map((_, r) => r).filter((r) => solution.routes[r].size > 0);
      let smallest = candidates[0];
      for (const r of candidates) {
        const size = solution.routes[r].size;
        const smallestSize = solution.routes[smallest].size;
        if (size < smallestSize || (size === smallestSize && random.next() < 0.5)) smallest = r;
      }
      const jobs = [...new Set(solution.routes[smallest].nodes.map((node) => inst.nodeJob[node]))].filter(
        (j) => j >= 0,
      );
      solution.begin();
      solution.removeJobs(smallest, jobs);
      solution.unassigned = solution.unassigned.concat(jobs);
      fleetCap = solution.usedRoutes();
    }
    const before = solution.unassigned;
    ruinAndRecreate(context, fleetCap);
    context.iteration++;
    sinceSuccess++;
    const after = solution.unassigned;
    for (const job of after) absences[job]++;
    // Jobs often left out are the hard ones: prefer a pool of jobs that fit elsewhere more easily.
    if (after.length < before.length || absenceSum(after) < absenceSum(before)) {
      if (after.length === 0) {
        best = solution.snapshot();
        sinceSuccess = 0;
        report(context, 'fleet', best);
      }
    } else solution.rollback();
  }
  solution.restore(best);
  return best;
}

/** Annealing on the plan's cost; returns the best plan seen. */
export function improve(context: SearchContext, fleetCap: number): Snapshot {
  const { inst, solution, random, settings, options } = context;
  let best = solution.snapshot();
  let current = best.cost;
  const hot = settings.startTemperature * inst.typicalArcCost;
  const cold = settings.endTemperature * inst.typicalArcCost;
  let cycle =
    options.maxIterations !== undefined
      ? Math.max(1, options.maxIterations - context.iteration)
      : settings.firstCycle;
  let step = 0;
  while (!stopRequested(context)) {
    const temperature = hot * (cold / hot) ** (step / cycle);
    ruinAndRecreate(context, fleetCap);
    context.iteration++;
    const cost = solution.cost();
    // Accept worse plans with the annealing probability exp(-(cost - current) / temperature).
    if (cost < current - temperature * Math.log(random.next())) {
      current = cost;
      if (cost < best.cost - 1e-9) {
        best = solution.snapshot();
        report(context, 'improvement', best, true);
      }
    } else solution.rollback();
    step++;
    if (step >= cycle) {
      step = 0;
      cycle *= 2;
      solution.restore(best);
      current = best.cost;
    }
  }
  solution.restore(best);
  report(context, 'improvement', best);
  return best;
}
