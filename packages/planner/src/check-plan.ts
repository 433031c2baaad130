import type { Matrix, Plan, Problem, Stop } from './model';

/**
 * Every rule a returned plan must keep, checked from the problem alone (the plan's own times and loads are
 * only compared, never trusted). Returns the broken rules, empty when the plan is valid.
 */
export function checkPlan(problem: Problem, plan: Plan): string[] {
  const errors: string[] = [];
  const read = (matrix: Matrix, a: number, b: number): number =>
    typeof matrix === 'function' ? matrix(a, b) : (matrix[a * problem.locationCount + b] as number);
  const travel = (a: number, b: number) => read(problem.travelTime ?? problem.distance, a, b);
  const jobs = new Map(problem.jobs.map((job) => [job.id, job]));
  const types = new Map(problem.vehicleTypes.map((type) => [type.id, type]));
  const late = problem.softWindows?.maxLateness ?? 0;
  const visits = new Map<string, { vehicle: string; trip: number; order: number; kind: string }[]>();
  const vehicleJobs = new Map<string, Set<string>>();
  const vehicleTrips = new Map<string, { trip: number; start: number; end: number }[]>();
  let distance = 0;

  for (const trip of plan.trips) {
    const type = types.get(trip.vehicleType);
    if (!type) {
      errors.push(`unknown vehicle type ${trip.vehicleType}`);
      continue;
    }
    const vehicle = `${type.id}#${trip.vehicleIndex}`;
    if (trip.vehicleIndex < 0 || trip.vehicleIndex >= type.count) errors.push(`${vehicle}: no such vehicle`);
    const shift = type.shift ?? [0, Number.POSITIVE_INFINITY];
    const trips = vehicleTrips.get(vehicle) ?? [];
    trips.push({ trip: trip.trip, start: trip.start, end: trip.end });
    vehicleTrips.set(vehicle, trips);
    const onVehicle = vehicleJobs.get(vehicle) ?? new Set<string>();
    vehicleJobs.set(vehicle, onVehicle);

    const dims = type.capacity.length;
    const load = new Array<number>(dims).fill(0);
    for (const stop of trip.stops) {
      const job = jobs.get(stop.jobId);
      if (job && !job.pickup) {
        job.amount.forEach((value, d) => {
          load[d] = (load[d] ?? 0) + value;
        });
      }
    }
    const checkLoad = (where: string) => {
      load.forEach((value, d) => {
        if (value > (type.capacity[d] ?? 0) + 1e-9 || value < -1e-9)
          errors.push(`${vehicle}/${trip.trip}: load ${value} ${where}`);
      });
    };
    checkLoad('at the start');
    let place = type.startLocation;
    let clock = trip.start;
    if (clock < shift[0] - 1e-9) errors.push(`${vehicle}: trip ${trip.trip} leaves before the shift`);
    trip.stops.forEach((stop, order) => {
      const job = jobs.get(stop.jobId);
      if (!job) {
        errors.push(`unknown job ${stop.jobId}`);
        return;
      }
      onVehicle.add(job.id);
      const list = visits.get(job.id) ?? [];
      list.push({ vehicle, trip: trip.trip, order, kind: stop.kind });
      visits.set(job.id, list);
      for (const skill of job.skills ?? []) {
        if (!(type.skills ?? []).includes(skill))
          errors.push(`${job.id} needs ${skill}, ${type.id} lacks it`);
      }
      const target: Stop = stop.kind === 'pickup' && job.pickup ? job.pickup : job.delivery;
      if (stop.location !== target.location) errors.push(`${job.id}: stop at the wrong place`);
      distance += read(problem.distance, place, target.location);
      const arrival = clock + travel(place, target.location);
      if (stop.serviceStart < arrival - 1e-6) errors.push(`${job.id}: service starts before arrival`);
      const windows = target.timeWindows ?? [[shift[0], shift[1]]];
      if (
        !windows.some(
          ([from, to]) => stop.serviceStart >= from - 1e-6 && stop.serviceStart <= to + late + 1e-6,
        )
      ) {
        errors.push(`${job.id}: service at ${stop.serviceStart} outside its windows`);
      }
      clock = stop.serviceStart + (target.serviceDuration ?? 0);
      place = target.location;
      const sign = stop.kind === 'pickup' ? 1 : -1;
      job.amount.forEach((value, d) => {
        load[d] = (load[d] ?? 0) + sign * value;
      });
      checkLoad(`after ${job.id}`);
    });
    const last =
      trip.trip ===
      Math.max(
        ...plan.trips.filter((t) => `${t.vehicleType}#${t.vehicleIndex}` === vehicle).map((t) => t.trip),
      );
    const home = last ? (type.endLocation ?? type.startLocation) : type.startLocation;
    distance += read(problem.distance, place, home);
    const back = clock + travel(place, home);
    if (Math.abs(back - trip.end) > 1e-6)
      errors.push(`${vehicle}/${trip.trip}: reported end ${trip.end}, recomputed ${back}`);
    if (back > shift[1] + 1e-6) errors.push(`${vehicle}/${trip.trip}: back after the shift`);
  }

  for (const [vehicle, trips] of vehicleTrips) {
    const type = types.get(vehicle.split('#')[0] as string);
    trips.sort((a, b) => a.trip - b.trip);
    if (trips.length > (type?.maxTrips ?? 1)) errors.push(`${vehicle}: ${trips.length} trips`);
    trips.forEach((trip, k) => {
      if (trip.trip !== k + 1) errors.push(`${vehicle}: trips not numbered 1..n`);
      const previous = trips[k - 1];
      if (previous && trip.start < previous.end + (type?.reloadDuration ?? 0) - 1e-6) {
        errors.push(`${vehicle}: trip ${trip.trip} starts before trip ${previous.trip} is back and reloaded`);
      }
    });
  }

  for (const [vehicle, ids] of vehicleJobs) {
    for (const [a, b] of problem.conflicts ?? []) {
      const list = [...ids];
      const tagged = (tag: string) => list.filter((id) => jobs.get(id)?.tags?.includes(tag));
      const left = tagged(a);
      const right = tagged(b);
      if (left.some((x) => right.some((y) => x !== y))) errors.push(`${vehicle}: conflict ${a}/${b}`);
    }
  }

  const unassigned = new Set(plan.unassigned.map((entry) => entry.jobId));
  for (const job of problem.jobs) {
    const list = visits.get(job.id) ?? [];
    const expected = job.pickup ? 2 : 1;
    if (unassigned.has(job.id)) {
      if (list.length > 0) errors.push(`${job.id}: unassigned but planned`);
      continue;
    }
    if (list.length !== expected) {
      errors.push(`${job.id}: ${list.length} stops planned`);
      continue;
    }
    if (job.pickup) {
      const [first, second] = list as [(typeof list)[0], (typeof list)[0]];
      if (
        first.kind !== 'pickup' ||
        second.kind !== 'delivery' ||
        first.vehicle !== second.vehicle ||
        first.trip !== second.trip ||
        first.order >= second.order
      ) {
        errors.push(`${job.id}: pickup not before its delivery on the same trip`);
      }
    }
  }
  if (Math.abs(distance - plan.totals.distance) > 1e-6 * Math.max(1, distance)) {
    errors.push(`total distance ${plan.totals.distance}, recomputed ${distance}`);
  }
  return errors;
}
