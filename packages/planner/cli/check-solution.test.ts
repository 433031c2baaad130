import { describe, expect, it } from 'vitest';
import { type BenchmarkInstance, parseLiLim, parseSolomon } from './benchmark-format';
import { checkSolution } from './check-solution';

const solomon: BenchmarkInstance = parseSolomon(
  `T1
VEHICLE
NUMBER CAPACITY
2 10
CUSTOMER
0 0 0 0 0 100 0
1 3 4 6 0 100 5
2 6 8 6 0 12 5
`,
  'T1',
);

const liLim = parseLiLim(
  `2\t10\t1
0\t0\t0\t0\t0\t100\t0\t0\t0
1\t3\t4\t5\t0\t100\t0\t0\t2
2\t6\t8\t-5\t0\t100\t0\t1\t0
`,
  'T2',
);

describe('the benchmark checker trusts nothing from the solver', () => {
  it('a valid solution passes with its distance recomputed', () => {
    const result = checkSolution(solomon, [[2], [1]]);
    expect(result.errors).toEqual([]);
    expect(result.distance).toBeCloseTo(20 + 10, 9);
  });

  it('over capacity, a missed window and a customer served twice or never are all reported', () => {
    expect(checkSolution(solomon, [[1, 2]]).errors.join()).toMatch(/over capacity/);
    expect(checkSolution(solomon, [[1, 2], []]).errors.join()).toMatch(/after its due/);
    expect(checkSolution(solomon, [[1], [1]]).errors.join()).toMatch(
      /stop 1 visited 2 times.*stop 2 visited 0 times/,
    );
  });

  it('a delivery before its pickup, or on another route, is reported', () => {
    expect(checkSolution(liLim, [[1, 2]]).errors).toEqual([]);
    expect(checkSolution(liLim, [[2, 1]]).errors.join()).toMatch(/without its pickup/);
    expect(checkSolution(liLim, [[1], [2]]).errors.join()).toMatch(/without its pickup/);
  });

  it('more routes than the fleet is reported', () => {
    expect(checkSolution({ ...solomon, vehicles: 1 }, [[2], [1]]).errors.join()).toMatch(/fleet of 1/);
  });
});
