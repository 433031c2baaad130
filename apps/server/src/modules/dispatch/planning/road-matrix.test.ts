import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRouting, type RoutingConfig } from '../../../config';
import { pairCache, type SharedPairStore } from './road-cache';
import { roadMatrix } from './road-matrix';
import { type StationPosition, travelMatrix } from './travel';

/**
 * Fake engines on a local port answer with figures computed from the coordinates they are sent, so a
 * figure in the matrix can only be right if the right coordinates went to the right cell.
 */

type LonLat = [number, number];
const fakeRoad = ([lon1, lat1]: LonLat, [lon2, lat2]: LonLat) => {
  const span = Math.abs(lat1 - lat2) + Math.abs(lon1 - lon2);
  return { metres: Math.round(span * 150_000), seconds: span * 9_000 + 0.5 };
};
const positionKey = ([lon, lat]: LonLat) => `${lon.toFixed(6)},${lat.toFixed(6)}`;

type Behaviour = {
  /** `lon,lat>lon,lat` pairs the engine finds no road for. */
  noRoad?: Set<string>;
  /** Answer every request with this status and body instead. */
  fail?: { status: number; body: unknown };
  /** Never answer. */
  hang?: boolean;
};

type Fake = {
  url: string;
  requests: { method: string; url: string; body: string }[];
  behaviour: Behaviour;
  close(): Promise<void>;
};

const fakes: Fake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function fakeEngine(
  answer: (req: { url: URL; body: string }, behaviour: Behaviour) => unknown,
): Promise<Fake> {
  const behaviour: Behaviour = {};
  const requests: Fake['requests'] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', body });
      if (behaviour.hang) return;
      const { status, payload } = behaviour.fail
        ? { status: behaviour.fail.status, payload: behaviour.fail.body }
        : { status: 200, payload: answer({ url: new URL(req.url ?? '/', 'http://fake'), body }, behaviour) };
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: Fake = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    behaviour,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  fakes.push(fake);
  return fake;
}

/** OSRM Table service: GET /table/v1/{profile}/{lon,lat;...}?annotations=...&sources=...&destinations=... */
const osrmAnswer = ({ url }: { url: URL }, behaviour: Behaviour) => {
  const match = /^\/table\/v1\/([^/]+)\/(.+)$/.exec(url.pathname);
  if (!match) return { code: 'InvalidUrl' };
  const coords = (match[2] as string).split(';').map((c) => c.split(',').map(Number) as LonLat);
  const pick = (param: string | null) =>
    param ? param.split(';').map((i) => coords[Number(i)] as LonLat) : coords;
  const sources = pick(url.searchParams.get('sources'));
  const destinations = pick(url.searchParams.get('destinations'));
  const cell = (s: LonLat, d: LonLat) =>
    behaviour.noRoad?.has(`${positionKey(s)}>${positionKey(d)}`) ? null : fakeRoad(s, d);
  return {
    code: 'Ok',
    durations: sources.map((s) => destinations.map((d) => cell(s, d)?.seconds ?? null)),
    distances: sources.map((s) => destinations.map((d) => cell(s, d)?.metres ?? null)),
    sources: sources.map((s) => ({ location: s })),
    destinations: destinations.map((d) => ({ location: d })),
  };
};
const fakeOsrm = () => fakeEngine(osrmAnswer);

/** Valhalla matrix: POST /sources_to_targets; verbose answer, rows of {from_index, to_index, time, distance}. */
const fakeValhalla = () =>
  fakeEngine(({ url, body }, behaviour) => {
    if (url.pathname !== '/sources_to_targets') return { error_code: 106, error: 'Try any of' };
    const request = JSON.parse(body) as {
      sources: { lat: number; lon: number }[];
      targets: typeof request.sources;
    };
    const lonLat = (p: { lat: number; lon: number }): LonLat => [p.lon, p.lat];
    return {
      sources_to_targets: request.sources.map((s, i) =>
        request.targets.map((t, j) => {
          const road = behaviour.noRoad?.has(`${positionKey(lonLat(s))}>${positionKey(lonLat(t))}`)
            ? null
            : fakeRoad(lonLat(s), lonLat(t));
          return {
            from_index: i,
            to_index: j,
            time: road ? Math.round(road.seconds) : null,
            distance: road ? road.metres / 1000 : null,
          };
        }),
      ),
      units: 'kilometers',
    };
  });

