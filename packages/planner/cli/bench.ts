import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Objective } from '../src/index';
import { numberOption, parseArgs } from './args';
import { parseBenchmark } from './benchmark-format';
import { checkSolution } from './check-solution';
import { runBenchmark } from './run-benchmark';

/**
 * npm run bench:planner -- FOLDER [--seconds N] [--seed S] [--iterations N] [--objective vehicles|distance]
 * Solves every instance of the folder, checks each solution independently and compares it with the
 * best-known (BKS.json in the folder or its parent). Solomon is scored against the `_distance` best-known
 * (or, with --objective vehicles, the vehicles-first one); Li & Lim against the vehicles-first best-known.
 * Against a vehicles-first best-known the gap is averaged where the vehicle count matches.
 */
interface BestKnown {
  best_known_cost: number;
  solved_with_vehicles: number;
}

const { positional, options } = parseArgs(process.argv.slice(2));
const folder = positional[0];
if (!folder) {
  console.error('usage: npm run bench:planner -- FOLDER [--seconds N]');
  process.exit(2);
}
const seed = numberOption(options, 'seed', 1);
const iterations = options.has('iterations') ? numberOption(options, 'iterations', 0) : undefined;
const seconds =
  iterations !== undefined && !options.has('seconds') ? undefined : numberOption(options, 'seconds', 5);
const chosen = options.get('objective');
const objective: Objective | undefined =
  chosen === undefined ? undefined : chosen === 'vehicles' ? 'vehicles-then-distance' : (chosen as Objective);
const bksPath = [join(folder, 'BKS.json'), join(dirname(folder), 'BKS.json')].find(existsSync);
const bestKnown: Record<string, BestKnown> = bksPath ? JSON.parse(readFileSync(bksPath, 'utf8')) : {};
const files = readdirSync(folder)
  .filter((file) => file.toLowerCase().endsWith('.txt'))
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

const pad = (value: string | number, width: number): string => String(value).padStart(width);
console.log(
  `${'instance'.padEnd(10)} ${pad('distance', 10)} ${pad('veh', 4)} ${pad('bks', 10)} ${pad('bveh', 4)} ${pad('gap%', 7)} ${pad('time s', 7)} ${pad('iter', 7)}  check`,
);
const gaps: number[] = [];
let matched = 0;
let complete = 0;
let format = '';
for (const file of files) {
  const name = basename(file, '.txt');
  const instance = parseBenchmark(readFileSync(join(folder, file), 'utf8'), name);
  format = instance.format;
  const run = await runBenchmark(instance, { seed, seconds, iterations, objective });
  const vehiclesFirst =
    (objective ?? (instance.format === 'solomon' ? 'distance' : 'vehicles-then-distance')) !== 'distance';
  const check = checkSolution(instance, run.routes);
  const known = (vehiclesFirst ? undefined : bestKnown[`${name}_distance`]) ?? bestKnown[name];
  const gap = known ? 100 * (check.distance / known.best_known_cost - 1) : Number.NaN;
  const valid = check.errors.length === 0;
  if (valid) complete++;
  const countsGap =
    valid && known !== undefined && (!vehiclesFirst || check.vehicles === known.solved_with_vehicles);
  if (countsGap) {
    gaps.push(gap);
    if (vehiclesFirst) matched++;
  }
  console.log(
    `${name.padEnd(10)} ${pad(check.distance.toFixed(2), 10)} ${pad(check.vehicles, 4)} ${pad(known?.best_known_cost.toFixed(2) ?? '-', 10)} ${pad(known?.solved_with_vehicles ?? '-', 4)} ${pad(gap.toFixed(2), 7)} ${pad((run.elapsedMs / 1000).toFixed(1), 7)} ${pad(run.plan.stats.iterations, 7)}  ${valid ? 'ok' : check.errors.slice(0, 3).join('; ')}`,
  );
}
const average = gaps.reduce((sum, gap) => sum + gap, 0) / Math.max(1, gaps.length);
const worst = Math.max(...gaps);
console.log(`instances ${files.length}, valid ${complete}`);
if (objective === 'vehicles-then-distance' || (objective === undefined && format === 'li-lim'))
  console.log(`vehicle count equal to the best-known on ${matched} of ${files.length}`);
console.log(
  `average gap ${average.toFixed(2)} %, worst gap ${worst.toFixed(2)} % (over ${gaps.length} instances)`,
);
