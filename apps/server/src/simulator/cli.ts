import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../platform/db';
import { startSimulator } from './runner';

/**
 * npm run simulate [-- --speed 1 --interval 30 --seed 1]: drives the demo's in-transit shipments (on the
 * demo vehicles the simulator owns) against the configured database (PGlite in TMS_DATA_DIR or
 * DATABASE_URL) until every trip has reached its last stop. Readings are stamped with the time they are
 * sent; --speed runs the trips that many times as fast (incidents that last minutes then last
 * seconds). Run it while the server is stopped when the database is PGlite (one process may open it),
 * or with the server's own simulator off (TMS_SIMULATOR=off).
 */
const { values } = parseArgs({
  options: {
    speed: { type: 'string', default: '1' },
    interval: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
  },
});
const number = (text: string, name: string) => {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const write = (obj: object, msg?: string) => process.stdout.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`);
const log = { info: write, warn: write, error: write };
const simulator = await startSimulator({ db: database.db, database, config }, log, {
  speed: number(values.speed, 'speed'),
  intervalSeconds: number(values.interval, 'interval'),
  seed: number(values.seed, 'seed'),
  tickMs: 1_000,
  untilTripsEnd: true,
});
const stop = async () => {
  await simulator.stop();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await simulator.done;
if (simulator.trips().length === 0)
  process.stdout.write('No shipment in transit on a demo vehicle to simulate.\n');
await database.close();
process.stdout.write('Simulation finished.\n');
