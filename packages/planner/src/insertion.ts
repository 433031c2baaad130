import type { Candidate } from './candidate';
import { insertPair } from './insert-pair';
import { insertSingle } from './insert-single';
import { insertNewTrip } from './insert-trip';
import type { Instance } from './instance';
import type { Random } from './random';
import type { Route } from './route';

export { type Candidate, emptyCandidate } from './candidate';
export { insertPair } from './insert-pair';
export { insertSingle } from './insert-single';
export { insertNewTrip } from './insert-trip';

/**
 * Cheapest feasible place for a job in a route, each position checked in O(1) from the route's figures
 * (windows through the latest-start of the next position, load through the trip's running maximum).
 * A pickup–delivery pair walks the delivery forward from the pickup's place, carrying the pushed times and
 * the load on board, and stops as soon as a window or the capacity is broken.
 */

export function canCarry(inst: Instance, route: Route, job: number): boolean {
  const info = inst.jobs[job];
  if (!info.allowedType[route.typeIndex]) return false;
  for (const tag of info.forbiddenTags) if (route.tagCount[tag] > 0) return false;
  return true;
}

/** Best place for the job in one route (every kind of insertion), improving `best`. */
export function insertJob(
  inst: Instance,
  route: Route,
  routeIndex: number,
  job: number,
  blink: number,
  random: Random,
  best: Candidate,
): void {
  if (!canCarry(inst, route, job)) return;
  const nodes = inst.jobs[job].nodes;
  if (nodes.length === 1) insertSingle(inst, route, routeIndex, nodes[0], blink, random, best);
  else insertPair(inst, route, routeIndex, nodes[0], nodes[1], blink, random, best);
  if (route.type.maxTrips > 1) insertNewTrip(inst, route, routeIndex, job, best);
}

/** Put the job where the candidate says and rebuild the route's figures. */
export function applyInsertion(inst: Instance, route: Route, job: number, candidate: Candidate): void {
  const nodes = inst.jobs[job].nodes;
  if (candidate.newTrip) route.nodes.push(route.type.reloadNode, ...nodes);
  else if (nodes.length === 1) route.nodes.splice(candidate.first, 0, nodes[0]);
  else {
    route.nodes.splice(candidate.second, 0, nodes[1]);
    route.nodes.splice(candidate.first, 0, nodes[0]);
  }
  route.refresh();
}