const station = (id: string, lat: number | null, lon: number | null): StationPosition => ({
  stationId: id,
  latitude: lat === null ? null : lat.toFixed(6),
  longitude: lon === null ? null : lon.toFixed(6),
});
const stationsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => station(`s${i}`, 31.2 + i * 0.05, 121.4 + ((i * 7) % 5) * 0.03));
const lonLatOf = (s: StationPosition): LonLat => [Number(s.longitude), Number(s.latitude)];

const osrm = (url: string): RoutingConfig => ({ engine: 'osrm', url, profile: 'driving' });
const valhalla = (url: string): RoutingConfig => ({ engine: 'valhalla', url, profile: 'truck' });

/** What the engine's figures should make of every pair (Valhalla gives whole seconds). */
function expectRoadFigures(
  stations: StationPosition[],
  matrix: { count: number; km: Float64Array; minutes: Float64Array },
  wholeSeconds = false,
) {
  const n = stations.length;
  expect(matrix.count).toBe(n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const road = fakeRoad(
        lonLatOf(stations[a] as StationPosition),
        lonLatOf(stations[b] as StationPosition),
      );
      const seconds = wholeSeconds ? Math.round(road.seconds) : road.seconds;
      expect(matrix.km[a * n + b], `km ${a}->${b}`).toBeCloseTo(a === b ? 0 : road.metres / 1000, 9);
      expect(matrix.minutes[a * n + b], `minutes ${a}->${b}`).toBe(a === b ? 0 : Math.ceil(seconds / 60));
    }
  }
}

