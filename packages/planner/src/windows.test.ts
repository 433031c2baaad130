import { describe, expect, it } from 'vitest';
import type { Problem } from './model';
import { solve } from './solve';

/** Depot at 0, the customer 20 distance units (and minutes) away. */
const oneStop = (timeWindows: [number, number][], extra: Partial<Problem> = {}): Problem => ({
  locationCount: 2,
  distance: Float64Array.from([0, 20, 20, 0]),
  jobs: [{ id: 'stop', delivery: { location: 1, timeWindows, serviceDuration: 5 }, amount: [1] }],
  vehicleTypes: [{ id: 'van', count: 1, capacity: [10], startLocation: 0, shift: [0, 200] }],
  objective: 'distance',
  ...extra,
});

describe('time windows bound the start of service', () => {
  it('a service waits for the first window still open on arrival', () => {
    const plan = solve(
      oneStop([
        [0, 10],
        [50, 60],
      ]),
      { seed: 1, maxIterations: 10 },
    );
    const stop = plan.trips[0]?.stops[0];
    expect(stop?.serviceStart).toBe(50);
    expect(stop?.arrival).toBe(50);
    expect(plan.trips[0]?.start).toBe(30);
  });

  it('with hard windows a window closed on arrival leaves the job out for its window', () => {
    const plan = solve(oneStop([[0, 10]]), { seed: 1, maxIterations: 10 });
    expect(plan.unassigned).toEqual([{ jobId: 'stop', reason: 'time-window' }]);
  });

  it('soft windows allow lateness up to the cap and charge it per unit', () => {
    const soft = { softWindows: { penaltyPerUnit: 3, maxLateness: 15 } };
    const plan = solve(oneStop([[0, 10]], { ...soft, objective: 'cost' }), { seed: 1, maxIterations: 10 });
    expect(plan.trips[0]?.stops[0]?.lateness).toBe(10);
    expect(plan.totals.lateness).toBe(10);
    expect(plan.totals.cost).toBe(40 + 3 * 10);
    const beyondCap = solve(oneStop([[0, 4]], soft), { seed: 1, maxIterations: 10 });
    expect(beyondCap.unassigned.map((entry) => entry.reason)).toEqual(['time-window']);
  });
});

describe('a problem with nothing to plan', () => {
  it('returns at once, whatever the time limit', () => {
    const started = performance.now();
    const plan = solve({ ...oneStop([[0, 10]]), jobs: [] }, { seed: 1, timeLimitMs: 5_000 });
    expect(plan.trips).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
