import { type Instance, KIND_DELIVERY, KIND_PICKUP, KIND_RELOAD } from '../instance';

/**
 * A route's feasibility and cost computed from scratch, walking its nodes once with none of the cached
 * figures the search uses: the reference the O(1) checks are compared with.
 */
export function evaluateFromScratch(
  inst: Instance,
  typeIndex: number,
  nodes: readonly number[],
): { feasible: boolean; cost: number } {
  const type = inst.types[typeIndex];
  if (nodes.length === 0) return { feasible: true, cost: 0 };
  const at = (a: number, b: number) => a * inst.locationCount + b;
  let feasible = true;
  let distance = 0;
  let lateness = 0;
  let place = type.start;
  let clock = type.shiftStart;
  const jobs = new Set<number>();
  // Split into trips at reload nodes; each trip loads its depot-loaded jobs and carries pairs within itself.
  const trips: number[][] = [[]];
  for (const node of nodes) {
    if (inst.nodeKind[node] === KIND_RELOAD) trips.push([]);
    else (trips[trips.length - 1] as number[]).push(node);
  }
  if (trips.some((trip) => trip.length === 0)) feasible = false;
  if (trips.length > type.maxTrips) feasible = false;
  for (const trip of trips) {
    const load = new Float64Array(inst.dims);
    for (const node of trip) {
      if (inst.nodeKind[node] === 0)
        for (let d = 0; d < inst.dims; d++) load[d] += inst.jobs[inst.nodeJob[node]].amount[d];
    }
    const overCapacity = () => load.some((value, d) => value > type.capacity[d] + 1e-9);
    if (overCapacity()) feasible = false;
    const picked = new Set<number>();
    for (const node of trip) {
      const job = inst.nodeJob[node];
      const info = inst.jobs[job];
      if (!info.allowedType[typeIndex]) feasible = false;
      jobs.add(job);
      if (inst.nodeKind[node] === KIND_PICKUP) picked.add(job);
      if (inst.nodeKind[node] === KIND_DELIVERY && !picked.has(job)) feasible = false;
      const sign = inst.nodeKind[node] === KIND_PICKUP ? 1 : -1;
      for (let d = 0; d < inst.dims; d++) load[d] += sign * info.amount[d];
      if (overCapacity()) feasible = false;
      const loc = inst.nodeLoc[node];
      distance += inst.dist[at(place, loc)];
      const arrival = clock + inst.time[at(place, loc)];
      let begin = Number.POSITIVE_INFINITY;
      for (let w = inst.twOffset[node]; w < inst.twOffset[node + 1]; w++) {
        if (arrival <= inst.twEnd[w]) {
          begin = Math.max(arrival, inst.twStart[w]);
          break;
        }
      }
      if (begin === Number.POSITIVE_INFINITY) feasible = false;
      // On time if any window holds the start; otherwise the smallest overrun among those that allow it.
      const overruns: number[] = [];
      for (let w = inst.twOffset[node]; w < inst.twOffset[node + 1]; w++) {
        if (begin >= inst.twStart[w] && begin <= inst.twEnd[w])
          overruns.push(Math.max(0, begin - inst.twDue[w]));
      }
      lateness += overruns.length > 0 ? Math.min(...overruns) : 0;
      clock = begin + inst.nodeService[node];
      place = loc;
    }
    if (trip !== trips[trips.length - 1]) {
      const depot = type.start;
      const reload = type.reloadNode;
      distance += inst.dist[at(place, depot)];
      clock = Math.max(clock + inst.time[at(place, depot)], type.shiftStart) + inst.nodeService[reload];
      if (clock - inst.nodeService[reload] > type.shiftEnd) feasible = false;
      place = depot;
    }
  }
  // Two jobs conflict when one forbids a tag the other carries.
  for (const a of jobs) {
    for (const b of jobs) {
      if (a !== b && inst.jobs[a].forbiddenTags.some((tag) => inst.jobs[b].tags.includes(tag)))
        feasible = false;
    }
  }
  distance += inst.dist[at(place, type.end)];
  if (clock + inst.time[at(place, type.end)] > type.shiftEnd) feasible = false;
  const cost =
    inst.vehicleCost[typeIndex] + inst.distanceCost[typeIndex] * distance + inst.latenessCost * lateness;
  return { feasible, cost };
}
