import type { RoutingConfig } from '../../../config';
import {
  type PairCache,
  pairCache,
  type RoadPair,
  readShared,
  type SharedPairStore,
  writeShared,
} from './road-cache';
import { EngineError, type Position, tableBlock } from './road-engines';
import { coordinate, type StationPosition, type TravelMatrix, travelMatrix } from './travel';

/**
 * The travel matrix from the configured road engine (OSRM or Valhalla): road km and drive minutes
 * (rounded up, as travelMatrix does) for every pair of stations. A pair the engine cannot give (a station
 * without a position, or no road found) keeps travelMatrix's estimate. When the engine cannot be reached,
 * answers an error or is too slow, the whole plan uses the estimates and says so: a plan is never refused
 * because of the engine, and its times are never half road and half straight line without the caller knowing.
 */

export type RoadMatrixResult = {
  matrix: TravelMatrix;
  /** engine: every pair of positioned stations is the engine's (or its cached) figure; estimate: none is. */
  source: 'engine' | 'estimate';
  /** Pairs of different stations carrying the straight-line estimate (all of them when source is estimate). */
  estimatedPairs: number;
  /** Requests sent to the engine (0 when every pair came from a cache). */
  requests: number;
  /** Why the engine's figures are not used: for the server log; the dispatcher gets a message key. */
  warning?: string;
};

export type RoadMatrixOptions = {
  /**
   * The engine's request limit: OSRM's --max-table-size (coordinates per table request, default 100);
   * Valhalla's max_matrix_location_pairs as its square root (sources and targets per request, default 50).
   */
  maxLocations?: number;
  /** Everything the engine may take, all requests together (default 10 s). */
  timeoutMs?: number;
  /** Requests in flight at once (default 4). */
  concurrency?: number;
  /** The in-process cache (default: one per process). */
  cache?: PairCache;
  /** Redis (Deps.keys.redis), to share the engine's answers between instances. */
  shared?: SharedPairStore | null;
};

const DEFAULT_MAX_LOCATIONS = { osrm: 100, valhalla: 50 } as const;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_CONCURRENCY = 4;

const processCache = pairCache();

type Point = Position & { key: string };
type Block = { sources: number[]; targets: number[]; same: boolean };

