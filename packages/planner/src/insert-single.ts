import { type Candidate, lastWindowEnd, latenessDelta } from './candidate';
import type { Instance } from './instance';
import type { Random } from './random';
import type { Route } from './route';
import { earliestStart } from './windows';

/** The cheapest place for a single stop: each position checked in O(1) from the route's figures. */
export function insertSingle(
  inst: Instance,
  route: Route,
  routeIndex: number,
  node: number,
  blink: number,
  random: Random,
  best: Candidate,
): void {
  const { dist, time, locationCount: count, dims, nodeLoc, nodeService, nodeStartLoad } = inst;
  const n = route.size;
  const capacity = route.type.capacity;
  const unit = inst.distanceCost[route.typeIndex];
  // An unused vehicle drives nothing: the delta below removes the start-to-end arc, which it never had.
  const base =
    n === 0
      ? inst.vehicleCost[route.typeIndex] + unit * inst.dist[route.loc[0] * inst.locationCount + route.loc[1]]
      : 0;
  const soft = inst.latenessCost > 0;
  const at = nodeLoc[node];
  const service = nodeService[node];
  const due = lastWindowEnd(inst, node);
  const { loc, dep, latest, tripMax } = route;
  const row = at * count;
  // Cheapest test first: most positions cannot beat the best place found so far.
  positions: for (let i = 0; i <= n; i++) {
    if (dep[i] > due) break;
    const before = loc[i] * count;
    const after = loc[i + 1];
    let cost = base + unit * (dist[before + at] + dist[row + after] - dist[before + after]);
    // Lateness may fall when later stops are pushed into their next window, so no bound before adding it.
    if (!soft && cost >= best.cost) continue;
    const begin = earliestStart(inst, node, dep[i] + time[before + at]);
    if (begin + service + time[row + after] > latest[i + 1]) continue;
    for (let d = 0; d < dims; d++) {
      if (tripMax[i * dims + d] + nodeStartLoad[node * dims + d] > capacity[d] + 1e-9) continue positions;
    }
    if (blink > 0 && random.next() < blink) continue;
    if (soft) {
      cost += inst.latenessCost * latenessDelta(inst, route, i, node, -1, -1);
      if (cost >= best.cost) continue;
    }
    best.cost = cost;
    best.route = routeIndex;
    best.first = i;
    best.second = -1;
    best.newTrip = false;
  }
}
