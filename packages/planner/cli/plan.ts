import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Objective } from '../src/index';
import { numberOption, parseArgs } from './args';
import { parseBenchmark } from './benchmark-format';
import { runProduct } from './product';
import { runBenchmark } from './run-benchmark';

/**
 * npm run plan -- FILE [--seconds N] [--seed S] [--iterations N] [--objective vehicles|distance]
 * npm run plan -- --product [--seconds N] [--seed S]
 * Prints one JSON object on stdout.
 */
const { positional, options } = parseArgs(process.argv.slice(2));
const seed = numberOption(options, 'seed', 1);
const seconds =
  options.has('iterations') && !options.has('seconds') ? undefined : numberOption(options, 'seconds', 5);
const iterations = options.has('iterations') ? numberOption(options, 'iterations', 0) : undefined;

if (options.has('product')) {
  console.log(JSON.stringify(await runProduct({ seed, seconds: seconds ?? 10, iterations })));
} else {
  const file = positional[0];
  if (!file) {
    console.error('usage: npm run plan -- FILE [--seconds N] [--seed S] [--objective vehicles|distance]');
    process.exit(2);
  }
  const chosen = options.get('objective');
  const objective: Objective | undefined =
    chosen === undefined
      ? undefined
      : chosen === 'vehicles'
        ? 'vehicles-then-distance'
        : (chosen as Objective);
  const instance = parseBenchmark(readFileSync(file, 'utf8'), basename(file).replace(/\.txt$/i, ''));
  const run = await runBenchmark(instance, { seed, seconds, iterations, objective });
  console.log(
    JSON.stringify({ routes: run.routes, vehicles: run.routes.length, distance: run.plan.totals.distance }),
  );
}
