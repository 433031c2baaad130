import { type Candidate, emptyCandidate, insertJob } from './insertion';
import type { Instance } from './instance';
import type { Random } from './random';
import type { Solution } from './solution';

/**
 * Greedy insertion with blinks: the removed jobs, in one of a few orders, each go to their cheapest feasible
 * place, where every position is skipped with a small probability so that equal-looking choices vary.
 * A job with no place stays unassigned. New vehicles open only while fewer than `fleetCap` are in use, and
 * one empty vehicle per type stands for all of that type's empty ones.
 */

export interface JobKeys {
  /** Size relative to the largest capacity, summed over dimensions. */
  demand: Float64Array;
  /** Distance from the first vehicle type's depot. */
  depotDistance: Float64Array;
  /** Width of the delivery's windows, narrowest first helps. */
  windowWidth: Float64Array;
}

export function jobKeys(inst: Instance): JobKeys {
  const count = inst.jobs.length;
  const demand = new Float64Array(count);
  const depotDistance = new Float64Array(count);
  const windowWidth = new Float64Array(count);
  const maxCapacity = new Float64Array(inst.dims);
  for (const type of inst.types) {
    for (let d = 0; d < inst.dims; d++) maxCapacity[d] = Math.max(maxCapacity[d], type.capacity[d]);
  }
  const depot = inst.types[0]?.start ?? 0;
  inst.jobs.forEach((job, j) => {
    for (let d = 0; d < inst.dims; d++) if (maxCapacity[d] > 0) demand[j] += job.amount[d] / maxCapacity[d];
    for (const node of job.nodes) {
      depotDistance[j] = Math.max(
        depotDistance[j],
        inst.dist[depot * inst.locationCount + inst.nodeLoc[node]],
      );
    }
    const node = job.nodes[job.nodes.length - 1];
    let width = 0;
    for (let w = inst.twOffset[node]; w < inst.twOffset[node + 1]; w++)
      width += inst.twEnd[w] - inst.twStart[w];
    windowWidth[j] = width;
  });
  return { demand, depotDistance, windowWidth };
}

export function orderJobs(jobs: number[], keys: JobKeys, random: Random): void {
  const roll = random.int(12);
  // Random order, shuffled first so that ties in the sorts below break differently each time.
  for (let i = jobs.length - 1; i > 0; i--) {
    const k = random.int(i + 1);
    const swap = jobs[i];
    jobs[i] = jobs[k];
    jobs[k] = swap;
  }
  if (roll < 4) return;
  if (roll < 8) jobs.sort((a, b) => keys.demand[b] - keys.demand[a]);
  else if (roll < 10) jobs.sort((a, b) => keys.depotDistance[b] - keys.depotDistance[a]);
  else if (roll < 11) jobs.sort((a, b) => keys.depotDistance[a] - keys.depotDistance[b]);
  else jobs.sort((a, b) => keys.windowWidth[a] - keys.windowWidth[b]);
}

const best: Candidate = emptyCandidate();

/** Cheapest place for the job over every route; leaves `best` with route -1 when there is none. */
export function findPlace(
  inst: Instance,
  solution: Solution,
  job: number,
  fleetCap: number,
  blink: number,
  random: Random,
  typeSeen: Uint8Array,
): Candidate {
  best.cost = Number.POSITIVE_INFINITY;
  best.route = -1;
  const routes = solution.routes;
  const canOpen = solution.usedRoutes() < fleetCap;
  typeSeen.fill(0);
  for (let r = 0; r < routes.length; r++) {
    const route = routes[r];
    if (route.size === 0) {
      if (!canOpen || typeSeen[route.typeIndex] === 1) continue;
      typeSeen[route.typeIndex] = 1;
    }
    insertJob(inst, route, r, job, blink, random, best);
  }
  return best;
}

export function recreate(
  inst: Instance,
  solution: Solution,
  jobs: number[],
  fleetCap: number,
  blink: number,
  random: Random,
): void {
  const typeSeen = new Uint8Array(inst.types.length);
  const left: number[] = [];
  for (const job of jobs) {
    const place = findPlace(inst, solution, job, fleetCap, blink, random, typeSeen);
    if (place.route >= 0) solution.insert(job, place);
    else left.push(job);
  }
  solution.unassigned = left;
}