describe('road matrix from OSRM', () => {
  it('asks the Table service once for a small set and takes its km and minutes, rounded up', async () => {
    const engine = await fakeOsrm();
    const stations = stationsOf(3);
    const result = await roadMatrix(stations, osrm(engine.url), { cache: pairCache() });
    expect(result).toMatchObject({ source: 'engine', estimatedPairs: 0, requests: 1 });
    expect(result.warning).toBeUndefined();
    expectRoadFigures(stations, result.matrix);
    expect(engine.requests).toHaveLength(1);
    const asked = new URL(engine.requests[0]?.url ?? '', 'http://x');
    expect(asked.pathname).toBe(
      `/table/v1/driving/${stations.map((s) => `${s.longitude},${s.latitude}`).join(';')}`,
    );
    expect(asked.searchParams.get('annotations')).toBe('duration,distance');
    expect(asked.searchParams.has('sources')).toBe(false);
  });

  it('cuts a set beyond the table size into blocks that never exceed it and builds the whole matrix', async () => {
    const engine = await fakeOsrm();
    const stations = stationsOf(7);
    const result = await roadMatrix(stations, osrm(engine.url), { cache: pairCache(), maxLocations: 4 });
    expect(result.source).toBe('engine');
    expectRoadFigures(stations, result.matrix);
    // Groups of 2, 2, 2, 1: every (source group, target group) block once, but the last station to itself.
    expect(engine.requests).toHaveLength(15);
    for (const request of engine.requests) {
      const coords = new URL(request.url, 'http://x').pathname.split('/')[4]?.split(';') ?? [];
      expect(coords.length).toBeLessThanOrEqual(4);
    }
  });

  it('asks nothing the second time the same stations are planned, and only the new pairs after', async () => {
    const engine = await fakeOsrm();
    const cache = pairCache();
    const stations = stationsOf(5);
    await roadMatrix(stations, osrm(engine.url), { cache, maxLocations: 4 });
    const asked = engine.requests.length;
    const again = await roadMatrix([...stations].reverse(), osrm(engine.url), { cache, maxLocations: 4 });
    expect(again).toMatchObject({ source: 'engine', requests: 0 });
    expect(engine.requests).toHaveLength(asked);
    expectRoadFigures([...stations].reverse(), again.matrix);

    // One more station: the blocks of known pairs are not asked again (groups 2, 2, 2: 5 of 9 blocks).
    const more = [...stations, station('s9', 30.9, 121.1)];
    const grown = await roadMatrix(more, osrm(engine.url), { cache, maxLocations: 4 });
    expect(grown.requests).toBe(5);
    expectRoadFigures(more, grown.matrix);
  });

  it('keeps the estimate for a pair without a road and for a station without a position', async () => {
    const engine = await fakeOsrm();
    const stations = [...stationsOf(3), station('nowhere', null, null), station('s0', 31.2, 121.4)];
    engine.behaviour.noRoad = new Set([
      `${positionKey(lonLatOf(stations[0] as StationPosition))}>${positionKey(lonLatOf(stations[2] as StationPosition))}`,
    ]);
    const result = await roadMatrix(stations, osrm(engine.url), { cache: pairCache() });
    const estimate = travelMatrix(stations);
    const n = stations.length;
    expect(result.source).toBe('engine');
    // 0->2 and 4->2 (the same station's position again), and the 8 pairs with the station without a position.
    expect(result.estimatedPairs).toBe(2 + 8);
    for (const [a, b] of [
      [0, 2],
      [4, 2],
      [3, 0],
      [1, 3],
    ] as const) {
      expect(result.matrix.km[a * n + b]).toBe(estimate.km[a * n + b]);
      expect(result.matrix.minutes[a * n + b]).toBe(estimate.minutes[a * n + b]);
    }
    expect(result.matrix.km[2 * n + 0]).toBeCloseTo(
      fakeRoad(lonLatOf(stations[2] as StationPosition), lonLatOf(stations[0] as StationPosition)).metres /
        1000,
    );
    // The same station twice is no drive; the unpositioned station and the repeated position are not sent.
    expect(result.matrix.minutes[0 * n + 4]).toBe(0);
    expect(
      new URL(engine.requests[0]?.url ?? '', 'http://x').pathname.split('/')[4]?.split(';'),
    ).toHaveLength(3);
  });

  it('falls back to the estimates for the whole plan, with a warning, when the engine answers 500', async () => {
    const engine = await fakeOsrm();
    engine.behaviour.fail = { status: 500, body: 'Internal Server Error' };
    const stations = stationsOf(4);
    const result = await roadMatrix(stations, osrm(engine.url), { cache: pairCache() });
    expect(result.source).toBe('estimate');
    expect(result.estimatedPairs).toBe(12);
    expect(result.warning).toMatch(/osrm: answered HTTP 500/);
    expect(result.matrix).toEqual(travelMatrix(stations));
  });

  it('falls back when the engine refuses the table (too big) and when one block of several fails', async () => {
    const engine = await fakeOsrm();
    engine.behaviour.fail = { status: 400, body: { code: 'TooBig', message: 'Too many table coordinates' } };
    const stations = stationsOf(4);
    const refused = await roadMatrix(stations, osrm(engine.url), { cache: pairCache() });
    expect(refused.source).toBe('estimate');
    expect(refused.warning).toMatch(/HTTP 400: TooBig Too many table coordinates/);

    let served = 0;
    const flaky = await fakeEngine((request, behaviour) =>
      ++served === 3
        ? { code: 'NoSegment', message: 'Could not find a matching segment for coordinate 1' }
        : osrmAnswer(request, behaviour),
    );
    const partly = await roadMatrix(stations, osrm(flaky.url), { cache: pairCache(), maxLocations: 2 });
    expect(served).toBeGreaterThanOrEqual(3);
    expect(partly.source).toBe('estimate');
    expect(partly.warning).toMatch(/NoSegment/);
    expect(partly.matrix).toEqual(travelMatrix(stations));
  });

  it('falls back when the engine does not answer in time, without waiting longer', async () => {
    const engine = await fakeOsrm();
    engine.behaviour.hang = true;
    const started = Date.now();
    const result = await roadMatrix(stationsOf(3), osrm(engine.url), { cache: pairCache(), timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(result.source).toBe('estimate');
    expect(result.warning).toMatch(/no answer within 300 ms/);
  });

  it('falls back when nothing listens at the address', async () => {
    const engine = await fakeOsrm();
    const url = engine.url;
    await fakes.splice(fakes.indexOf(engine), 1)[0]?.close();
    const result = await roadMatrix(stationsOf(3), osrm(url), { cache: pairCache() });
    expect(result.source).toBe('estimate');
    expect(result.warning).toMatch(/ECONNREFUSED/);
  });
});

describe('road matrix from Valhalla', () => {
  it('posts sources and targets with the costing and km, and reads the rows of pairs', async () => {
    const engine = await fakeValhalla();
    const stations = stationsOf(3);
    const result = await roadMatrix(stations, valhalla(engine.url), { cache: pairCache() });
    expect(result).toMatchObject({ source: 'engine', estimatedPairs: 0, requests: 1 });
    expectRoadFigures(stations, result.matrix, true);
    const request = engine.requests[0];
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      sources: stations.map((s) => ({ lat: Number(s.latitude), lon: Number(s.longitude) })),
      targets: stations.map((s) => ({ lat: Number(s.latitude), lon: Number(s.longitude) })),
      costing: 'truck',
      units: 'kilometers',
    });
  });

  it('keeps every request within the location pairs allowed', async () => {
    const engine = await fakeValhalla();
    const stations = stationsOf(7);
    const result = await roadMatrix(stations, valhalla(engine.url), { cache: pairCache(), maxLocations: 3 });
    expectRoadFigures(stations, result.matrix, true);
    // Groups of 3, 3, 1: the last station to itself is no request.
    expect(engine.requests).toHaveLength(8);
    for (const request of engine.requests) {
      const body = JSON.parse(request.body) as { sources: unknown[]; targets: unknown[] };
      expect(body.sources.length * body.targets.length).toBeLessThanOrEqual(9);
    }
  });

  it('estimates the pairs of a block with no path at all (error 442) without dropping the rest', async () => {
    const engine = await fakeValhalla();
    engine.behaviour.fail = {
      status: 400,
      body: { error_code: 442, error: 'No path could be found for input', status_code: 400 },
    };
    const stations = stationsOf(3);
    const result = await roadMatrix(stations, valhalla(engine.url), { cache: pairCache() });
    expect(engine.requests).toHaveLength(1);
    expect(result).toMatchObject({ source: 'engine', estimatedPairs: 6 });
    expect(result.matrix).toEqual(travelMatrix(stations));
  });

  it('falls back with a warning on an error answer, and caches per engine and costing', async () => {
    const engine = await fakeValhalla();
    const cache = pairCache();
    const stations = stationsOf(3);
    engine.behaviour.fail = {
      status: 400,
      body: { error_code: 171, error: 'No suitable edges near location' },
    };
    const failed = await roadMatrix(stations, valhalla(engine.url), { cache });
    expect(failed.warning).toMatch(/valhalla: answered HTTP 400: 171 No suitable edges/);

    engine.behaviour.fail = undefined;
    await roadMatrix(stations, valhalla(engine.url), { cache });
    const osrmEngine = await fakeOsrm();
    const other = await roadMatrix(stations, osrm(osrmEngine.url), { cache });
    expect(other.requests).toBe(1);
    const auto = await roadMatrix(stations, { ...valhalla(engine.url), profile: 'auto' }, { cache });
    expect(auto.requests).toBe(1);
    const truckAgain = await roadMatrix(stations, valhalla(engine.url), { cache });
    expect(truckAgain.requests).toBe(0);
  });
});

