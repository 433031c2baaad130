import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../platform/db';
import { startSimulator } from './runner';

/**
 * npm run simulate [-- --speed 60 --interval 30 --seed 1]: drives the demo's in-transit shipments
 * against the configured database (PGlite in TMS_DATA_DIR or DATABASE_URL) until every trip has been
 * delivered. Run it while the server is stopped when the database is PGlite (one process may open it).
 */
const { values } = parseArgs({
  options: {
    speed: { type: 'string', default: '60' },
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
});
if (simulator.trips === 0) process.stdout.write('No shipment in transit with a device to simulate.\n');
const stop = async () => {
  await simulator.stop();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await simulator.done;
await database.close();
process.stdout.write('Simulation finished.\n');
