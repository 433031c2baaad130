import Decimal from 'decimal.js';
import { formatMeasure } from '../format/measures';
import { minutesText } from './alert-core';
import type { TemperatureBand } from './types';

/**
 * Time series for the screens: thinning a long trace to what a chart can show, and the temperature
 * summary of a trace (the shipment's temperature report).
 */

/** One point of a series: epoch milliseconds and a value. */
export type SeriesPoint = { time: number; value: number };

/**
 * Largest-triangle-three-buckets downsampling to at most maxPoints points. The first and last points are
 * always kept; the points between are split into maxPoints − 2 buckets and from each the point that
 * makes the largest triangle with the point kept before it and the average of the next bucket is kept,
 * so peaks and troughs (a temperature excursion) survive thinning. Points are returned as given (extra
 * fields kept), in order. The series is expected in time order. maxPoints 1 keeps the first point, 0
 * or less none; a series already short enough is returned whole (as a copy).
 */
export function lttb<T extends SeriesPoint>(points: readonly T[], maxPoints: number): T[] {
  const n = points.length;
  const target = Math.floor(maxPoints);
  if (target >= n) return points.slice();
  if (target <= 0) return [];
  const first = points[0] as T;
  const last = points[n - 1] as T;
  if (target === 1) return [first];
  if (target === 2) return [first, last];
  const every = (n - 2) / (target - 2);
  const out: T[] = [first];
  let a = first;
  for (let i = 0; i < target - 2; i++) {
    // Average of the next bucket (for the last bucket: the last point).
    const nextStart = Math.floor((i + 1) * every) + 1;
    const nextEnd = Math.min(Math.floor((i + 2) * every) + 1, n);
    let avgX = 0;
    let avgY = 0;
    for (let j = nextStart; j < nextEnd; j++) {
      avgX += (points[j] as T).time;
      avgY += (points[j] as T).value;
    }
    const count = nextEnd - nextStart;
    avgX /= count;
    avgY /= count;
    // The point of this bucket making the largest triangle.
    const start = Math.floor(i * every) + 1;
    const end = Math.floor((i + 1) * every) + 1;
    let best = points[start] as T;
    let bestArea = -1;
    for (let j = start; j < end; j++) {
      const p = points[j] as T;
      const area = Math.abs((a.time - avgX) * (p.value - a.value) - (a.time - p.time) * (avgY - a.value));
      if (area > bestArea) {
        bestArea = area;
        best = p;
      }
    }
    out.push(best);
    a = best;
  }
  out.push(last);
  return out;
}

export type TemperatureSummary = {
  count: number;
  /** °C rounded for people (format/measures: a tenth); null for an empty series. */
  min: string | null;
  max: string | null;
  /** Mean of the readings, summed exactly, then rounded as the extremes. */
  average: string | null;
  /** Minutes out of the band, 2 decimals. */
  minutesOutOfRange: string;
  /** Share of the covered time in the band, percent with 2 decimals; null for an empty series. */
  compliancePercent: string | null;
};

const outside = (value: number, band: TemperatureBand | null) =>
  band !== null && ((band.min !== null && value < band.min) || (band.max !== null && value > band.max));

/**
 * The temperature report of one way: extremes, mean, time out of the band and the share of time in it.
 * Time between readings belongs to the earlier one (it holds until the next), so the covered time runs
 * from the first reading to the last; a single reading counts as 100 % or 0 %. Non-numbers are skipped;
 * the series is taken in time order (sorted if need be). A null band means nothing is out of range.
 */
export function temperatureSummary(
  series: readonly SeriesPoint[],
  band: TemperatureBand | null,
): TemperatureSummary {
  const points = series
    .filter((p) => Number.isFinite(p.time) && Number.isFinite(p.value))
    .slice()
    .sort((x, y) => x.time - y.time);
  if (points.length === 0) {
    return {
      count: 0,
      min: null,
      max: null,
      average: null,
      minutesOutOfRange: minutesText(0),
      compliancePercent: null,
    };
  }
  let min = new Decimal(points[0]?.value as number);
  let max = min;
  let sum = new Decimal(0);
  let outMs = 0;
  points.forEach((p, i) => {
    const v = new Decimal(p.value);
    if (v.lt(min)) min = v;
    if (v.gt(max)) max = v;
    sum = sum.plus(v);
    const next = points[i + 1];
    if (next && outside(p.value, band)) outMs += next.time - p.time;
  });
  const first = points[0] as SeriesPoint;
  const last = points[points.length - 1] as SeriesPoint;
  const span = last.time - first.time;
  const compliance =
    span === 0
      ? new Decimal(outside(first.value, band) ? 0 : 100)
      : new Decimal(span - outMs).div(span).times(100);
  return {
    count: points.length,
    min: formatMeasure('temperature', min.toNumber()),
    max: formatMeasure('temperature', max.toNumber()),
    average: formatMeasure('temperature', sum.div(points.length).toDecimalPlaces(6).toNumber()),
    minutesOutOfRange: minutesText(outMs),
    compliancePercent: compliance.toFixed(2, Decimal.ROUND_HALF_UP),
  };
}