export async function roadMatrix(
  stations: readonly (StationPosition | undefined)[],
  routing: RoutingConfig | undefined,
  options: RoadMatrixOptions = {},
): Promise<RoadMatrixResult> {
  const estimate = travelMatrix(stations);
  const distinctPairs = countDistinctPairs(stations);
  let requests = 0;
  const estimated = (warning?: string): RoadMatrixResult => ({
    matrix: estimate,
    source: 'estimate',
    estimatedPairs: distinctPairs,
    requests,
    ...(warning ? { warning } : {}),
  });
  if (!routing) return estimated();

  const { points, pointOf } = positions(stations);
  const m = points.length;
  const cache = options.cache ?? processCache;
  const prefix = `${routing.engine}:${routing.profile}:`;
  const keyOf = (p: number, q: number) => `${prefix}${points[p]?.key};${points[q]?.key}`;
  const answers: (RoadPair | undefined)[] = new Array(m * m);
  const missing: string[] = [];
  for (let p = 0; p < m; p++) {
    for (let q = 0; q < m; q++) {
      if (p === q) continue;
      const pair = cache.get(keyOf(p, q));
      if (pair === undefined) missing.push(keyOf(p, q));
      answers[p * m + q] = pair;
    }
  }
  if (options.shared && missing.length > 0) {
    const known = await readShared(options.shared, missing);
    forEachPair(m, (p, q) => {
      const pair = answers[p * m + q] === undefined ? known.get(keyOf(p, q)) : undefined;
      if (pair === undefined) return;
      answers[p * m + q] = pair;
      cache.set(keyOf(p, q), pair);
    });
  }

  const blocks = blocksToAsk(m, routing, options.maxLocations, (p, q) => answers[p * m + q] === undefined);
  const learned = new Map<string, RoadPair>();
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = setTimeout(
    () => controller.abort(new EngineError(`no answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  let failure: string | undefined;
  try {
    await inTurn(blocks, options.concurrency ?? DEFAULT_CONCURRENCY, async (block) => {
      if (controller.signal.aborted) return;
      requests++;
      const pairs = await tableBlock({
        routing,
        sources: block.sources.map((p) => points[p] as Point),
        targets: block.targets.map((q) => points[q] as Point),
        same: block.same,
        signal: controller.signal,
      });
      block.sources.forEach((p, i) => {
        block.targets.forEach((q, j) => {
          if (p === q) return;
          const pair = pairs[i * block.targets.length + j] ?? null;
          answers[p * m + q] = pair;
          cache.set(keyOf(p, q), pair);
          learned.set(keyOf(p, q), pair);
        });
      });
    });
  } catch (error) {
    failure = reasonOf(controller.signal.aborted ? controller.signal.reason : error);
    controller.abort();
  } finally {
    clearTimeout(timer);
  }
  // What the engine did answer is worth keeping even when the plan falls back this time.
  if (options.shared && learned.size > 0) await writeShared(options.shared, learned);
  if (failure) {
    return estimated(`routing engine ${routing.engine}: ${failure}; drive times are straight-line estimates`);
  }

  const km = new Float64Array(estimate.km);
  const minutes = new Float64Array(estimate.minutes);
  let estimatedPairs = 0;
  const count = stations.length;
  for (let a = 0; a < count; a++) {
    for (let b = 0; b < count; b++) {
      if (a === b || stations[a]?.stationId === stations[b]?.stationId) continue;
      const p = pointOf[a] ?? -1;
      const q = pointOf[b] ?? -1;
      if (p >= 0 && p === q) {
        km[a * count + b] = 0;
        minutes[a * count + b] = 0;
        continue;
      }
      const pair = p >= 0 && q >= 0 ? answers[p * m + q] : null;
      if (!pair) {
        estimatedPairs++;
        continue;
      }
      km[a * count + b] = pair.km;
      minutes[a * count + b] = Math.ceil(pair.seconds / 60);
    }
  }
  return { matrix: { count, km, minutes }, source: 'engine', estimatedPairs, requests };
}

/** fetch says only "fetch failed"; its cause says why (ECONNREFUSED, a DNS failure, ...). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return cause ? `${error.message} (${typeof code === 'string' ? code : cause.message})` : error.message;
}

/**
 * The distinct positions among the stations (two stations at one spot are asked once). A position
 * outside the globe is left out: one bad coordinate would make the engine refuse the whole request.
 */
function positions(stations: readonly (StationPosition | undefined)[]) {
  const points: Point[] = [];
  const byKey = new Map<string, number>();
  const pointOf = stations.map((s) => {
    const lat = coordinate(s?.latitude);
    const lon = coordinate(s?.longitude);
    if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return -1;
    const key = `${lat.toFixed(6)},${lon.toFixed(6)}`;
    let index = byKey.get(key);
    if (index === undefined) {
      index = points.length;
      byKey.set(key, index);
      points.push({ lat: Number(lat.toFixed(6)), lon: Number(lon.toFixed(6)), key });
    }
    return index;
  });
  return { points, pointOf };
}

function countDistinctPairs(stations: readonly (StationPosition | undefined)[]) {
  let n = 0;
  for (let a = 0; a < stations.length; a++) {
    for (let b = 0; b < stations.length; b++) {
      if (a !== b && stations[a]?.stationId !== stations[b]?.stationId) n++;
    }
  }
  return n;
}

function forEachPair(m: number, visit: (p: number, q: number) => void) {
  for (let p = 0; p < m; p++) for (let q = 0; q < m; q++) if (p !== q) visit(p, q);
}

/**
 * The requests that cover every pair still missing. Up to the engine's limit, one request for all;
 * beyond it the positions are cut into groups and each (source group, target group) block is one
 * request. An OSRM block off the diagonal sends both groups' coordinates, so its groups are half the limit.
 */
export function blocksToAsk(
  m: number,
  routing: RoutingConfig,
  maxLocations: number | undefined,
  isMissing: (p: number, q: number) => boolean,
): Block[] {
  const limit = Math.max(2, maxLocations ?? DEFAULT_MAX_LOCATIONS[routing.engine]);
  const size = m <= limit ? m : routing.engine === 'osrm' ? Math.floor(limit / 2) : limit;
  const groups: number[][] = [];
  for (let start = 0; start < m; start += size) {
    groups.push(Array.from({ length: Math.min(size, m - start) }, (_, i) => start + i));
  }
  const blocks: Block[] = [];
  for (const sources of groups) {
    for (const targets of groups) {
      const wanted = sources.some((p) => targets.some((q) => p !== q && isMissing(p, q)));
      if (wanted) blocks.push({ sources, targets, same: sources === targets });
    }
  }
  return blocks;
}

/** Runs the tasks at most `limit` at a time; the first failure rejects (the caller aborts the rest). */
async function inTurn<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
}
