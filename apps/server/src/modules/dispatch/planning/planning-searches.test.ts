import { availableParallelism } from 'node:os';
import type { Plan } from '@tms/planner/model';
import { betterPlan } from '@tms/planner/model';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCHES, searchesFor } from './planning-jobs';

const plan = (unassigned: number, vehicles: number, distance: number, cost = distance): Plan => ({
  trips: [],
  unassigned: Array.from({ length: unassigned }, (_, i) => ({ jobId: `j${i}`, reason: 'no-room' as const })),
  totals: { distance, duration: 0, vehicles, cost, lateness: 0 },
  stats: { seed: 1, iterations: 0, elapsedMs: 0 },
});

describe('independent searches of one plan', () => {
  it('a plan alone in the process uses every core up to two; beside another, one', () => {
    expect(searchesFor(0)).toBe(Math.min(MAX_SEARCHES, availableParallelism()));
    expect(searchesFor(1)).toBe(1);
  });

  it('the best plan wins: fewer waybills left out, then what the objective ranks first', () => {
    expect(betterPlan(plan(0, 5, 900), plan(1, 2, 100), 'vehicles-then-distance')).toBe(true);
    expect(betterPlan(plan(0, 2, 900), plan(0, 3, 100), 'vehicles-then-distance')).toBe(true);
    expect(betterPlan(plan(0, 3, 100), plan(0, 2, 900), 'distance')).toBe(true);
    expect(betterPlan(plan(0, 2, 100, 50), plan(0, 2, 100, 60), 'cost')).toBe(true);
    // A tie keeps the first search's plan.
    expect(betterPlan(plan(0, 2, 100), plan(0, 2, 100), 'distance')).toBe(false);
  });
});
