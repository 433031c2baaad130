import type { Candidate } from './candidate';
import type { Instance } from './instance';
import type { Route } from './route';
import { earliestStart, latenessAt } from './windows';

/** The job alone on a new trip appended to a route that already has stops. */
export function insertNewTrip(
  inst: Instance,
  route: Route,
  routeIndex: number,
  job: number,
  best: Candidate,
): void {
  const type = route.type;
  const n = route.size;
  if (n === 0 || route.trips >= type.maxTrips) return;
  const { dist, time, locationCount: count, nodeLoc, nodeService } = inst;
  const reload = type.reloadNode;
  let t = route.dep[n];
  let prev = route.loc[n];
  let distance = -dist[prev * count + route.loc[n + 1]];
  let lateness = 0;
  for (const node of [reload, ...inst.jobs[job].nodes]) {
    const at = nodeLoc[node];
    const begin = earliestStart(inst, node, t + time[prev * count + at]);
    if (begin === Number.POSITIVE_INFINITY) return;
    lateness += latenessAt(inst, node, begin);
    distance += dist[prev * count + at];
    t = begin + nodeService[node];
    prev = at;
  }
  if (t + time[prev * count + type.end] > type.shiftEnd) return;
  distance += dist[prev * count + type.end];
  const cost = inst.distanceCost[route.typeIndex] * distance + inst.latenessCost * lateness;
  if (cost < best.cost) {
    best.cost = cost;
    best.route = routeIndex;
    best.first = n;
    best.second = -1;
    best.newTrip = true;
  }
}
