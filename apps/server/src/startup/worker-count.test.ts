import { describe, expect, it } from 'vitest';
import { workerCount } from './worker-count';

describe('how many API processes serve the port', () => {
  it('runs one per core with PostgreSQL and Redis', () => {
    expect(workerCount({ requested: undefined, postgres: true, redis: true, cores: 4 }).workers).toBe(4);
  });

  it('runs as many as TMS_WORKERS asks with PostgreSQL and Redis', () => {
    expect(workerCount({ requested: 2, postgres: true, redis: true, cores: 8 }).workers).toBe(2);
  });

  it('runs one on the embedded database, and says so when more were asked for', () => {
    expect(workerCount({ requested: undefined, postgres: false, redis: true, cores: 4 })).toEqual({
      workers: 1,
    });
    expect(workerCount({ requested: 3, postgres: false, redis: true, cores: 4 }).note).toMatch(/embedded/);
  });

  it('runs one without Redis, and refuses more with the reason', () => {
    expect(workerCount({ requested: undefined, postgres: true, redis: false, cores: 4 }).workers).toBe(1);
    expect(() => workerCount({ requested: 2, postgres: true, redis: false, cores: 4 })).toThrow(/REDIS_URL/);
  });

  it('refuses a count that is not a whole number of at least one', () => {
    expect(() => workerCount({ requested: 0, postgres: true, redis: true, cores: 4 })).toThrow(/TMS_WORKERS/);
    expect(() => workerCount({ requested: Number.NaN, postgres: true, redis: true, cores: 4 })).toThrow();
  });
});
