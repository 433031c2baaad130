import { Redis } from 'ioredis';

/** A tiny shared key store: in memory on one instance, Redis when REDIS_URL is set. */
export type KeyStore = {
  /** Sets key for ttlMs unless it exists; true when this call set it. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
  redis: Redis | null;
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
    async close() {},
  };
}

export function redisKeyStore(url: string): KeyStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    redis,
    async claim(key, ttlMs) {
      return (await redis.set(`tms:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async release(key) {
      await redis.del(`tms:${key}`);
    },
    async close() {
      redis.disconnect();
    },
  };
}
