import { type Candidate, emptyCandidate, insertJob } from './insertion';
import type { Instance } from './instance';
import type { Random } from './random';
import type { Solution } from './solution';

/**
 * Regret-k insertion: at each step place the job that would lose most by waiting, measured as the sum of
 * the differences between its best place and its next k-1 best places in other routes. A job with few
 * places left is placed before it loses them. The best place per (job, route) is cached and recomputed only
 * for the route that just changed; all empty vehicles of a type share one entry.
 */
export function constructByRegret(
  inst: Instance,
  solution: Solution,
  fleetCap: number,
  random: Random,
  regretDepth = 3,
): void {
  const routes = solution.routes;
  const routeCount = routes.length;
  const typeCount = inst.types.length;
  const pending = solution.unassigned.slice();
  const jobCount = inst.jobs.length;
  // Slot r < routeCount: a route with stops; slot routeCount + t: an empty vehicle of type t.
  const slots = routeCount + typeCount;
  const cache: Candidate[] = Array.from({ length: jobCount * slots }, emptyCandidate);
  const evaluate = (job: number, routeIndex: number, slot: number): void => {
    const candidate = cache[job * slots + slot];
    candidate.cost = Number.POSITIVE_INFINITY;
    candidate.route = -1;
    insertJob(inst, routes[routeIndex], routeIndex, job, 0, random, candidate);
  };
  const emptyOfType = (type: number): number => {
    for (let r = 0; r < routeCount; r++) if (routes[r].size === 0 && routes[r].typeIndex === type) return r;
    return -1;
  };
  const emptyOfTypeCache = Int32Array.from({ length: typeCount }, (_, t) => emptyOfType(t));
  for (let t = 0; t < typeCount; t++) {
    const r = emptyOfTypeCache[t];
    if (r >= 0) for (const job of pending) evaluate(job, r, routeCount + t);
  }

  const left: number[] = [];
  const top = new Float64Array(regretDepth);
  while (pending.length > 0) {
    const canOpen = solution.usedRoutes() < fleetCap;
    let chosen = -1;
    let chosenRegret = Number.NEGATIVE_INFINITY;
    let chosenCost = Number.POSITIVE_INFINITY;
    let chosenSlot = -1;
    for (let p = 0; p < pending.length; p++) {
      const job = pending[p];
      top.fill(Number.POSITIVE_INFINITY);
      let bestSlot = -1;
      for (let slot = 0; slot < slots; slot++) {
        if (
          slot < routeCount ? routes[slot].size === 0 : !canOpen || emptyOfTypeCache[slot - routeCount] < 0
        ) {
          continue;
        }
        const cost = cache[job * slots + slot].cost;
        if (cost >= top[regretDepth - 1]) continue;
        let k = regretDepth - 1;
        while (k > 0 && top[k - 1] > cost) {
          top[k] = top[k - 1];
          k--;
        }
        top[k] = cost;
        if (k === 0) bestSlot = slot;
      }
      if (bestSlot < 0) {
        left.push(job);
        pending.splice(p, 1);
        p--;
        continue;
      }
      let regret = 0;
      for (let k = 1; k < regretDepth; k++) {
        regret += (top[k] === Number.POSITIVE_INFINITY ? inst.unassignedPenalty : top[k]) - top[0];
      }
      if (regret > chosenRegret || (regret === chosenRegret && top[0] < chosenCost)) {
        chosen = p;
        chosenRegret = regret;
        chosenCost = top[0];
        chosenSlot = bestSlot;
      }
    }
    if (chosen < 0) break;
    const job = pending[chosen];
    pending.splice(chosen, 1);
    const place = cache[job * slots + chosenSlot];
    const routeIndex = place.route;
    solution.insert(job, place);
    for (const other of pending) evaluate(other, routeIndex, routeIndex);
    if (chosenSlot >= routeCount) {
      const type = chosenSlot - routeCount;
      const next = emptyOfType(type);
      emptyOfTypeCache[type] = next;
      if (next >= 0) for (const other of pending) evaluate(other, next, chosenSlot);
    }
  }
  solution.unassigned = left;
}