describe('shared and in-process caches', () => {
  const memoryRedis = () => {
    const values = new Map<string, string>();
    const store: SharedPairStore & { values: Map<string, string> } = {
      values,
      async mget(keys) {
        return keys.map((k) => values.get(k) ?? null);
      },
      async set(key, value) {
        values.set(key, value);
        return 'OK';
      },
    };
    return store;
  };

  it('an instance with an empty cache takes what another instance put in Redis', async () => {
    const engine = await fakeOsrm();
    const shared = memoryRedis();
    const stations = stationsOf(4);
    engine.behaviour.noRoad = new Set([
      `${positionKey(lonLatOf(stations[1] as StationPosition))}>${positionKey(lonLatOf(stations[3] as StationPosition))}`,
    ]);
    const first = await roadMatrix(stations, osrm(engine.url), { cache: pairCache(), shared });
    expect(shared.values.size).toBe(12);
    const second = await roadMatrix(stations, osrm(engine.url), { cache: pairCache(), shared });
    expect(second).toMatchObject({ source: 'engine', requests: 0, estimatedPairs: 1 });
    expect(second.matrix).toEqual(first.matrix);
  });

  it('asks the engine when Redis fails', async () => {
    const engine = await fakeOsrm();
    const broken: SharedPairStore = {
      mget: () => Promise.reject(new Error('Connection is closed.')),
      set: () => Promise.reject(new Error('Connection is closed.')),
    };
    const stations = stationsOf(3);
    const result = await roadMatrix(stations, osrm(engine.url), { cache: pairCache(), shared: broken });
    expect(result).toMatchObject({ source: 'engine', requests: 1 });
    expectRoadFigures(stations, result.matrix);
  });

  it.skipIf(!process.env.REDIS_URL)('shares through a real Redis (REDIS_URL)', async () => {
    const redis = new Redis(process.env.REDIS_URL as string, { maxRetriesPerRequest: 1 });
    try {
      const engine = await fakeOsrm();
      // A position of its own per run, so the pairs are not already in Redis from an earlier run.
      const stations = [...stationsOf(2), station('run', 30 + Math.random(), 120 + Math.random())];
      const first = await roadMatrix(stations, osrm(engine.url), { cache: pairCache(), shared: redis });
      expect(first.requests).toBe(1);
      const second = await roadMatrix(stations, osrm(engine.url), { cache: pairCache(), shared: redis });
      expect(second).toMatchObject({ source: 'engine', requests: 0 });
      expectRoadFigures(stations, second.matrix);
    } finally {
      redis.disconnect();
    }
  });

  it('forgets the least recently used pair beyond its size and any pair after its time', () => {
    let now = 0;
    const cache = pairCache({ maxEntries: 2, ttlMs: 1_000, now: () => now });
    cache.set('a', { km: 1, seconds: 60 });
    cache.set('b', null);
    expect(cache.get('a')).toEqual({ km: 1, seconds: 60 });
    cache.set('c', { km: 3, seconds: 180 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ km: 1, seconds: 60 });
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});

describe('without an engine', () => {
  it('is the estimate, with no warning, when ROUTING_URL is not set', async () => {
    const stations = stationsOf(3);
    const result = await roadMatrix(stations, parseRouting({}), { cache: pairCache() });
    expect(result).toEqual({
      matrix: travelMatrix(stations),
      source: 'estimate',
      estimatedPairs: 6,
      requests: 0,
    });
  });
});

describe('ROUTING_URL, ROUTING_ENGINE, ROUTING_PROFILE', () => {
  it('default to OSRM driving, or Valhalla truck costing, and may name another profile', () => {
    expect(parseRouting({ ROUTING_URL: 'http://osrm:5000/' })).toEqual({
      engine: 'osrm',
      url: 'http://osrm:5000',
      profile: 'driving',
    });
    expect(parseRouting({ ROUTING_URL: 'http://valhalla:8002', ROUTING_ENGINE: 'Valhalla' })).toEqual({
      engine: 'valhalla',
      url: 'http://valhalla:8002',
      profile: 'truck',
    });
    expect(
      parseRouting({
        ROUTING_URL: 'https://maps.example.com/valhalla',
        ROUTING_ENGINE: 'valhalla',
        ROUTING_PROFILE: 'auto',
      }),
    ).toMatchObject({ url: 'https://maps.example.com/valhalla', profile: 'auto' });
    expect(parseRouting({ ROUTING_ENGINE: 'valhalla' })).toBeUndefined();
  });

  it('stop the start on an unknown engine or an address that is not http', () => {
    expect(() => parseRouting({ ROUTING_URL: 'http://x:1', ROUTING_ENGINE: 'graphhopper' })).toThrow(
      /ROUTING_ENGINE/,
    );
    expect(() => parseRouting({ ROUTING_URL: 'osrm+http://x:5000' })).toThrow(/ROUTING_URL/);
    expect(() => parseRouting({ ROUTING_URL: 'not a url' })).toThrow(/ROUTING_URL/);
  });
});
