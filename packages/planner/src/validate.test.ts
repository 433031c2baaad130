import { describe, expect, it } from 'vitest';
import type { Job, Problem } from './model';
import { solve } from './solve';

const job: Job = { id: 'a', delivery: { location: 1, timeWindows: [[0, 10]] }, amount: [1] };
const base: Problem = {
  locationCount: 2,
  distance: Float64Array.from([0, 1, 1, 0]),
  jobs: [job],
  vehicleTypes: [{ id: 'van', count: 1, capacity: [5], startLocation: 0 }],
};

describe('a problem the solver would misread is rejected with what is wrong', () => {
  it.each([
    ['a location out of range', { ...base, jobs: [{ ...job, delivery: { location: 2 } }] }, /out of range/],
    [
      'overlapping windows',
      {
        ...base,
        jobs: [
          {
            ...job,
            delivery: {
              location: 1,
              timeWindows: [
                [0, 10],
                [5, 20],
              ] as [number, number][],
            },
          },
        ],
      },
      /sorted and disjoint/,
    ],
    ['a negative amount', { ...base, jobs: [{ ...job, amount: [-1] }] }, /amounts/],
    ['a job id used twice', { ...base, jobs: [job, job] }, /used twice/],
    ['a matrix of the wrong size', { ...base, distance: new Float64Array(3) }, /4 entries/],
  ])('%s', (_, problem: Problem, message: RegExp) => {
    expect(() => solve(problem, { seed: 1, maxIterations: 1 })).toThrow(message);
  });
});
