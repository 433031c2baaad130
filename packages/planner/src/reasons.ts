import { emptyCandidate, insertPair, insertSingle } from './insertion';
import type { Instance } from './instance';
import type { UnassignedReason } from './model';
import { Random } from './random';
import { Route } from './route';
import type { Solution } from './solution';

/**
 * Why each job cannot be planned at all, before any search: no vehicle type has its skills, none has room for
 * its amount, its own tags conflict, or it cannot be served alone within any suitable shift. Undefined for a
 * job that could be planned on an empty vehicle. One scratch route per type serves every job.
 */
export function impossibleReasons(inst: Instance): (UnassignedReason | undefined)[] {
  const scratch = inst.types.map((_, t) => {
    const vehicle = inst.vehicleType.indexOf(t);
    return vehicle < 0 ? undefined : new Route(inst, vehicle);
  });
  return inst.jobs.map((info) => {
    if (!info.hasSkilledType) return 'skills';
    if (!info.allowedType.includes(true)) return 'capacity';
    if (info.selfConflict) return 'conflict';
    for (let t = 0; t < inst.types.length; t++) {
      const route = scratch[t];
      if (!info.allowedType[t] || !route) continue;
      route.nodes = info.nodes.slice();
      route.refresh();
      if (route.feasible) return undefined;
    }
    return 'time-window';
  });
}

/**
 * Why a job that could be planned alone was left out of the final plan: 'conflict' when some route would
 * take it but for a conflicting job already on it, 'no-room' otherwise.
 */
export function leftOutReason(inst: Instance, solution: Solution, job: number): UnassignedReason {
  const info = inst.jobs[job];
  const random = new Random(0);
  for (const [r, route] of solution.routes.entries()) {
    if (!info.allowedType[route.typeIndex]) continue;
    if (!info.forbiddenTags.some((tag) => route.tagCount[tag] > 0)) continue;
    const candidate = emptyCandidate();
    if (info.nodes.length === 1) insertSingle(inst, route, r, info.nodes[0], 0, random, candidate);
    else insertPair(inst, route, r, info.nodes[0], info.nodes[1], 0, random, candidate);
    if (candidate.route >= 0) return 'conflict';
  }
  return 'no-room';
}
