import type { AppConfig } from '../config';
import { type Database, openDatabase } from '../platform/db';
import { seedIfEmpty } from '../seed/index';
import { type SeedUpgrade, upgradeSeed } from '../seed/upgrade';

/** Prints what a start waits for, with the time it took, so a first start on an empty folder is not silent. */
export async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  process.stdout.write(`  ${what}…\n`);
  const result = await run();
  process.stdout.write(`  ${what}: done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}

/**
 * Opens the database and brings it up to date: migrations, the demo data on an empty database, and the menus
 * and dictionary values added since an older one was seeded.
 */
export async function prepareDatabase(config: AppConfig): Promise<{
  database: Database;
  seeded: boolean;
  upgraded: SeedUpgrade | null;
}> {
  const open = () =>
    openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      sharedBuffers: config.pgliteSharedBuffers,
    });
  const database = await step(
    config.databaseUrl
      ? 'Opening PostgreSQL and applying migrations'
      : `Opening the database in ${config.dataDir}`,
    open,
  );
  const seeded = await step('Checking for demo data (an empty database is seeded: up to a minute)', () =>
    seedIfEmpty(database.db, config),
  );
  const upgraded = seeded ? null : await upgradeSeed(database.db);
  return { database, seeded, upgraded };
}
