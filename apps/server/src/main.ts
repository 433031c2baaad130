import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './platform/db';
import { memoryKeyStore, redisKeyStore } from './platform/kv';
import { DEMO_PASSWORD } from './seed/demo';
import { seedIfEmpty } from './seed/index';
import { upgradeSeed } from './seed/upgrade';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const seeded = await seedIfEmpty(database.db);
// A database from an earlier version gets the menus and dictionary values added since.
const upgraded = seeded ? null : await upgradeSeed(database.db);
const keys = config.redisUrl ? redisKeyStore(config.redisUrl) : memoryKeyStore();
const app = await buildApp({ database, config, keys });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
process.stdout.write(
  `\nTMS is running at http://localhost:${config.port}\n` +
    `  database: ${where}${seeded ? ' (demo data seeded)' : ''}\n` +
    (upgraded && upgraded.menus.length + upgraded.dictionaries.length > 0
      ? `  upgrade:  added menus ${upgraded.menus.join(', ') || '-'}; dictionary values ${upgraded.dictionaries.join(', ') || '-'}\n`
      : '') +
    `  sign in:  admin / ${DEMO_PASSWORD}\n  API docs: http://localhost:${config.port}/api/docs\n\n`,
);
