import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canCarry, emptyCandidate, insertNewTrip, insertPair, insertSingle } from './insertion';
import { compile, type Instance } from './instance';
import { Random } from './random';
import { Route } from './route';
import { evaluateFromScratch } from './test/full-evaluation';
import { randomProblem } from './test/random-problem';

/** A random feasible route: jobs placed one by one at a random position the full recomputation accepts. */
function randomRoute(
  inst: Instance,
  vehicle: number,
  random: Random,
): { route: Route; onRoute: Set<number> } {
  const route = new Route(inst, vehicle);
  const onRoute = new Set<number>();
  const typeIndex = route.typeIndex;
  for (let job = 0; job < inst.jobs.length; job++) {
    if (random.next() < 0.4) continue;
    const nodes = inst.jobs[job].nodes;
    const options: number[][] = [];
    const base = route.nodes;
    for (let i = 0; i <= base.length; i++) {
      for (let j = i; j <= base.length; j++) {
        if (nodes.length === 1 && j > i) break;
        const sequence = base.slice(0, j).concat(nodes.length === 2 ? [nodes[1]] : [], base.slice(j));
        sequence.splice(i, 0, nodes[0]);
        if (evaluateFromScratch(inst, typeIndex, sequence).feasible) options.push(sequence);
      }
    }
    if (route.type.maxTrips > 1 && base.length > 0) {
      const sequence = base.concat([route.type.reloadNode], nodes);
      if (evaluateFromScratch(inst, typeIndex, sequence).feasible) options.push(sequence);
    }
    if (options.length === 0) continue;
    route.nodes = options[random.int(options.length)];
    route.refresh();
    onRoute.add(job);
  }
  return { route, onRoute };
}

/** How many comparisons found a feasible place: the properties must not pass by finding none. */
let feasibleCompared = 0;

/** The cheapest feasible sequence among `sequences`, as a cost increase over the route's; Infinity if none. */
function cheapest(inst: Instance, route: Route, sequences: number[][]): number {
  const before = evaluateFromScratch(inst, route.typeIndex, route.nodes).cost;
  let best = Number.POSITIVE_INFINITY;
  for (const sequence of sequences) {
    const after = evaluateFromScratch(inst, route.typeIndex, sequence);
    if (after.feasible) best = Math.min(best, after.cost - (route.nodes.length === 0 ? 0 : before));
  }
  if (best < Number.POSITIVE_INFINITY && route.nodes.length > 1) feasibleCompared++;
  return best;
}

const setting = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  soft: fc.boolean(),
  vehicle: fc.integer({ min: 0, max: 3 }),
});

function scenario(seed: number, soft: boolean, vehicle: number, pairShare: number) {
  const inst = compile(randomProblem(seed, { jobs: 9, pairShare, softWindows: soft, multiTrip: true }));
  const random = new Random(seed);
  const { route, onRoute } = randomRoute(inst, vehicle, random);
  const outside = inst.jobs
    .map((_, job) => job)
    .filter((job) => !onRoute.has(job) && canCarry(inst, route, job));
  return { inst, route, outside };
}

describe('insertion checks in O(1) agree with a full recomputation of the changed route', () => {
  it('the route figures after a rebuild give the same cost as a walk from scratch', () => {
    fc.assert(
      fc.property(setting, ({ seed, soft, vehicle }) => {
        const { inst, route } = scenario(seed, soft, vehicle, 0.5);
        const reference = evaluateFromScratch(inst, route.typeIndex, route.nodes);
        expect(route.feasible).toBe(true);
        expect(reference.feasible).toBe(true);
        if (route.nodes.length > 0) expect(route.cost).toBeCloseTo(reference.cost, 6);
      }),
      { numRuns: 60 },
    );
  });

  it('a single stop: the best position and its cost are those of trying every position in full', () => {
    feasibleCompared = 0;
    fc.assert(
      fc.property(setting, ({ seed, soft, vehicle }) => {
        const { inst, route, outside } = scenario(seed, soft, vehicle, 0);
        for (const job of outside) {
          const node = inst.jobs[job].nodes[0];
          const sequences = Array.from({ length: route.nodes.length + 1 }, (_, i) =>
            route.nodes.slice(0, i).concat([node], route.nodes.slice(i)),
          );
          const candidate = emptyCandidate();
          insertSingle(inst, route, 0, node, 0, new Random(1), candidate);
          const expected = cheapest(inst, route, sequences);
          if (expected === Number.POSITIVE_INFINITY) expect(candidate.route).toBe(-1);
          else expect(candidate.cost).toBeCloseTo(expected, 6);
        }
      }),
      { numRuns: 250 },
    );
    expect(feasibleCompared).toBeGreaterThan(30);
  });

  it('a pickup and delivery pair: every (pickup, delivery) placement tried in full gives the same best', () => {
    feasibleCompared = 0;
    fc.assert(
      fc.property(setting, ({ seed, soft, vehicle }) => {
        const { inst, route, outside } = scenario(seed, soft, vehicle, 1);
        for (const job of outside) {
          const [pickup, delivery] = inst.jobs[job].nodes;
          const sequences: number[][] = [];
          for (let i = 0; i <= route.nodes.length; i++) {
            for (let j = i; j <= route.nodes.length; j++) {
              const sequence = route.nodes.slice();
              sequence.splice(j, 0, delivery);
              sequence.splice(i, 0, pickup);
              sequences.push(sequence);
            }
          }
          const candidate = emptyCandidate();
          insertPair(inst, route, 0, pickup, delivery, 0, new Random(1), candidate);
          const expected = cheapest(inst, route, sequences);
          if (expected === Number.POSITIVE_INFINITY) expect(candidate.route).toBe(-1);
          else expect(candidate.cost).toBeCloseTo(expected, 6);
        }
      }),
      { numRuns: 250 },
    );
    expect(feasibleCompared).toBeGreaterThan(30);
  });

  it('a new trip after a reload at the depot costs what the full walk of the longer day costs', () => {
    feasibleCompared = 0;
    fc.assert(
      fc.property(setting, ({ seed, soft, vehicle }) => {
        const { inst, route, outside } = scenario(seed, soft, vehicle, 0.5);
        for (const job of outside) {
          const candidate = emptyCandidate();
          insertNewTrip(inst, route, 0, job, candidate);
          const expected =
            route.nodes.length === 0 || route.trips >= route.type.maxTrips
              ? Number.POSITIVE_INFINITY
              : cheapest(inst, route, [route.nodes.concat([route.type.reloadNode], inst.jobs[job].nodes)]);
          if (expected === Number.POSITIVE_INFINITY) expect(candidate.route).toBe(-1);
          else expect(candidate.cost).toBeCloseTo(expected, 6);
        }
      }),
      { numRuns: 250 },
    );
    expect(feasibleCompared).toBeGreaterThan(30);
  });
});
