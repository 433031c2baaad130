import { type SeriesPoint, TEMPERATURE_WAYS, type TemperatureBand, type TemperatureWay } from '@tms/domain';
import type { TraceReading } from './repository';

/**
 * A shipment's trace as the temperature screens show it: one series per compartment, the band each
 * is held to, and the track marked in or out of band.
 */

/** At most this many points per probe (and on the track) unless the raw trace is asked for. */
export const MAX_TRACE_POINTS = 2_000;

const TEMP_FIELDS = ['temp1', 'temp2', 'temp3', 'temp4'] as const;

export const wayValue = (reading: TraceReading, way: TemperatureWay): number | null => {
  const value = reading[TEMP_FIELDS[way - 1] as (typeof TEMP_FIELDS)[number]];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** One compartment's readings as a series (epoch ms), readings without a value left out. */
export function waySeries(readings: readonly TraceReading[], way: TemperatureWay): SeriesPoint[] {
  const out: SeriesPoint[] = [];
  for (const r of readings) {
    const value = wayValue(r, way);
    if (value !== null) out.push({ time: r.time.getTime(), value });
  }
  return out;
}

const outside = (value: number, band: TemperatureBand) =>
  (band.min !== null && value < band.min) || (band.max !== null && value > band.max);

/**
 * Whether a reading is in band: every watched compartment that read a value is inside its band.
 * null when no watched compartment read anything (nothing to judge).
 */
export function readingInBand(
  reading: TraceReading,
  bands: Record<TemperatureWay, TemperatureBand | null>,
): boolean | null {
  let judged = false;
  for (const way of TEMPERATURE_WAYS) {
    const band = bands[way];
    const value = wayValue(reading, way);
    if (!band || value === null) continue;
    judged = true;
    if (outside(value, band)) return false;
  }
  return judged ? true : null;
}

export type TrackPoint = { time: number; lat: number; lon: number; inBand: boolean | null };

/**
 * Thins a track to at most maxPoints: the first and last points and every change between in and out
 * of band are kept (so a red stretch never vanishes), and the rest evenly. Should the changes alone
 * exceed the cap, they are thinned evenly too.
 */
export function thinTrack(points: readonly TrackPoint[], maxPoints: number): TrackPoint[] {
  const n = points.length;
  if (n <= maxPoints) return points.slice();
  if (maxPoints <= 0) return [];
  const keep = new Set<number>([0, n - 1]);
  for (let i = 1; i < n; i++) {
    if (points[i]?.inBand !== points[i - 1]?.inBand) {
      keep.add(i - 1);
      keep.add(i);
    }
  }
  let kept = [...keep].sort((a, b) => a - b);
  if (kept.length > maxPoints) kept = evenly(kept, maxPoints);
  const room = maxPoints - kept.length;
  if (room > 0) {
    const step = n / (room + 1);
    for (let k = 1; k <= room; k++) keep.add(Math.min(n - 1, Math.floor(k * step)));
    kept = [...keep].sort((a, b) => a - b);
    if (kept.length > maxPoints) kept = evenly(kept, maxPoints);
  }
  return kept.map((i) => points[i] as TrackPoint);
}

/** maxPoints of the items, first and last included, evenly spaced. */
function evenly<T>(items: readonly T[], maxPoints: number): T[] {
  if (maxPoints === 1) return [items[0] as T];
  const step = (items.length - 1) / (maxPoints - 1);
  return Array.from({ length: maxPoints }, (_, k) => items[Math.round(k * step)] as T);
}
