import type { RoutingConfig } from '../../../config';
import type { RoadPair } from './road-cache';

/**
 * One block of a road matrix from the configured engine: every source to every target, row by row. Both
 * engines answer null for a pair they find no road for; that pair is null here and gets the estimate.
 */

export type Position = { lat: number; lon: number };

/** The engine answered, but not with a table: the whole plan falls back to estimates. */
export class EngineError extends Error {}

/** Longest engine message kept in a warning. */
const MESSAGE_CHARS = 200;

export async function tableBlock(input: {
  routing: RoutingConfig;
  sources: readonly Position[];
  targets: readonly Position[];
  /** Sources and targets are the same list (a block on the diagonal): sent once. */
  same: boolean;
  signal: AbortSignal;
}): Promise<RoadPair[]> {
  return input.routing.engine === 'osrm' ? osrmBlock(input) : valhallaBlock(input);
}

const degrees = (n: number) => n.toFixed(6);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i).join(';');

/**
 * OSRM Table service: GET /table/v1/{profile}/{lon,lat;...}?annotations=duration,distance, with the
 * sources and destinations given as indexes into the coordinates; durations in seconds, distances in
 * metres, as rows of sources. The query is written out rather than URL-encoded: `;` and `,` are its syntax.
 */
async function osrmBlock(input: Parameters<typeof tableBlock>[0]): Promise<RoadPair[]> {
  const { routing, sources, targets, same, signal } = input;
  const coordinates = (same ? sources : [...sources, ...targets])
    .map((p) => `${degrees(p.lon)},${degrees(p.lat)}`)
    .join(';');
  const indexes = same
    ? ''
    : `&sources=${range(0, sources.length)}&destinations=${range(sources.length, targets.length)}`;
  const url = `${routing.url}/table/v1/${encodeURIComponent(routing.profile)}/${coordinates}?annotations=duration,distance${indexes}`;
  const response = await fetch(url, { signal });
  const body = (await readJson(response)) as {
    code?: unknown;
    message?: unknown;
    durations?: unknown;
    distances?: unknown;
  } | null;
  if (!response.ok || body?.code !== 'Ok') {
    throw new EngineError(`answered HTTP ${response.status}${describe(body?.code, body?.message)}`);
  }
  const durations = rows(body.durations, sources.length, targets.length);
  const distances = rows(body.distances, sources.length, targets.length);
  if (!durations || !distances) throw new EngineError('answered a table of another size than asked');
  return durations.map((seconds, i) => {
    const metres = distances[i];
    return seconds === null || metres === null || metres === undefined
      ? null
      : { km: metres / 1000, seconds };
  });
}

/** Valhalla: no path between any of the locations. Only those pairs fall back, not the plan. */
const VALHALLA_NO_PATH = 442;

/**
 * Valhalla matrix: POST /sources_to_targets {sources, targets, costing, units}; the answer's
 * sources_to_targets holds one {from_index, to_index, time (seconds), distance (km)} per pair, in rows
 * (older versions: one flat list), with time and distance null where no road was found.
 */
async function valhallaBlock(input: Parameters<typeof tableBlock>[0]): Promise<RoadPair[]> {
  const { routing, sources, targets, signal } = input;
  const location = (p: Position) => ({ lat: Number(degrees(p.lat)), lon: Number(degrees(p.lon)) });
  const response = await fetch(`${routing.url}/sources_to_targets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sources: sources.map(location),
      targets: targets.map(location),
      costing: routing.profile,
      units: 'kilometers',
    }),
    signal,
  });
  const body = (await readJson(response)) as {
    sources_to_targets?: unknown;
    error_code?: unknown;
    error?: unknown;
  } | null;
  const pairs: RoadPair[] = new Array(sources.length * targets.length).fill(null);
  if (body?.error_code === VALHALLA_NO_PATH) return pairs;
  if (!response.ok || !Array.isArray(body?.sources_to_targets)) {
    throw new EngineError(`answered HTTP ${response.status}${describe(body?.error_code, body?.error)}`);
  }
  const cells = (body.sources_to_targets as unknown[]).flat();
  if (cells.length !== pairs.length) throw new EngineError('answered a table of another size than asked');
  for (const cell of cells as {
    from_index?: unknown;
    to_index?: unknown;
    time?: unknown;
    distance?: unknown;
  }[]) {
    const from = cell?.from_index;
    const to = cell?.to_index;
    if (!isIndex(from, sources.length) || !isIndex(to, targets.length)) {
      throw new EngineError('answered a pair outside the table asked');
    }
    const seconds = figure(cell.time);
    const km = figure(cell.distance);
    pairs[from * targets.length + to] = seconds === null || km === null ? null : { km, seconds };
  }
  return pairs;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok) throw new EngineError('answered something other than JSON');
    return null;
  }
}

const describe = (code: unknown, message: unknown) => {
  const parts = [code, message].filter((p) => typeof p === 'string' || typeof p === 'number');
  return parts.length ? `: ${parts.join(' ').slice(0, MESSAGE_CHARS)}` : '';
};

const figure = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const isIndex = (value: unknown, count: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < count;

/** rows x columns numbers or nulls, flattened row by row; null when the answer is not that shape. */
function rows(value: unknown, rowCount: number, columnCount: number): (number | null)[] | null {
  if (!Array.isArray(value) || value.length !== rowCount) return null;
  const out: (number | null)[] = [];
  for (const row of value) {
    if (!Array.isArray(row) || row.length !== columnCount) return null;
    for (const cell of row) out.push(figure(cell));
  }
  return out;
}
