import Decimal from 'decimal.js';
import { haversineMetres, placeOf } from './geo';
import type { GeoPoint } from './types';

/**
 * Predicted arrival at the remaining stops, and whether a prediction is an ETA exception. One simple,
 * explainable predictor: the straight (haversine) distance of each leg times a road factor, driven at
 * one speed (the vehicle's observed average, or a default), plus each stop's service time before the
 * next leg. Times are epoch milliseconds.
 */

/** Roads are longer than the straight line: the usual factor for road networks. */
export const DEFAULT_ROAD_FACTOR = 1.3;
/** Speed used when none has been observed, km/h (mixed urban and highway cold-chain delivery). */
export const DEFAULT_ETA_SPEED_KMH = 40;
/** An observed average below this (a vehicle standing in a yard) is not trusted: the default is used. */
export const MIN_OBSERVED_SPEED_KMH = 5;

export type EtaStop = {
  stationId: string;
  lat: number;
  lon: number;
  /** Minutes spent at the stop (load, unload, handover) before leaving for the next. */
  serviceMinutes?: number | null;
};

export type EtaInput = {
  now: number;
  position: GeoPoint;
  /** The stops still to visit, in order. */
  stops: readonly EtaStop[];
  /** The vehicle's observed average speed, km/h (see averageSpeedKmh). */
  observedSpeedKmh?: number | null;
  defaultSpeedKmh?: number | null;
  roadFactor?: number | null;
};

export type PredictedArrival = {
  stationId: string;
  /** Road distance of the leg into this stop, km, 3 decimals. */
  legKm: string;
  predictedArrival: number;
  predictedDeparture: number;
};

/** The speed the prediction drives at: the observed average when trustworthy, else the default. */
export function etaSpeedKmh(observed: number | null | undefined, fallback?: number | null): number {
  if (typeof observed === 'number' && Number.isFinite(observed) && observed >= MIN_OBSERVED_SPEED_KMH)
    return observed;
  return typeof fallback === 'number' && Number.isFinite(fallback) && fallback > 0
    ? fallback
    : DEFAULT_ETA_SPEED_KMH;
}

/**
 * Predicted arrival and departure of each remaining stop, in order. Legs accumulate exactly (decimal
 * milliseconds); each time is rounded to the whole second.
 */
export function predictArrivals(input: EtaInput): PredictedArrival[] {
  const speed = new Decimal(etaSpeedKmh(input.observedSpeedKmh, input.defaultSpeedKmh));
  const factor = new Decimal(
    typeof input.roadFactor === 'number' && input.roadFactor > 0 ? input.roadFactor : DEFAULT_ROAD_FACTOR,
  );
  const toSecond = (ms: Decimal) =>
    ms.div(1000).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(1000).toNumber();
  let clock = new Decimal(input.now);
  let from: GeoPoint = input.position;
  return input.stops.map((stop) => {
    const legKm = new Decimal(haversineMetres(from, stop)).div(1000).times(factor);
    clock = clock.plus(legKm.div(speed).times(3_600_000));
    const predictedArrival = toSecond(clock);
    clock = clock.plus(new Decimal(Math.max(0, stop.serviceMinutes ?? 0)).times(60_000));
    from = stop;
    return {
      stationId: stop.stationId,
      legKm: legKm.toFixed(3, Decimal.ROUND_HALF_UP),
      predictedArrival,
      predictedDeparture: toSecond(clock),
    };
  });
}

/**
 * The average speed of a stretch of readings (in time order), km/h: the odometer's distance when both
 * ends have one, else the haversine path through the positions, over the elapsed time. Null when the
 * stretch has no duration or no distance can be read.
 */
export function averageSpeedKmh(
  readings: readonly { time: number; lat: number | null; lon: number | null; odometerKm?: number | null }[],
): number | null {
  if (readings.length < 2) return null;
  const first = readings[0] as (typeof readings)[number];
  const last = readings[readings.length - 1] as (typeof readings)[number];
  const hours = new Decimal(last.time - first.time).div(3_600_000);
  if (hours.lte(0)) return null;
  let km: Decimal | null = null;
  if (
    typeof first.odometerKm === 'number' &&
    typeof last.odometerKm === 'number' &&
    last.odometerKm >= first.odometerKm
  ) {
    km = new Decimal(last.odometerKm).minus(first.odometerKm);
  } else {
    let metres = new Decimal(0);
    let prev: GeoPoint | null = null;
    for (const r of readings) {
      const p = placeOf(r);
      if (!p) continue;
      if (prev) metres = metres.plus(haversineMetres(prev, p));
      prev = p;
    }
    km = metres.div(1000);
  }
  return km.div(hours).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}

export type EtaException = {
  /** Minutes the prediction is after the latest acceptable arrival (negative: still ahead of it). */
  lateMinutes: number;
  /** The latest acceptable arrival: the later of the planned ETA and the window's end. */
  deadline: number;
  basis: 'plannedEta' | 'windowEnd';
};

/**
 * An ETA exception: the predicted arrival is later than the latest acceptable arrival by more than the
 * delay minutes. The latest acceptable arrival is the planned ETA, or the end of the stop's receiving
 * window when that is later (arriving inside the window is on time). A negative delay warns ahead: with
 * −30 the exception is raised once the prediction comes within 30 minutes of the deadline. Null when
 * there is no exception or nothing to compare with.
 */
export function etaException(
  predicted: number,
  plannedEta: number | null | undefined,
  windowEnd: number | null | undefined,
  deferMinutes: number,
): EtaException | null {
  const planned = typeof plannedEta === 'number' && Number.isFinite(plannedEta) ? plannedEta : null;
  const window = typeof windowEnd === 'number' && Number.isFinite(windowEnd) ? windowEnd : null;
  if (!Number.isFinite(predicted) || (planned === null && window === null)) return null;
  const basis = planned === null || (window !== null && window > planned) ? 'windowEnd' : 'plannedEta';
  const deadline = basis === 'windowEnd' ? (window as number) : (planned as number);
  const lateMs = predicted - deadline;
  if (lateMs <= deferMinutes * 60_000) return null;
  return {
    lateMinutes: new Decimal(lateMs).div(60_000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
    deadline,
    basis,
  };
}
