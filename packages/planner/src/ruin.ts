import type { Instance } from './instance';
import type { Random } from './random';
import type { Solution } from './solution';

/**
 * Slack Induction by String Removals (Christiaens & Vanden Berghe, 2020): around a random stop, cut a few
 * strings (runs of consecutive stops) from neighbouring routes, sometimes keeping a run in the middle of the
 * string (split string). Removing nearby strings frees room in several routes at once, which single-stop
 * moves cannot do.
 */
export interface RuinSettings {
  /** Mean number of stops removed. */
  averageRemoved: number;
  /** Longest string. */
  maxStringLength: number;
  /** Chance that one more stop is kept inside a split string. */
  splitDepth: number;
}

export const defaultRuin: RuinSettings = { averageRemoved: 10, maxStringLength: 10, splitDepth: 0.5 };

export function ruin(inst: Instance, solution: Solution, random: Random, settings: RuinSettings): number[] {
  const routes = solution.routes;
  const nodeJob = inst.nodeJob;
  let stops = 0;
  let used = 0;
  for (const route of routes) {
    if (route.size === 0) continue;
    used++;
    stops += route.size - (route.trips - 1);
  }
  if (used === 0) return [];
  const longest = Math.min(settings.maxStringLength, stops / used);
  const maxStrings = (4 * settings.averageRemoved) / (1 + longest) - 1;
  const strings = Math.floor(random.next() * maxStrings) + 1;

  let assigned = 0;
  for (let job = 0; job < inst.jobs.length; job++) if (solution.jobRoute[job] >= 0) assigned++;
  if (assigned === 0) return [];
  let pick = random.int(assigned);
  let seedJob = 0;
  for (; seedJob < inst.jobs.length; seedJob++) {
    if (solution.jobRoute[seedJob] >= 0 && pick-- === 0) break;
  }
  const seedNodes = inst.jobs[seedJob].nodes;
  const seed = seedNodes[random.int(seedNodes.length)];

  const removed: number[] = [];
  const ruined = new Set<number>();
  const neighbours = inst.neighbours[seed];
  for (let h = -1; h < neighbours.length && ruined.size < strings; h++) {
    const node = h < 0 ? seed : neighbours[h];
    const routeIndex = solution.jobRoute[nodeJob[node]];
    if (routeIndex < 0 || ruined.has(routeIndex)) continue;
    const sequence = solution.routes[routeIndex].nodes.filter((v) => nodeJob[v] >= 0);
    const card = sequence.length;
    const length = Math.floor(random.next() * Math.min(card, longest)) + 1;
    const at = sequence.indexOf(node);
    const cut: number[] = [];
    if (length === card || random.next() < 0.5) {
      const first = Math.max(0, Math.min(card - length, at - random.int(length)));
      for (let k = first; k < first + length; k++) cut.push(sequence[k]);
    } else {
      let kept = 1;
      while (length + kept < card && random.next() < settings.splitDepth) kept++;
      const span = length + kept;
      const first = Math.max(0, Math.min(card - span, at - random.int(span)));
      const keepFrom = first + random.int(length + 1);
      for (let k = first; k < first + span; k++)
        if (k < keepFrom || k >= keepFrom + kept) cut.push(sequence[k]);
    }
    const jobs = [...new Set(cut.map((v) => nodeJob[v]))];
    solution.removeJobs(routeIndex, jobs);
    ruined.add(routeIndex);
    for (const job of jobs) removed.push(job);
  }
  return removed;
}
