import type { AlertRule } from './alert-rules';
import type { AlertEvent, Evaluation, MonitorContext, MonitorStation, TelemetryReading } from './types';

/** Small factories for the monitoring tests. Times are minutes after T0. */
export const T0 = Date.UTC(2026, 5, 1, 0, 0, 0);
export const min = (m: number) => T0 + m * 60_000;

/** A warehouse and two stores in Shanghai, a few kilometres apart; ROAD lies on the leg W → S1. */
export const WAREHOUSE: MonitorStation = {
  stationId: 'W',
  lat: 31.2,
  lon: 121.4,
  fenceDistanceM: 500,
  warehouse: true,
};
export const STORE1: MonitorStation = { stationId: 'S1', lat: 31.25, lon: 121.5, fenceDistanceM: 300 };
export const STORE2: MonitorStation = { stationId: 'S2', lat: 31.3, lon: 121.6, fenceDistanceM: null };
export const ROAD = { lat: 31.225, lon: 121.45 };
/** About 8 km from the route W → S1 → S2. */
export const OFF_ROUTE = { lat: 31.3, lon: 121.4 };

export const context = (over: Partial<MonitorContext> = {}): MonitorContext => ({
  shipmentId: 'SH1',
  stations: [WAREHOUSE, STORE1, STORE2],
  inTransit: true,
  ...over,
});

export const rule = (over: Partial<AlertRule> & Pick<AlertRule, 'type'>): AlertRule => ({
  id: `r-${over.type}`,
  code: `R-${over.type}`,
  name: over.type,
  status: 'enabled',
  zones: [],
  stationType: null,
  scenario: null,
  speedLimitKmh: null,
  overspeedMinutes: null,
  overTempMinutesWarehouse: null,
  overTempMinutesRoute: null,
  overTempCounting: 'consecutive',
  doorGraceMinutes: null,
  fenceDistanceM: null,
  doorOpenMinutes: null,
  parkingMinutes: null,
  fatigueDrivingMinutes: null,
  fatigueRestMinutes: null,
  gpsLossMinutes: null,
  delayMinutes: null,
  levels: { slight: null, moderate: null, serious: null },
  informDriver: false,
  informRoles: [],
  informContent: null,
  inAssessment: false,
  ...over,
});

/** A reading at minute m, on the road at 60 km/h with the door shut, unless told otherwise. */
export const reading = (m: number, over: Partial<TelemetryReading> = {}): TelemetryReading => ({
  deviceNumber: 'DEV1',
  time: min(m),
  lat: ROAD.lat,
  lon: ROAD.lon,
  speedKmh: 60,
  doorOpen: false,
  ...over,
});

/** Way-1 temperature reading. */
export const temp = (m: number, t1: number | null, over: Partial<TelemetryReading> = {}) =>
  reading(m, { temperatures: [t1, null, null, null], ...over });

/** Runs readings one by one through an evaluator, collecting the events. */
export function run<S, R>(
  evaluate: (state: S | null, input: R) => Evaluation<S>,
  inputs: readonly R[],
  start: S | null = null,
): { state: S | null; events: AlertEvent[] } {
  let state = start;
  const events: AlertEvent[] = [];
  for (const input of inputs) {
    const result = evaluate(state, input);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}
