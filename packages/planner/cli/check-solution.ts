import { type BenchmarkInstance, euclidean } from './benchmark-format';

/**
 * An independent check of a benchmark solution, from the instance file's figures only: every customer (or
 * task) visited exactly once, the fleet size, the capacity at every point, each pickup before its delivery
 * on the same route, every service started within its window and every route back at the depot in time.
 * The distance is recomputed here; nothing the solver reported is trusted.
 */
export interface CheckResult {
  errors: string[];
  distance: number;
  vehicles: number;
}

const TOLERANCE = 1e-6;

export function checkSolution(
  instance: BenchmarkInstance,
  routes: readonly (readonly number[])[],
): CheckResult {
  const { nodes, capacity } = instance;
  const depot = nodes[0];
  const errors: string[] = [];
  if (!depot) return { errors: ['the instance has no depot'], distance: 0, vehicles: 0 };
  const seen = new Map<number, number>();
  let distance = 0;
  const used = routes.filter((route) => route.length > 0);
  if (used.length > instance.vehicles)
    errors.push(`${used.length} routes for a fleet of ${instance.vehicles}`);

  used.forEach((route, r) => {
    const onRoute = new Set<number>();
    let previous = depot;
    let time = depot.ready;
    // Solomon: all goods leave the depot; Li & Lim: the vehicle starts empty and loads at pickups.
    let load =
      instance.format === 'solomon' ? route.reduce((sum, id) => sum + (nodes[id]?.demand ?? 0), 0) : 0;
    if (load > capacity + TOLERANCE) errors.push(`route ${r}: leaves with ${load} over capacity ${capacity}`);
    for (const id of route) {
      const node = nodes[id];
      if (!node || id === 0) {
        errors.push(`route ${r}: unknown stop ${id}`);
        continue;
      }
      seen.set(id, (seen.get(id) ?? 0) + 1);
      const arc = euclidean(previous, node);
      distance += arc;
      const start = Math.max(time + arc, node.ready);
      if (start > node.due + TOLERANCE)
        errors.push(`route ${r}: stop ${id} starts at ${start}, after its due ${node.due}`);
      time = start + node.service;
      load += instance.format === 'solomon' ? -node.demand : node.demand;
      if (load > capacity + TOLERANCE || load < -TOLERANCE)
        errors.push(`route ${r}: load ${load} after stop ${id}`);
      if (instance.format === 'li-lim' && node.pickup > 0 && !onRoute.has(node.pickup)) {
        errors.push(`route ${r}: delivery ${id} without its pickup ${node.pickup} earlier on the route`);
      }
      onRoute.add(id);
      previous = node;
    }
    const back = euclidean(previous, depot);
    distance += back;
    if (time + back > depot.due + TOLERANCE)
      errors.push(`route ${r}: back at ${time + back}, after ${depot.due}`);
  });

  for (const node of nodes.slice(1)) {
    const count = seen.get(node.id) ?? 0;
    if (count !== 1) errors.push(`stop ${node.id} visited ${count} times`);
  }
  return { errors, distance, vehicles: used.length };
}
