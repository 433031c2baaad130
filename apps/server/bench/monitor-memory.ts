/**
 * npm run bench:monitor-memory — the evaluation state budget: the domain's monitoring state of 10,000
 * vehicles held in memory takes at most 200 MB. Each vehicle's state is built as the server builds it
 * (initialMonitorState, then evaluateReadings over its trace with one rule of each of the nine types,
 * then a late arrival prediction through the delay rule), stopped halfway through the trip, parked with
 * the door open, when it holds the most open alerts. Heap used is read after a full GC before and after
 * (run with --expose-gc). Printed, not asserted. BENCH_VEHICLES overrides the count.
 */

import { performance } from 'node:perf_hooks';
import {
  type AlertRule,
  evaluateDeferAll,
  evaluateReadings,
  initialMonitorState,
  type MonitorContext,
  type MonitorState,
  openAlertsOf,
  type TelemetryReading,
} from '@tms/domain';
import { STORE, tracePoint, WAREHOUSE } from './monitor-trace';
import { loadAverage } from './shared';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 10_000);
/** A one-hour trip, a reading every 10 s; the state is taken just past halfway. */
const TRIP_READINGS = 360;
const TAKEN = Math.round(TRIP_READINGS * 0.52);
const STEP_MS = 10_000;
const T0 = Date.UTC(2030, 0, 2, 2, 0, 0);

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  process.stderr.write('run with node --expose-gc (npm run bench:monitor-memory does)\n');
  process.exit(1);
}

const base: Omit<AlertRule, 'id' | 'type' | 'code' | 'name'> = {
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
};
const ruleOf = (type: AlertRule['type'], over: Partial<AlertRule>): AlertRule => ({
  ...base,
  id: `00000000-0000-4000-8000-00000000000${type.length}-${type}`,
  code: `AR-${type}`,
  name: type,
  type,
  ...over,
});
/** The same thresholds as the ingest bench's rules. */
const RULES: AlertRule[] = [
  ruleOf('temp', {
    zones: [
      { way: 1, min: -25, max: -15 },
      { way: 2, min: 0, max: 5 },
    ],
    overTempMinutesWarehouse: 10,
    overTempMinutesRoute: 3,
    doorGraceMinutes: 1,
  }),
  ruleOf('speed', {
    speedLimitKmh: 90,
    overspeedMinutes: 2,
    levels: { slight: 0, moderate: null, serious: 30 },
  }),
  ruleOf('stop', { parkingMinutes: 3 }),
  ruleOf('door', { doorOpenMinutes: 1 }),
  ruleOf('gpsLoss', { gpsLossMinutes: 20 }),
  ruleOf('defer', { delayMinutes: 5 }),
  ruleOf('arriveLeave', {}),
  ruleOf('tired', { fatigueDrivingMinutes: 10, fatigueRestMinutes: 5 }),
  ruleOf('geo', { fenceDistanceM: 3000 }),
];

function trace(vehicle: number): TelemetryReading[] {
  return Array.from({ length: TAKEN }, (_, k) => {
    const p = tracePoint(k / TRIP_READINGS + (vehicle % 10) * 0.002);
    return {
      deviceNumber: `DEV${vehicle}`,
      time: T0 + k * STEP_MS,
      lat: p.lat,
      lon: p.lon,
      speedKmh: p.speed,
      heading: 90,
      temperatures: p.temps,
      doorOpen: p.door,
      ignition: true,
    };
  });
}

function stateOf(vehicle: number): MonitorState {
  const shipmentId = `sh-${vehicle.toString(16).padStart(8, '0')}-bench`;
  const context: MonitorContext = {
    shipmentId,
    stations: [
      { stationId: `st-w-${vehicle % 50}`, ...WAREHOUSE, fenceDistanceM: 500, warehouse: true },
      { stationId: `st-s-${vehicle}`, ...STORE, fenceDistanceM: 300 },
    ],
    goodsBands: { 1: { min: -25, max: -15 }, 2: { min: 0, max: 5 } },
    inTransit: true,
    departedAt: T0 - 5 * 60_000,
  };
  const readings = trace(vehicle);
  const evaluated = evaluateReadings(initialMonitorState(), readings, RULES, context);
  const last = readings.at(-1) as TelemetryReading;
  // The store predicted late: the delay rule opens its alert.
  return evaluateDeferAll(
    evaluated.state,
    {
      time: last.time,
      place: { lat: last.lat as number, lon: last.lon as number },
      stops: [
        { stationId: `st-s-${vehicle}`, predictedArrival: T0 + 90 * 60_000, plannedEta: T0 + 10 * 60_000 },
      ],
    },
    RULES,
    context,
  ).state;
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

gc();
const before = process.memoryUsage().heapUsed;
const states: MonitorState[] = [];
const began = performance.now();
for (let v = 0; v < VEHICLES; v++) states.push(stateOf(v));
const seconds = (performance.now() - began) / 1000;
gc();
const after = process.memoryUsage().heapUsed;
const used = after - before;
const openAlerts = states.reduce(
  (n, s) => n + Object.values(s.rules).reduce((m, r) => m + openAlertsOf(r).length, 0),
  0,
);
const jsonBytes = states.reduce((n, s) => n + JSON.stringify(s).length, 0);
process.stdout.write(
  `monitor state: ${mb(used)} MB heap for ${VEHICLES.toLocaleString('en-US')} vehicles ` +
    `(${Math.round(used / VEHICLES).toLocaleString('en-US')} bytes each; budget 200 MB for 10,000)\n` +
    `               nine rule types, ${(openAlerts / VEHICLES).toFixed(1)} open alerts per vehicle, ` +
    `${Math.round(jsonBytes / VEHICLES).toLocaleString('en-US')} bytes of JSON each\n` +
    `               built in ${seconds.toFixed(1)} s (${Math.round((VEHICLES * TAKEN) / seconds).toLocaleString('en-US')} readings/s through evaluateReadings)   load average ${loadAverage()}\n`,
);
process.exit(0);
