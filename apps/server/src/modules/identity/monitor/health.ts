import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { pingDatabase } from './repository';

/** How long the database may take to answer a health check before the instance reports itself not ready. */
const DATABASE_WAIT_MS = 2_000;

/**
 * Whether this instance can serve: the process answers and its database answers within two seconds. A load
 * balancer takes an instance that fails it out of rotation (503) and puts it back once it passes again.
 */
export async function checkHealth(db: Db) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database health check timed out')), DATABASE_WAIT_MS);
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
  } catch {
    throw new AppError('common.databaseUnavailable', { code: 503, httpStatus: 503 });
  } finally {
    clearTimeout(timer);
  }
  return {
    status: 'UP' as const,
    database: 'UP' as const,
    pid: process.pid,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
