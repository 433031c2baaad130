import type { AlertSpan, WaySeries } from './types';

/**
 * What one compartment's chart draws, as plain data (so it is testable without a canvas): the x and y
 * columns uPlot takes, the band, and the alert spans of that compartment clipped to the series' time.
 */
export type ChartModel = {
  way: number;
  xs: number[];
  ys: number[];
  band: { min: number | null; max: number | null };
  spans: { from: number; to: number; level: string }[];
  /** The y range: the values and the band's limits, with a little room. */
  yRange: [number, number];
};

export function chartModel(series: WaySeries, alerts: readonly AlertSpan[]): ChartModel {
  const xs = series.points.map((p) => p.time);
  const ys = series.points.map((p) => p.value);
  const first = xs[0] ?? 0;
  const last = xs.at(-1) ?? first;
  const spans = alerts
    .filter((a) => a.way === series.way)
    .map((a) => ({
      from: Math.max(a.startTime, first),
      to: Math.min(a.endTime ?? last, last),
      level: a.level,
    }))
    .filter((s) => s.to >= s.from);
  const limits = [...ys, series.bandMin, series.bandMax].filter((v): v is number => typeof v === 'number');
  let low = limits.length ? Math.min(...limits) : 0;
  let high = limits.length ? Math.max(...limits) : 1;
  if (low === high) {
    low -= 1;
    high += 1;
  }
  const room = (high - low) * 0.08;
  return {
    way: series.way,
    xs,
    ys,
    band: { min: series.bandMin, max: series.bandMax },
    spans,
    yRange: [low - room, high + room],
  };
}
