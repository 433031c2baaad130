import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Database } from '../platform/db';
import { memoryKeyStore, redisKeyStore } from '../platform/kv';

/** Builds the app on an open database, listens, and closes both on SIGINT/SIGTERM. Answers once listening. */
export async function serve(config: AppConfig, database: Database): Promise<void> {
  const keys = config.redisUrl ? redisKeyStore(config.redisUrl) : memoryKeyStore();
  const app = await buildApp({ database, config, keys });
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
}
