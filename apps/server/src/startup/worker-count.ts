/**
 * How many API processes serve the port. The embedded PGlite lives inside one process, so it always gets one.
 * Several processes share sign-ins, rate limits and live push through Redis, so without REDIS_URL there is one
 * unless TMS_WORKERS asks for more, which is refused with the reason. With PostgreSQL and Redis, one per core
 * unless TMS_WORKERS says otherwise.
 */
export function workerCount(input: {
  requested: number | undefined;
  postgres: boolean;
  redis: boolean;
  cores: number;
}): { workers: number; note?: string } {
  const { requested, postgres, redis, cores } = input;
  if (requested !== undefined && !(Number.isInteger(requested) && requested >= 1)) {
    throw new Error(`TMS_WORKERS must be a whole number of at least 1, not ${requested}`);
  }
  if (!postgres) {
    return requested && requested > 1
      ? { workers: 1, note: 'TMS_WORKERS is ignored on the embedded database: it runs in one process' }
      : { workers: 1 };
  }
  if (!redis) {
    if (requested && requested > 1) {
      throw new Error(
        'TMS_WORKERS above 1 needs REDIS_URL: the processes share sign-outs, rate limits and live updates through Redis',
      );
    }
    return { workers: 1 };
  }
  return { workers: requested ?? Math.max(1, cores) };
}
