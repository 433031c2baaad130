import { checkPlan, type Job, type Problem, type VehicleType } from '../src/index';
import { Random } from '../src/random';
import { solveInParallel } from './parallel';

/**
 * A product-like cold-chain day: 500 pickup-and-delivery jobs over 150 locations (20 suppliers, 130 stores),
 * three temperature layers as skills with one compartment dimension each beside weight and volume, three
 * vehicle types with counts, vehicles that may do a second trip, and a few orders split into jobs that
 * must not share a vehicle. A 40 km square around the depot; distances are straight lines × 1.3 in km, travel at 45 km/h, times in minutes.
 */
const LAYERS = ['frozen', 'chilled', 'ambient'] as const;

export function productProblem(seed: number, jobCount = 500, locationCount = 150): Problem {
  const random = new Random(seed);
  const points = Array.from({ length: locationCount }, (_, i) =>
    i === 0 ? [20, 20] : [random.next() * 40, random.next() * 40],
  );
  const distance = new Float64Array(locationCount * locationCount);
  const travelTime = new Float64Array(locationCount * locationCount);
  points.forEach(([ax = 0, ay = 0], a) => {
    points.forEach(([bx = 0, by = 0], b) => {
      const km = Math.hypot(ax - bx, ay - by) * 1.3;
      distance[a * locationCount + b] = km;
      travelTime[a * locationCount + b] = (km / 45) * 60;
    });
  });
  const suppliers = 20;
  const jobs: Job[] = Array.from({ length: jobCount }, (_, j) => {
    const layer = LAYERS[random.int(3)] as (typeof LAYERS)[number];
    const pallets = 1 + random.int(2);
    const ready = 360 + random.int(300);
    const due = ready + 240 + random.int(240);
    const amount = [pallets * (150 + random.int(350)), pallets * 1.6, 0, 0, 0];
    amount[2 + LAYERS.indexOf(layer)] = pallets;
    return {
      id: `job-${j}`,
      pickup: { location: 1 + random.int(suppliers), timeWindows: [[360, ready + 120]], serviceDuration: 10 },
      delivery: {
        location: 1 + suppliers + random.int(locationCount - 1 - suppliers),
        timeWindows: [[ready, due]],
        serviceDuration: 15,
      },
      amount,
      skills: [layer],
      // Every tenth job belongs to an order split in two that must travel on different vehicles.
      tags: j % 10 < 2 ? [`order:${Math.floor(j / 10)}`] : [],
    };
  });
  const type = (
    id: string,
    count: number,
    capacity: number[],
    skills: string[],
    fixedCost: number,
    costPerDistance: number,
    maxTrips = 1,
  ): VehicleType => ({
    id,
    count,
    capacity,
    skills,
    startLocation: 0,
    shift: [360, 1260],
    fixedCost,
    costPerDistance,
    maxTrips,
    reloadDuration: 30,
  });
  return {
    locationCount,
    distance,
    travelTime,
    jobs,
    vehicleTypes: [
      type('reefer-3-layer', 25, [12_000, 40, 12, 12, 12], ['frozen', 'chilled', 'ambient'], 400, 1.6, 2),
      type('chilled-van', 25, [3_500, 14, 0, 8, 4], ['chilled', 'ambient'], 180, 0.9, 2),
      type('dry-truck', 15, [14_000, 48, 0, 0, 24], ['ambient'], 250, 1.2, 2),
    ],
    objective: 'cost',
    conflicts: Array.from({ length: jobCount / 10 }, (_, k) => [`order:${k}`, `order:${k}`] as const),
  };
}

export async function runProduct(settings: { seed: number; seconds: number; iterations?: number }) {
  const started = performance.now();
  const problem = productProblem(settings.seed);
  const plan = await solveInParallel(problem, {
    seed: settings.seed,
    timeLimitMs: settings.iterations === undefined ? settings.seconds * 1000 : undefined,
    maxIterations: settings.iterations,
  });
  const reasons: Record<string, number> = {};
  for (const entry of plan.unassigned) reasons[entry.reason] = (reasons[entry.reason] ?? 0) + 1;
  const vehiclesByType: Record<string, number> = {};
  for (const trip of plan.trips)
    if (trip.trip === 1) vehiclesByType[trip.vehicleType] = (vehiclesByType[trip.vehicleType] ?? 0) + 1;
  return {
    jobs: problem.jobs.length,
    locations: problem.locationCount,
    vehicles: plan.totals.vehicles,
    vehiclesByType,
    trips: plan.trips.length,
    distance: plan.totals.distance,
    cost: plan.totals.cost,
    unassigned: reasons,
    iterations: plan.stats.iterations,
    seconds: (performance.now() - started) / 1000,
    errors: checkPlan(problem, plan),
  };
}
