import { loadConfig } from '../config';
import { openDatabase } from '../platform/db';
import { seedAll, seedIfEmpty, truncateAll } from './index';

/** npm run seed [-- --reset] */
const config = loadConfig();
const reset = process.argv.includes('--reset');
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
if (reset) {
  await truncateAll(database.db);
  await seedAll(database.db, config);
  process.stdout.write('Demo data rebuilt.\n');
} else {
  const seeded = await seedIfEmpty(database.db, config);
  process.stdout.write(
    seeded ? 'Demo data seeded.\n' : 'Database not empty; nothing seeded (use --reset).\n',
  );
}
await database.close();
