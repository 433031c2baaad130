import { type Candidate, lastWindowEnd, latenessDelta } from './candidate';
import { type Instance, KIND_RELOAD } from './instance';
import type { Random } from './random';
import type { Route } from './route';
import { earliestStart } from './windows';

/**
 * The cheapest place for a pickup and its delivery on one trip: for each pickup position, the delivery walks
 * forward carrying the pushed times and the load on board, and the walk stops as soon as a window or the
 * capacity is broken or the remaining delivery positions cannot beat the best found.
 */
/** Keep the placement if it beats the best, lateness included. (A plain function: closures cost here.) */
function considerPair(
  inst: Instance,
  route: Route,
  routeIndex: number,
  pickup: number,
  delivery: number,
  cost: number,
  i: number,
  j: number,
  best: Candidate,
): void {
  if (inst.latenessCost > 0) cost += inst.latenessCost * latenessDelta(inst, route, i, pickup, j, delivery);
  if (cost < best.cost) {
    best.cost = cost;
    best.route = routeIndex;
    best.first = i;
    best.second = j;
    best.newTrip = false;
  }
}

const onBoard = new Float64Array(64);
let deliveryDelta = new Float64Array(256);
let deliveryBound = new Float64Array(256);

export function insertPair(
  inst: Instance,
  route: Route,
  routeIndex: number,
  pickup: number,
  delivery: number,
  blink: number,
  random: Random,
  best: Candidate,
): void {
  const { dist, time, locationCount: count, dims, nodeLoc, nodeService, nodeDelta, nodeKind } = inst;
  const n = route.size;
  const capacity = route.type.capacity;
  const unit = inst.distanceCost[route.typeIndex];
  // An unused vehicle drives nothing: the delta below removes the start-to-end arc, which it never had.
  const base =
    n === 0
      ? inst.vehicleCost[route.typeIndex] + unit * inst.dist[route.loc[0] * inst.locationCount + route.loc[1]]
      : 0;
  const soft = inst.latenessCost > 0;
  const { loc, dep, latest, load, nodes } = route;
  const atP = nodeLoc[pickup];
  const atD = nodeLoc[delivery];
  const serviceP = nodeService[pickup];
  const serviceD = nodeService[delivery];
  const dueP = lastWindowEnd(inst, pickup);
  const dueD = lastWindowEnd(inst, delivery);
  const pd = dist[atP * count + atD];

  // The delivery alone after each position, at the route's current times: its added distance, or Infinity
  // where it cannot fit even then (a pickup placed earlier only pushes times later). deliveryBound[j] is
  // the least of these from j on: a lower bound that ends the walk once it cannot beat the best.
  if (deliveryDelta.length < n + 2) {
    deliveryDelta = new Float64Array(2 * (n + 2));
    deliveryBound = new Float64Array(2 * (n + 2));
  }
  for (let j = 0; j <= n; j++) {
    const before = loc[j];
    const after = loc[j + 1];
    const begin = earliestStart(inst, delivery, dep[j] + time[before * count + atD]);
    deliveryDelta[j] =
      begin + serviceD + time[atD * count + after] > latest[j + 1]
        ? Number.POSITIVE_INFINITY
        : dist[before * count + atD] + dist[atD * count + after] - dist[before * count + after];
  }
  deliveryBound[n + 1] = Number.POSITIVE_INFINITY;
  for (let j = n; j >= 0; j--) {
    deliveryBound[j] = deliveryDelta[j] < deliveryBound[j + 1] ? deliveryDelta[j] : deliveryBound[j + 1];
  }

  pickups: for (let i = 0; i <= n; i++) {
    if (dep[i] > dueP) break;
    if (blink > 0 && random.next() < blink) continue;
    for (let d = 0; d < dims; d++) {
      const value = load[i * dims + d];
      if (value + nodeDelta[pickup * dims + d] > capacity[d] + 1e-9) continue pickups;
      onBoard[d] = value;
    }
    const beginP = earliestStart(inst, pickup, dep[i] + time[loc[i] * count + atP]);
    if (beginP === Number.POSITIVE_INFINITY) continue;
    const leaveP = beginP + serviceP;
    const before = loc[i];
    const after = loc[i + 1];
    const old = dist[before * count + after];
    // The delivery right after the pickup.
    const adjacent = base + unit * (dist[before * count + atP] + pd + dist[atD * count + after] - old);
    // Lateness may fall when later stops are pushed into their next window: no cost bounds with soft windows.
    if (soft || adjacent < best.cost) {
      const beginD = earliestStart(inst, delivery, leaveP + time[atP * count + atD]);
      if (beginD + serviceD + time[atD * count + after] <= latest[i + 1])
        considerPair(inst, route, routeIndex, pickup, delivery, adjacent, i, i, best);
    }
    // The delivery further on: the pickup must still let the next position start in time.
    const pickupCost = base + unit * (dist[before * count + atP] + dist[atP * count + after] - old);
    if (!soft && pickupCost + unit * deliveryBound[i + 1] >= best.cost) continue;
    if (leaveP + time[atP * count + after] > latest[i + 1]) continue;
    // Push the pickup's delay along the route, carrying the load on board.
    let t = leaveP;
    let prev = atP;
    deliveries: for (let j = i + 1; j <= n; j++) {
      if (!soft && pickupCost + unit * deliveryBound[j] >= best.cost) break;
      const node = nodes[j - 1];
      if (nodeKind[node] === KIND_RELOAD) break;
      const begin = earliestStart(inst, node, t + time[prev * count + loc[j]]);
      if (begin === Number.POSITIVE_INFINITY) break;
      t = begin + nodeService[node];
      prev = loc[j];
      if (t > dueD) break;
      for (let d = 0; d < dims; d++) {
        const value = load[j * dims + d];
        if (value > onBoard[d]) onBoard[d] = value;
        if (onBoard[d] + nodeDelta[pickup * dims + d] > capacity[d] + 1e-9) break deliveries;
      }
      if (deliveryDelta[j] === Number.POSITIVE_INFINITY) continue;
      if (blink > 0 && random.next() < blink) continue;
      const next = loc[j + 1];
      const cost = pickupCost + unit * deliveryDelta[j];
      if (!soft && cost >= best.cost) continue;
      const beginD = earliestStart(inst, delivery, t + time[prev * count + atD]);
      if (beginD + serviceD + time[atD * count + next] > latest[j + 1]) continue;
      considerPair(inst, route, routeIndex, pickup, delivery, cost, i, j, best);
    }
  }
}
