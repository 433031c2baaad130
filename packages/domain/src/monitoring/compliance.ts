import Decimal from 'decimal.js';
import { TEMPERATURE_WAYS, type TemperatureBand, type TemperatureWay } from './types';

/**
 * Temperature compliance of a trip, as a consignee or a report reads it: of the in-transit minutes
 * that readings cover, the share with every watched compartment inside its goods' band, and how many
 * minutes were too warm or too cold.
 */

/** One reading: epoch ms and the value of each compartment (null: no value). */
export type ComplianceReading = { time: number; values: Partial<Record<TemperatureWay, number | null>> };

export type TemperatureCompliance = {
  /** Minutes judged: covered by a reading with a watched compartment that read a value. */
  judgedMinutes: number;
  inBandMinutes: number;
  /** Minutes with some compartment above its band's max. */
  hotMinutes: number;
  /** Minutes with some compartment below its band's min (and none above: hot wins). */
  coldMinutes: number;
  /** inBand / judged, 0..1 with 4 decimals; null when nothing was judged. */
  rate: number | null;
};

/** A reading holds until the next one, but a silent device proves nothing beyond this. */
export const COMPLIANCE_MAX_GAP_MS = 15 * 60_000;

type Verdict = 'in' | 'hot' | 'cold' | null;

function verdictOf(
  reading: ComplianceReading,
  bands: Record<TemperatureWay, TemperatureBand | null>,
): Verdict {
  let judged = false;
  let cold = false;
  for (const way of TEMPERATURE_WAYS) {
    const band = bands[way];
    const value = reading.values[way];
    if (!band || typeof value !== 'number' || !Number.isFinite(value)) continue;
    judged = true;
    if (band.max !== null && value > band.max) return 'hot';
    if (band.min !== null && value < band.min) cold = true;
  }
  if (!judged) return null;
  return cold ? 'cold' : 'in';
}

const minutes = (ms: number) =>
  new Decimal(ms).div(60_000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/**
 * The compliance of the readings taken in transit, from `from` (departure) to `to` (arrival; now while
 * still moving). Each reading holds from its time until the next reading, at most maxGapMs, and never
 * past `to`; the last reading holds until `to` within the same gap. A minute is hot when any watched
 * compartment is above its band (a warm breach spoils goods first, so it wins over a cold one), cold when
 * any is below and none above. Compartments without a band, and readings without a watched value, are not
 * judged, so an unwatched trip has rate null rather than a perfect score.
 */
export function temperatureCompliance(input: {
  readings: readonly ComplianceReading[];
  bands: Record<TemperatureWay, TemperatureBand | null>;
  from: number;
  to: number;
  maxGapMs?: number;
}): TemperatureCompliance {
  const { bands, from, to } = input;
  const maxGap = input.maxGapMs ?? COMPLIANCE_MAX_GAP_MS;
  const points = input.readings
    .filter((r) => Number.isFinite(r.time) && r.time >= from && r.time <= to)
    .slice()
    .sort((a, b) => a.time - b.time);
  const ms = { in: 0, hot: 0, cold: 0 };
  points.forEach((reading, i) => {
    const next = points[i + 1]?.time ?? to;
    const span = Math.min(next, reading.time + maxGap, to) - reading.time;
    const verdict = verdictOf(reading, bands);
    if (verdict && span > 0) ms[verdict] += span;
  });
  const judged = ms.in + ms.hot + ms.cold;
  return {
    judgedMinutes: minutes(judged),
    inBandMinutes: minutes(ms.in),
    hotMinutes: minutes(ms.hot),
    coldMinutes: minutes(ms.cold),
    rate:
      judged === 0
        ? null
        : new Decimal(ms.in).div(judged).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber(),
  };
}
