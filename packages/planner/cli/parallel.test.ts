import { describe, expect, it } from 'vitest';
import { parseSolomon, toProblem } from './benchmark-format';
import { solveInParallel } from './parallel';

const text = `SMALL
VEHICLE
NUMBER CAPACITY
3 20
CUSTOMER
0 50 50 0 0 500 0
1 40 50 5 0 500 5
2 60 50 5 0 500 5
3 50 40 5 0 500 5
4 50 60 5 0 500 5
5 30 30 5 0 500 5
6 70 70 5 0 500 5
`;

describe('the command line runs independent searches in worker threads', () => {
  it('two searches with seeds derived from one give the same best plan on every run', async () => {
    const problem = toProblem(parseSolomon(text, 'SMALL'));
    const first = await solveInParallel(problem, { seed: 5, maxIterations: 200 });
    const second = await solveInParallel(problem, { seed: 5, maxIterations: 200 });
    expect(first.unassigned).toEqual([]);
    expect(second.trips).toEqual(first.trips);
    expect(second.totals).toEqual(first.totals);
  });
});
