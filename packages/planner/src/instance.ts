import { arcFigures, nearestNeighbours } from './arcs';
import type { Matrix, Objective, Problem } from './model';
import { validateProblem } from './validate';

/**
 * The problem flattened into typed arrays for the search. Every stop of every job is a node; each vehicle type
 * also has one reload node (its depot, with the reload time as service) that separates the trips of a vehicle.
 */

export const KIND_SINGLE = 0;
export const KIND_PICKUP = 1;
export const KIND_DELIVERY = 2;
export const KIND_RELOAD = 3;

export interface JobInfo {
  id: string;
  /** [delivery] or [pickup, delivery]. */
  nodes: number[];
  amount: Float64Array;
  /** allowedType[t]: the type has the job's skills and room for its amount. */
  allowedType: boolean[];
  hasSkilledType: boolean;
  tags: number[];
  /** Tags a route must not hold for this job to join it. */
  forbiddenTags: number[];
  selfConflict: boolean;
}

export interface TypeInfo {
  id: string;
  count: number;
  capacity: Float64Array;
  start: number;
  end: number;
  shiftStart: number;
  shiftEnd: number;
  fixedCost: number;
  costPerDistance: number;
  maxTrips: number;
  reloadNode: number;
}

export interface Instance {
  locationCount: number;
  dist: Float64Array;
  time: Float64Array;
  dims: number;
  stopCount: number;
  nodeCount: number;
  nodeLoc: Int32Array;
  nodeService: Float64Array;
  nodeKind: Uint8Array;
  nodeJob: Int32Array;
  nodeSibling: Int32Array;
  /** Load change at the node per dimension (+ at a pickup, - at a delivery). */
  nodeDelta: Float64Array;
  /** Load a node adds at its trip's start: the amount of a job loaded at the depot. */
  nodeStartLoad: Float64Array;
  /** Windows of node v are twStart/twEnd[twOffset[v] .. twOffset[v + 1]); twEnd already allows lateness. */
  twOffset: Int32Array;
  twStart: Float64Array;
  twEnd: Float64Array;
  /** The window's own end, to measure lateness when windows are soft. */
  twDue: Float64Array;
  jobs: JobInfo[];
  types: TypeInfo[];
  /** Vehicle v is of type vehicleType[v], number vehicleIndex[v] within it. */
  vehicleType: Int32Array;
  vehicleIndex: Int32Array;
  objective: Objective;
  /** Per type, the cost of using one vehicle and of one distance unit, under the objective. */
  vehicleCost: Float64Array;
  distanceCost: Float64Array;
  latenessCost: number;
  unassignedPenalty: number;
  tagCount: number;
  /** Other stop nodes, nearest first (by distance), for the string removals. */
  neighbours: Int32Array[];
  /** The cost of a typical arc, to scale the annealing temperature to the instance. */
  typicalArcCost: number;
}

function toFlat(matrix: Matrix, count: number): Float64Array {
  if (typeof matrix !== 'function') {
    if (matrix.length !== count * count) throw new Error(`matrix must have ${count * count} entries`);
    return matrix;
  }
  const flat = new Float64Array(count * count);
  for (let from = 0; from < count; from++) {
    for (let to = 0; to < count; to++) flat[from * count + to] = matrix(from, to);
  }
  return flat;
}

