import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfig } from './config';
import { DEMO_PASSWORD } from './seed/demo';
import { serveAsWorker, startWorkers } from './startup/cluster';
import { prepareDatabase, step } from './startup/prepare-database';
import { serve } from './startup/serve';
import { workerCount } from './startup/worker-count';

const config = loadConfig();

if (cluster.isWorker) {
  await serveAsWorker(config);
} else {
  const { workers, note } = workerCount({
    requested: config.workers,
    postgres: Boolean(config.databaseUrl),
    redis: Boolean(config.redisUrl),
    cores: availableParallelism(),
  });
  if (note) process.stdout.write(`${note}\n`);
  process.stdout.write('\nStarting the TMS\n');
  const { database, seeded, upgraded } = await prepareDatabase(config);
  if (process.env.TMS_PREPARE_ONLY === '1') {
    // npm start prepares a new embedded database in a process of its own, so the memory seeding took is gone
    // before the server starts (scripts/start.mjs).
    await database.close();
    if (seeded) process.stdout.write('  The demo data is in place.\n');
    process.exit(0);
  }
  if (workers > 1) {
    // The workers open their own connections; the primary only prepared the database.
    await database.close();
    await step(`Starting ${workers} API processes`, () => startWorkers(workers));
  } else {
    await step('Starting the API', () => serve(config, database));
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  process.stdout.write(
    `\nTMS is running at http://localhost:${config.port}\n` +
      `  database: ${where}${seeded ? ' (demo data seeded)' : ''}` +
      `${workers > 1 ? `, ${workers} processes` : ''}\n` +
      (upgraded &&
      upgraded.menus.length +
        upgraded.dictionaries.length +
        upgraded.groupCarriers.length +
        upgraded.granted.length +
        upgraded.revoked.length >
        0
        ? `  upgrade:  added menus ${upgraded.menus.join(', ') || '-'}; dictionary values ${upgraded.dictionaries.join(', ') || '-'}; ` +
          `carriers put in data groups ${upgraded.groupCarriers.length}; ` +
          `role grants added ${upgraded.granted.length}, withdrawn ${upgraded.revoked.length}\n`
        : '') +
      `  sign in:  admin / ${DEMO_PASSWORD}\n  API docs: http://localhost:${config.port}/api/docs\n\n`,
  );
}
