import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlan } from './check-plan';
import type { Problem } from './model';
import { solve } from './solve';
import { randomProblem } from './test/random-problem';

const problemSetting = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  pairShare: fc.constantFrom(0, 0.5, 1),
  soft: fc.boolean(),
  multiTrip: fc.boolean(),
});

describe('any returned plan keeps every rule', () => {
  it('capacities per dimension, skills, windows, pairs on one trip in order, conflicts apart, trips in sequence', () => {
    let planned = 0;
    fc.assert(
      fc.property(problemSetting, ({ seed, pairShare, soft, multiTrip }) => {
        const problem = randomProblem(seed, { jobs: 14, pairShare, softWindows: soft, multiTrip });
        const plan = solve(problem, { seed, maxIterations: 150 });
        expect(checkPlan(problem, plan)).toEqual([]);
        planned += problem.jobs.length - plan.unassigned.length;
      }),
      { numRuns: 200 },
    );
    // The rules must be checked on plans that carry jobs, not on empty ones.
    expect(planned).toBeGreaterThan(200 * 5);
  });

  it('the same seed and iteration limit give the same plan', () => {
    const problem = randomProblem(7, { jobs: 16, pairShare: 0.5, multiTrip: true });
    const { stats: _a, ...first } = solve(problem, { seed: 3, maxIterations: 300 });
    const { stats: _b, ...second } = solve(problem, { seed: 3, maxIterations: 300 });
    expect(second).toEqual(first);
  });
});

function line(points: number): Float64Array {
  const matrix = new Float64Array(points * points);
  for (let a = 0; a < points; a++)
    for (let b = 0; b < points; b++) matrix[a * points + b] = Math.abs(a - b) * 10;
  return matrix;
}

const baseProblem = (jobs: Problem['jobs'], extra: Partial<Problem> = {}): Problem => ({
  locationCount: 5,
  distance: line(5),
  jobs,
  vehicleTypes: [
    { id: 'van', count: 1, capacity: [10], skills: ['chilled'], startLocation: 0, shift: [0, 200] },
  ],
  objective: 'distance',
  ...extra,
});

describe('each unassigned job says why', () => {
  const reasonOf = (problem: Problem, id: string) =>
    solve(problem, { seed: 1, maxIterations: 50 }).unassigned.find((entry) => entry.jobId === id)?.reason;

  it('a job needing a layer no vehicle type has: skills', () => {
    const problem = baseProblem([
      { id: 'frozen', delivery: { location: 1 }, amount: [1], skills: ['frozen'] },
    ]);
    expect(reasonOf(problem, 'frozen')).toBe('skills');
  });

  it('a job larger than every vehicle it could ride in: capacity', () => {
    const problem = baseProblem([{ id: 'big', delivery: { location: 1 }, amount: [11] }]);
    expect(reasonOf(problem, 'big')).toBe('capacity');
  });

  it('a window that closes before a vehicle could get there from the depot: time-window', () => {
    const problem = baseProblem([
      { id: 'early', delivery: { location: 4, timeWindows: [[0, 30]] }, amount: [1] },
    ]);
    expect(reasonOf(problem, 'early')).toBe('time-window');
  });

  it('two jobs of the same order with one vehicle: conflict', () => {
    const problem = baseProblem(
      [
        { id: 'a', delivery: { location: 1 }, amount: [1], tags: ['order:7'] },
        { id: 'b', delivery: { location: 2 }, amount: [1], tags: ['order:7'] },
      ],
      { conflicts: [['order:7', 'order:7']] },
    );
    const plan = solve(problem, { seed: 1, maxIterations: 50 });
    expect(plan.unassigned).toHaveLength(1);
    expect(plan.unassigned[0]?.reason).toBe('conflict');
  });

  it('jobs that each fit alone but not together: no-room', () => {
    const problem = baseProblem([
      { id: 'a', delivery: { location: 1 }, amount: [6] },
      { id: 'b', delivery: { location: 2 }, amount: [6] },
    ]);
    const plan = solve(problem, { seed: 1, maxIterations: 50 });
    expect(plan.unassigned.map((entry) => entry.reason)).toEqual(['no-room']);
  });

  it('the same jobs fit on one vehicle that may go back to reload', () => {
    const problem = baseProblem(
      [
        { id: 'a', delivery: { location: 1 }, amount: [6] },
        { id: 'b', delivery: { location: 2 }, amount: [6] },
      ],
      {
        vehicleTypes: [
          {
            id: 'van',
            count: 1,
            capacity: [10],
            startLocation: 0,
            shift: [0, 200],
            maxTrips: 2,
            reloadDuration: 5,
          },
        ],
      },
    );
    const plan = solve(problem, { seed: 1, maxIterations: 50 });
    expect(plan.unassigned).toEqual([]);
    expect(plan.trips.map((trip) => trip.trip)).toEqual([1, 2]);
    expect(checkPlan(problem, plan)).toEqual([]);
  });
});
