import type { Instance } from './instance';
import { KIND_PICKUP, KIND_RELOAD } from './instance';
import type { Plan, PlannedStop, PlannedTrip, UnassignedReason } from './model';
import type { Route } from './route';

/** The plan as the caller reads it: one entry per trip, with times and loads at every stop. */
export function buildPlan(
  inst: Instance,
  routes: readonly Route[],
  unassigned: { job: number; reason: UnassignedReason }[],
  stats: Plan['stats'],
): Plan {
  const { dims, dist, time, locationCount: count } = inst;
  const trips: PlannedTrip[] = [];
  let distance = 0;
  let duration = 0;
  let vehicles = 0;
  let cost = 0;
  let lateness = 0;
  for (const route of routes) {
    const n = route.size;
    if (n === 0) continue;
    vehicles++;
    distance += route.distance;
    lateness += route.lateness;
    cost +=
      route.type.fixedCost + route.type.costPerDistance * route.distance + inst.latenessCost * route.lateness;
    const loadAt = (k: number): number[] => Array.from(route.load.subarray(k * dims, (k + 1) * dims));
    // Leave the depot as late as the first stop allows, so the day does not start with a wait.
    const firstArc = time[route.loc[0] * count + route.loc[1]];
    let leave = Math.max(route.dep[0], route.start[1] - firstArc);
    const dayStart = leave;
    let trip: PlannedTrip = newTrip(route, 1, leave, loadAt(0));
    for (let k = 1; k <= n + 1; k++) {
      const arc = route.loc[k - 1] * count + route.loc[k];
      const arrival = leave + time[arc];
      trip.distance += dist[arc];
      if (k === n + 1 || inst.nodeKind[route.nodes[k - 1]] === KIND_RELOAD) {
        trip.end = arrival;
        trips.push(trip);
        if (k === n + 1) {
          duration += arrival - dayStart;
          break;
        }
        leave = route.dep[k];
        trip = newTrip(route, trip.trip + 1, leave, loadAt(k));
        continue;
      }
      const node = route.nodes[k - 1];
      const stop: PlannedStop = {
        jobId: inst.jobs[inst.nodeJob[node]].id,
        kind: inst.nodeKind[node] === KIND_PICKUP ? 'pickup' : 'delivery',
        location: route.loc[k],
        arrival,
        wait: route.start[k] - arrival,
        serviceStart: route.start[k],
        departure: route.dep[k],
        load: loadAt(k),
        lateness: route.late[k],
      };
      trip.stops.push(stop);
      leave = route.dep[k];
    }
  }
  return {
    trips,
    unassigned: unassigned.map(({ job, reason }) => ({ jobId: inst.jobs[job].id, reason })),
    totals: { distance, duration, vehicles, cost, lateness },
    stats,
  };
}

function newTrip(route: Route, number: number, start: number, startLoad: number[]): PlannedTrip {
  return {
    vehicleType: route.type.id,
    vehicleIndex: route.vehicleIndexInType,
    trip: number,
    start,
    end: start,
    distance: 0,
    startLoad,
    stops: [],
  };
}