export function compile(problem: Problem): Instance {
  validateProblem(problem);
  const locationCount = problem.locationCount;
  const dist = toFlat(problem.distance, locationCount);
  const time = problem.travelTime ? toFlat(problem.travelTime, locationCount) : dist;
  const objective = problem.objective ?? 'vehicles-then-distance';
  const dims = Math.max(1, ...problem.vehicleTypes.map((type) => type.capacity.length));

  const skillIndex = new Map<string, number>();
  const skillSet = (skills: readonly string[] | undefined): Set<number> => {
    const set = new Set<number>();
    for (const skill of skills ?? []) {
      if (!skillIndex.has(skill)) skillIndex.set(skill, skillIndex.size);
      set.add(skillIndex.get(skill) as number);
    }
    return set;
  };
  const tagIndex = new Map<string, number>();
  const tagOf = (tag: string): number => {
    if (!tagIndex.has(tag)) tagIndex.set(tag, tagIndex.size);
    return tagIndex.get(tag) as number;
  };

  const typeSkills = problem.vehicleTypes.map((type) => skillSet(type.skills));
  const stopCount = problem.jobs.reduce((sum, job) => sum + (job.pickup ? 2 : 1), 0);
  const nodeCount = stopCount + problem.vehicleTypes.length;
  const nodeLoc = new Int32Array(nodeCount);
  const nodeService = new Float64Array(nodeCount);
  const nodeKind = new Uint8Array(nodeCount);
  const nodeJob = new Int32Array(nodeCount).fill(-1);
  const nodeSibling = new Int32Array(nodeCount).fill(-1);
  const nodeDelta = new Float64Array(nodeCount * dims);
  const nodeStartLoad = new Float64Array(nodeCount * dims);
  const windows: { start: number; end: number; due: number }[][] = [];
  const maxLateness = problem.softWindows?.maxLateness ?? 0;

  let maxShiftEnd = 0;
  for (const type of problem.vehicleTypes) maxShiftEnd = Math.max(maxShiftEnd, type.shift?.[1] ?? Infinity);

  const jobs: JobInfo[] = [];
  let node = 0;
  for (const [jobNumber, job] of problem.jobs.entries()) {
    const amount = new Float64Array(dims);
    job.amount.forEach((value, d) => {
      amount[d] = value;
    });
    const stops = job.pickup ? [job.pickup, job.delivery] : [job.delivery];
    const nodes: number[] = [];
    for (const [s, stop] of stops.entries()) {
      const windowList = stop.timeWindows ?? [[0, maxShiftEnd] as const];
      windows.push(windowList.map(([start, end]) => ({ start, end: end + maxLateness, due: end })));
      nodeLoc[node] = stop.location;
      nodeService[node] = stop.serviceDuration ?? 0;
      nodeJob[node] = jobNumber;
      nodeKind[node] = job.pickup ? (s === 0 ? KIND_PICKUP : KIND_DELIVERY) : KIND_SINGLE;
      for (let d = 0; d < dims; d++) {
        const value = amount[d] as number;
        if (!job.pickup) {
          nodeDelta[node * dims + d] = -value;
          nodeStartLoad[node * dims + d] = value;
        } else nodeDelta[node * dims + d] = s === 0 ? value : -value;
      }
      nodes.push(node++);
    }
    if (nodes.length === 2) {
      nodeSibling[nodes[0] as number] = nodes[1] as number;
      nodeSibling[nodes[1] as number] = nodes[0] as number;
    }
    const jobSkills = skillSet(job.skills);
    const skilled = typeSkills.map((skills) => [...jobSkills].every((skill) => skills.has(skill)));
    const allowedType = problem.vehicleTypes.map(
      (type, t) => skilled[t] === true && [...amount].every((value, d) => value <= (type.capacity[d] ?? 0)),
    );
    jobs.push({
      id: job.id,
      nodes,
      amount,
      allowedType,
      hasSkilledType: skilled.some(Boolean),
      tags: [...new Set((job.tags ?? []).map(tagOf))],
      forbiddenTags: [],
      selfConflict: false,
    });
  }

  for (const [a, b] of problem.conflicts ?? []) {
    const tagA = tagOf(a);
    const tagB = tagOf(b);
    for (const job of jobs) {
      if (job.tags.includes(tagA) && !job.forbiddenTags.includes(tagB)) job.forbiddenTags.push(tagB);
      if (job.tags.includes(tagB) && !job.forbiddenTags.includes(tagA)) job.forbiddenTags.push(tagA);
      if (tagA !== tagB && job.tags.includes(tagA) && job.tags.includes(tagB)) job.selfConflict = true;
    }
  }

  const types: TypeInfo[] = problem.vehicleTypes.map((type, t) => {
    const reloadNode = stopCount + t;
    const shiftStart = type.shift?.[0] ?? 0;
    const shiftEnd = type.shift?.[1] ?? Infinity;
    nodeLoc[reloadNode] = type.startLocation;
    nodeService[reloadNode] = type.reloadDuration ?? 0;
    nodeKind[reloadNode] = KIND_RELOAD;
    windows.push([{ start: shiftStart, end: shiftEnd, due: shiftEnd }]);
    const capacity = new Float64Array(dims);
    type.capacity.forEach((value, d) => {
      capacity[d] = value;
    });
    return {
      id: type.id,
      count: type.count,
      capacity,
      start: type.startLocation,
      end: type.endLocation ?? type.startLocation,
      shiftStart,
      shiftEnd,
      fixedCost: type.fixedCost ?? 0,
      costPerDistance: type.costPerDistance ?? 1,
      maxTrips: Math.max(1, type.maxTrips ?? 1),
      reloadNode,
    };
  });

  const twOffset = new Int32Array(nodeCount + 1);
  for (let v = 0; v < nodeCount; v++) twOffset[v + 1] = (twOffset[v] as number) + (windows[v]?.length ?? 0);
  const total = twOffset[nodeCount] as number;
  const twStart = new Float64Array(total);
  const twEnd = new Float64Array(total);
  const twDue = new Float64Array(total);
  windows.forEach((list, v) => {
    list.forEach((window, w) => {
      const at = (twOffset[v] as number) + w;
      twStart[at] = window.start;
      twEnd[at] = window.end;
      twDue[at] = window.due;
    });
  });

  const vehicleTypeList: number[] = [];
  const vehicleIndexList: number[] = [];
  types.forEach((type, t) => {
    for (let i = 0; i < type.count; i++) {
      vehicleTypeList.push(t);
      vehicleIndexList.push(i);
    }
  });

  const { maxArc, typicalArc } = arcFigures(dist, locationCount, nodeLoc, stopCount, types);

  const vehicleCost = new Float64Array(types.length);
  const distanceCost = new Float64Array(types.length);
  let maxRouteCost = 0;
  types.forEach((type, t) => {
    // Under the hierarchical objective one vehicle outweighs any distance a route could save.
    vehicleCost[t] =
      objective === 'cost' ? type.fixedCost : objective === 'distance' ? 0 : (stopCount + 2) * maxArc * 4 + 1;
    distanceCost[t] = objective === 'cost' ? type.costPerDistance : 1;
    maxRouteCost = Math.max(
      maxRouteCost,
      (vehicleCost[t] as number) + (distanceCost[t] as number) * (stopCount + 2) * maxArc * 4,
    );
  });
  const latenessCost = problem.softWindows?.penaltyPerUnit ?? 0;
  const unassignedPenalty =
    problem.unassignedPenalty ?? 10 * (maxRouteCost + latenessCost * maxLateness * stopCount) + 1000;

  const neighbours = nearestNeighbours(dist, locationCount, nodeLoc, stopCount, 100);

  return {
    locationCount,
    dist,
    time,
    dims,
    stopCount,
    nodeCount,
    nodeLoc,
    nodeService,
    nodeKind,
    nodeJob,
    nodeSibling,
    nodeDelta,
    nodeStartLoad,
    twOffset,
    twStart,
    twEnd,
    twDue,
    jobs,
    types,
    vehicleType: Int32Array.from(vehicleTypeList),
    vehicleIndex: Int32Array.from(vehicleIndexList),
    objective,
    vehicleCost,
    distanceCost,
    latenessCost,
    unassignedPenalty,
    tagCount: tagIndex.size,
    neighbours,
    // Mean arc length times the mean cost of a distance unit under the objective.
    typicalArcCost:
      (typicalArc * distanceCost.reduce((sum, value) => sum + value, 0)) / Math.max(1, types.length),
  };
}
