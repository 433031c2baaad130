import type { Problem, Stop, TimeWindow } from './model';

/**
 * Reject a problem the solver would misread, with a message naming the job or vehicle type: locations out of
 * range, windows empty, unsorted or overlapping, negative amounts, capacities, counts or durations.
 */
export function validateProblem(problem: Problem): void {
  const { locationCount } = problem;
  if (!Number.isInteger(locationCount) || locationCount < 1)
    throw new Error('locationCount must be a positive integer');
  const isLocation = (value: number) => Number.isInteger(value) && value >= 0 && value < locationCount;
  const ids = new Set<string>();
  for (const job of problem.jobs) {
    if (ids.has(job.id)) throw new Error(`job ${job.id}: the id is used twice`);
    ids.add(job.id);
    if (job.amount.some((value) => !(value >= 0)))
      throw new Error(`job ${job.id}: amounts must be 0 or more`);
    for (const stop of job.pickup ? [job.pickup, job.delivery] : [job.delivery])
      checkStop(stop, job.id, isLocation);
  }
  for (const type of problem.vehicleTypes) {
    const where = `vehicle type ${type.id}`;
    if (!Number.isInteger(type.count) || type.count < 0)
      throw new Error(`${where}: count must be a whole number`);
    if (type.capacity.some((value) => !(value >= 0)))
      throw new Error(`${where}: capacities must be 0 or more`);
    if (
      !isLocation(type.startLocation) ||
      (type.endLocation !== undefined && !isLocation(type.endLocation))
    ) {
      throw new Error(`${where}: depot location out of range`);
    }
    if (type.shift && !(type.shift[0] <= type.shift[1]))
      throw new Error(`${where}: the shift ends before it starts`);
    if ((type.reloadDuration ?? 0) < 0 || (type.maxTrips ?? 1) < 1) {
      throw new Error(`${where}: reloadDuration must be 0 or more and maxTrips at least 1`);
    }
  }
  if (
    problem.softWindows &&
    !(problem.softWindows.maxLateness >= 0 && problem.softWindows.penaltyPerUnit >= 0)
  ) {
    throw new Error('softWindows: maxLateness and penaltyPerUnit must be 0 or more');
  }
}

function checkStop(stop: Stop, jobId: string, isLocation: (value: number) => boolean): void {
  if (!isLocation(stop.location)) throw new Error(`job ${jobId}: location ${stop.location} out of range`);
  if ((stop.serviceDuration ?? 0) < 0) throw new Error(`job ${jobId}: serviceDuration must be 0 or more`);
  const windows = stop.timeWindows ?? [];
  for (let w = 0; w < windows.length; w++) {
    const [start, end] = windows[w] as TimeWindow;
    if (!(start <= end)) throw new Error(`job ${jobId}: window [${start}, ${end}] is empty`);
    if (w > 0 && start < (windows[w - 1] as TimeWindow)[1]) {
      throw new Error(`job ${jobId}: windows must be sorted and disjoint`);
    }
  }
}
