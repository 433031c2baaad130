import type { Instance } from './instance';
import type { Route } from './route';
import { earliestStart, latenessAt } from './windows';

export interface Candidate {
  cost: number;
  route: number;
  /** The job's (first) node goes after this position. */
  first: number;
  /** A pair's delivery goes after this position of the original route (>= first). */
  second: number;
  /** The job starts a new trip at the end of the route. */
  newTrip: boolean;
}

export function emptyCandidate(): Candidate {
  return { cost: Number.POSITIVE_INFINITY, route: -1, first: -1, second: -1, newTrip: false };
}

export function lastWindowEnd(inst: Instance, node: number): number {
  return inst.twEnd[inst.twOffset[node + 1] - 1];
}

/** Departure from the last node `visitLateness` served; module state instead of a closure on the hot path. */
let leaveAt = 0;

/** Serve `node` arriving from `from` at time `t`: its lateness; the departure goes to `leaveAt`. */
function visitLateness(inst: Instance, node: number, from: number, t: number): number {
  const begin = earliestStart(inst, node, t + inst.time[from * inst.locationCount + inst.nodeLoc[node]]);
  leaveAt = begin + inst.nodeService[node];
  return latenessAt(inst, node, begin);
}

/**
 * Lateness added by inserting `first` after position i and (for a pair) `second` after position j, found by
 * pushing the new times forward until they meet the old ones.
 */
export function latenessDelta(
  inst: Instance,
  route: Route,
  i: number,
  first: number,
  j: number,
  second: number,
): number {
  const { time, locationCount: count, nodeLoc, nodeService } = inst;
  const n = route.size;
  let delta = visitLateness(inst, first, route.loc[i], route.dep[i]);
  let t = leaveAt;
  let prev = nodeLoc[first];
  let pending = second >= 0;
  if (pending && j === i) {
    delta += visitLateness(inst, second, prev, t);
    t = leaveAt;
    prev = nodeLoc[second];
    pending = false;
  }
  for (let k = i + 1; k <= n; k++) {
    const node = route.nodes[k - 1];
    const begin = earliestStart(inst, node, t + time[prev * count + route.loc[k]]);
    if (!pending && begin === route.start[k]) return delta;
    delta += latenessAt(inst, node, begin) - route.late[k];
    t = begin + nodeService[node];
    prev = route.loc[k];
    if (pending && k === j) {
      delta += visitLateness(inst, second, prev, t);
      t = leaveAt;
      prev = nodeLoc[second];
      pending = false;
    }
  }
  return delta;
}
