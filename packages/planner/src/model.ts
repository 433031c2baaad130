/**
 * The routing problem and its plan, in general terms: the caller maps its own data (orders, stations,
 * vehicles) onto locations by index, jobs and vehicle types, and supplies the matrices.
 */

/** A square matrix over location indices: a function, or a flat row-major array (from * count + to). */
export type Matrix = Float64Array | ((from: number, to: number) => number);

/** A window on the start of service, [earliest, latest]; arriving earlier means waiting. */
export type TimeWindow = readonly [number, number];

export interface Stop {
  location: number;
  /** Sorted, disjoint windows; none means any time within the vehicle's shift. */
  timeWindows?: readonly TimeWindow[];
  serviceDuration?: number;
}

export interface Job {
  id: string;
  /** The stop where the goods are dropped. */
  delivery: Stop;
  /**
   * Where the goods are collected, on the same route before the delivery. Without it the goods are loaded at
   * the depot at the start of the trip.
   */
  pickup?: Stop;
  /** One figure per capacity dimension (weight, volume, per-layer compartments...). */
  amount: readonly number[];
  /** Every skill (temperature layer) the vehicle type must have to carry the job. */
  skills?: readonly string[];
  /** Labels used by the problem's conflict pairs. */
  tags?: readonly string[];
}

export interface VehicleType {
  id: string;
  /** How many vehicles of this type are available. */
  count: number;
  capacity: readonly number[];
  skills?: readonly string[];
  startLocation: number;
  /** Defaults to the start location. */
  endLocation?: number;
  /** [start, end]: leave the depot no earlier than start, be back no later than end. */
  shift?: TimeWindow;
  fixedCost?: number;
  costPerDistance?: number;
  /** Trips a vehicle may chain in a day, each starting from its start location after a reload. Default 1. */
  maxTrips?: number;
  reloadDuration?: number;
}

/**
 * - `vehicles-then-distance`: fewest vehicles, then the shortest total distance.
 * - `distance`: the shortest total distance, any number of vehicles up to the fleet.
 * - `cost`: fixed cost per vehicle used plus cost per distance unit of its type.
 */
export type Objective = 'vehicles-then-distance' | 'distance' | 'cost';

export interface SoftWindows {
  /** Cost per time unit of service started after a window's end. */
  penaltyPerUnit: number;
  /** The most a service may start after its window's end. */
  maxLateness: number;
}

export interface Problem {
  locationCount: number;
  distance: Matrix;
  /** Defaults to the distance matrix (speed 1). */
  travelTime?: Matrix;
  jobs: readonly Job[];
  vehicleTypes: readonly VehicleType[];
  objective?: Objective;
  /** Without it every window is hard. */
  softWindows?: SoftWindows;
  /** Two jobs, one tagged with each side of a pair, never share a route; [a, a] keeps jobs tagged a apart. */
  conflicts?: readonly (readonly [string, string])[];
  /** The cost of leaving one job unplanned; defaults to far more than any route could cost. */
  unassignedPenalty?: number;
}

export interface SolveOptions {
  seed: number;
  timeLimitMs?: number;
  maxIterations?: number;
  onProgress?: (progress: Progress) => void;
  shouldStop?: () => boolean;
}

export interface Progress {
  iteration: number;
  elapsedMs: number;
  phase: 'construction' | 'fleet' | 'improvement';
  bestCost: number;
  vehicles: number;
  unassigned: number;
}

export type UnassignedReason = 'skills' | 'capacity' | 'time-window' | 'conflict' | 'no-room';

export interface PlannedStop {
  jobId: string;
  kind: 'pickup' | 'delivery';
  location: number;
  arrival: number;
  wait: number;
  serviceStart: number;
  departure: number;
  /** Load on board after the stop, per dimension. */
  load: number[];
  lateness: number;
}

/** One trip: it leaves the depot loaded and comes back to it. */
export interface PlannedTrip {
  vehicleType: string;
  /** 0-based among the vehicles of its type. */
  vehicleIndex: number;
  /** 1-based within the vehicle's day. */
  trip: number;
  /** Departure from the depot (after the reload for a later trip). */
  start: number;
  /** Arrival back at the depot. */
  end: number;
  distance: number;
  /** Load on board when leaving the depot. */
  startLoad: number[];
  stops: PlannedStop[];
}

export interface Plan {
  trips: PlannedTrip[];
  unassigned: { jobId: string; reason: UnassignedReason }[];
  totals: { distance: number; duration: number; vehicles: number; cost: number; lateness: number };
  stats: { seed: number; iterations: number; elapsedMs: number };
}

/** How plans rank, lower first: unplanned jobs, then what the objective puts first. */
function rank(plan: Plan, objective: Objective): number[] {
  const { totals } = plan;
  const main = objective === 'cost' ? totals.cost + totals.lateness : totals.distance;
  return objective === 'vehicles-then-distance'
    ? [plan.unassigned.length, totals.vehicles, main]
    : [plan.unassigned.length, main, totals.vehicles];
}

/** Whether plan `a` is strictly better than `b` for the objective (independent searches keep the best). */
export function betterPlan(a: Plan, b: Plan, objective: Objective): boolean {
  const ra = rank(a, objective);
  const rb = rank(b, objective);
  for (let i = 0; i < ra.length; i++) {
    if ((ra[i] as number) !== (rb[i] as number)) return (ra[i] as number) < (rb[i] as number);
  }
  return false;
}
