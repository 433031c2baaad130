/**
 * Road figures the engine gave for a pair of positions, kept so that planning the same stations again
 * does not ask it again: in the process (a bounded LRU with a TTL) and, with Redis, across instances.
 * Roads change slowly and a stale figure is still far better than a straight line, so a day is enough.
 */

/** Road km and drive seconds from one position to another, or null: the engine found no road. */
export type RoadPair = { km: number; seconds: number } | null;

export const PAIR_TTL_MS = 24 * 60 * 60 * 1000;
/** Every pair of a 200-station plan; about 18 MB when full (measured), nothing until plans are made. */
export const PAIR_CACHE_SIZE = 40_000;

export type PairCache = {
  /** undefined: not known (or expired); null: known to have no road. */
  get(key: string): RoadPair | undefined;
  set(key: string, pair: RoadPair): void;
  readonly size: number;
  clear(): void;
};

/** A Map keeps insertion order: a read moves the entry to the end, and the first entry is the least recent. */
export function pairCache(
  options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {},
): PairCache {
  const maxEntries = options.maxEntries ?? PAIR_CACHE_SIZE;
  const ttlMs = options.ttlMs ?? PAIR_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { pair: RoadPair; until: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.until <= now()) return undefined;
      entries.set(key, entry);
      return entry.pair;
    },
    set(key, pair) {
      entries.delete(key);
      entries.set(key, { pair, until: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}

/** What the shared cache needs of Redis (an ioredis client fits): several reads at once, a write with a TTL. */
export type SharedPairStore = {
  mget(keys: string[]): Promise<(string | null)[]>;
  set(key: string, value: string, mode: 'PX', ttlMs: number): Promise<unknown>;
};

const SHARED_PREFIX = 'tms:road:';
const NO_ROAD = '-';
/** Keys per MGET: one plan of 200 stations asks for 40,000 pairs. */
const SHARED_BATCH = 1_000;

const encode = (pair: RoadPair) => (pair === null ? NO_ROAD : `${pair.km}/${pair.seconds}`);

function decode(value: string | null): RoadPair | undefined {
  if (value === null) return undefined;
  if (value === NO_ROAD) return null;
  const [km, seconds] = value.split('/').map(Number);
  if (km === undefined || seconds === undefined || !(km >= 0) || !(seconds >= 0)) return undefined;
  return { km, seconds };
}

/**
 * The pairs Redis knows, by key. Redis is a help, never a condition: when it fails (its client gives up
 * within a second) the engine is asked as if nothing were shared.
 */
export async function readShared(
  store: SharedPairStore,
  keys: readonly string[],
): Promise<Map<string, RoadPair>> {
  const found = new Map<string, RoadPair>();
  try {
    for (let start = 0; start < keys.length; start += SHARED_BATCH) {
      const batch = keys.slice(start, start + SHARED_BATCH);
      const values = await store.mget(batch.map((k) => SHARED_PREFIX + k));
      batch.forEach((key, i) => {
        const pair = decode(values[i] ?? null);
        if (pair !== undefined) found.set(key, pair);
      });
    }
  } catch {
    // Whatever was read before the failure is still good.
  }
  return found;
}

export async function writeShared(
  store: SharedPairStore,
  pairs: ReadonlyMap<string, RoadPair>,
  ttlMs = PAIR_TTL_MS,
): Promise<void> {
  // ioredis sends each command without waiting for the previous reply: this is one pipelined stream.
  await Promise.all(
    [...pairs].map(([key, pair]) => store.set(SHARED_PREFIX + key, encode(pair), 'PX', ttlMs)),
  ).catch(() => undefined);
}
