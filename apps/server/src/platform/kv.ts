import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

/** ioredis is loaded only where REDIS_URL is set: a single instance never holds it in memory. */
const require = createRequire(import.meta.url);

/** A tiny shared key store: in memory on one instance, Redis when REDIS_URL is set. */
export type KeyStore = {
  /** Sets key for ttlMs unless it exists; true when this call set it. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
  redis: Redis | null;
  /** Resolves once the store can answer (Redis connected), or after a short wait if it cannot. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export function memoryKeyStore(): KeyStore {
  const entries = new Map<string, number>();
  return {
    redis: null,
    async claim(key, ttlMs) {
      const now = Date.now();
      const until = entries.get(key);
      if (until !== undefined && until > now) return false;
      entries.set(key, now + ttlMs);
      if (entries.size > 10_000) {
        for (const [k, v] of entries) if (v <= now) entries.delete(k);
      }
      return true;
    },
    async release(key) {
      entries.delete(key);
    },
    async ready() {},
    async close() {},
  };
}

export function redisKeyStore(url: string): KeyStore {
  // While Redis is unreachable, commands fail at once (no offline queue) or after 1 s, and callers
  // fail open (rate limit and repeat guard skip); they do not hang every request.
  const { Redis: RedisClient } = require('ioredis') as typeof import('ioredis');
  const redis: Redis = new RedisClient(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
    commandTimeout: 1_000,
  });
  let lastWarned = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastWarned < 60_000) return;
    lastWarned = Date.now();
    process.stderr.write(`[kv] Redis unavailable (${err.message}); rate limit and repeat guard fail open\n`);
  });
  return {
    redis,
    async claim(key, ttlMs) {
      return (await redis.set(`tms:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async release(key) {
      await redis.del(`tms:${key}`);
    },
    ready() {
      if (redis.status === 'ready') return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 3_000);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async close() {
      redis.disconnect();
    },
  };
}
