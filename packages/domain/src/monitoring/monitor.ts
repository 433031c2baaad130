import { closedEvent, isNewer, type OpenAlert, scopeOf } from './alert-core';
import type { AlertRule } from './alert-rules';
import { type DeferCheck, type DeferState, evaluateDefer } from './defer';
import { type ArriveLeaveState, evaluateArriveLeave, evaluateGeoFence, type GeoFenceState } from './fences';
import { placeOf } from './geo';
import { checkGpsLoss, evaluateGpsLoss, type GpsLossState } from './gps-loss';
import {
  type DoorState,
  evaluateDoor,
  evaluateFatigue,
  evaluateSpeed,
  evaluateStop,
  type FatigueState,
  type SpeedState,
  type StopState,
} from './motion';
import { evaluateTemperature, type TemperatureState } from './temperature';
import type {
  AlertEvent,
  AlertRuleType,
  Evaluation,
  GeoPoint,
  MonitorContext,
  TelemetryReading,
  TemperatureWay,
} from './types';

/**
 * One shipment's monitoring state and the calls the server makes: every reading of its vehicle goes
 * through evaluateReading with the rules in force, the scheduled job calls checkGpsLossAll, each new
 * prediction goes through evaluateDeferAll, and finishing the shipment calls closeAllAlerts.
 *
 * Readings of a vehicle are evaluated in time order. A reading older than (or as old as) the last one
 * taken is ignored by every state machine: it comes too late to change what was already decided, and
 * taking it would make the outcome depend on arrival order. The state is plain JSON (numbers, strings,
 * booleans, null): it is written out after each call and read back after a restart, and it is small
 * (a few kilobytes per shipment).
 */

export type RuleState =
  | TemperatureState
  | SpeedState
  | StopState
  | DoorState
  | FatigueState
  | GeoFenceState
  | ArriveLeaveState
  | GpsLossState
  | DeferState;

export type MonitorState = {
  version: 1;
  /** The last reading taken. */
  lastTime: number | null;
  lastPlace: GeoPoint | null;
  /** Each rule's state, by rule id. */
  rules: Record<string, RuleState>;
};

export const initialMonitorState = (): MonitorState => ({
  version: 1,
  lastTime: null,
  lastPlace: null,
  rules: {},
});

function stateFor<S extends RuleState>(state: MonitorState, rule: AlertRule): S | null {
  const found = state.rules[rule.id];
  // A rule whose type changed starts afresh.
  return found && found.type === rule.type ? (found as S) : null;
}

function stepRule(
  ruleState: RuleState | null,
  reading: TelemetryReading,
  rule: AlertRule,
  context: MonitorContext,
): Evaluation<RuleState> | null {
  switch (rule.type) {
    case 'temp':
      return evaluateTemperature(ruleState as TemperatureState | null, reading, rule, context);
    case 'speed':
      return evaluateSpeed(ruleState as SpeedState | null, reading, rule, context);
    case 'stop':
      return evaluateStop(ruleState as StopState | null, reading, rule, context);
    case 'door':
      return evaluateDoor(ruleState as DoorState | null, reading, rule, context);
    case 'tired':
      return evaluateFatigue(ruleState as FatigueState | null, reading, rule, context);
    case 'geo':
      return evaluateGeoFence(ruleState as GeoFenceState | null, reading, rule, context);
    case 'arriveLeave':
      return evaluateArriveLeave(ruleState as ArriveLeaveState | null, reading, rule, context);
    case 'gpsLoss':
      return evaluateGpsLoss(ruleState as GpsLossState | null, reading, rule, context);
    case 'defer':
      // Delay works on predictions, not readings: evaluateDeferAll.
      return null;
  }
}

/**
 * One reading through every enabled rule, in the order given; several alerts may come of one reading.
 * A rule not given keeps its state untouched (closeAllAlerts ends what it left open).
 */
export function evaluateReading(
  state: MonitorState,
  reading: TelemetryReading,
  rules: readonly AlertRule[],
  context: MonitorContext,
): Evaluation<MonitorState> {
  if (!isNewer(state.lastTime, reading.time)) return { state, events: [] };
  const next: Record<string, RuleState> = { ...state.rules };
  const events: AlertEvent[] = [];
  for (const rule of rules) {
    if (rule.status !== 'enabled') continue;
    const result = stepRule(stateFor(state, rule), reading, rule, context);
    if (!result) continue;
    next[rule.id] = result.state;
    events.push(...result.events);
  }
  return {
    state: {
      version: 1,
      lastTime: reading.time,
      lastPlace: placeOf(reading) ?? state.lastPlace,
      rules: next,
    },
    events,
  };
}

/** Readings one after another (the same outcome as one evaluateReading call each). */
export function evaluateReadings(
  state: MonitorState,
  readings: readonly TelemetryReading[],
  rules: readonly AlertRule[],
  context: MonitorContext,
): Evaluation<MonitorState> {
  // The same steps as evaluateReading, on one working copy of the rule states instead of a fresh copy per
  // reading (each rule reads its own entry before writing it, so the outcome is the same).
  const next: Record<string, RuleState> = { ...state.rules };
  const events: AlertEvent[] = [];
  let lastTime = state.lastTime;
  let lastPlace = state.lastPlace;
  let changed = false;
  for (const reading of readings) {
    if (!isNewer(lastTime, reading.time)) continue;
    const view: MonitorState = { version: 1, lastTime, lastPlace, rules: next };
    for (const rule of rules) {
      if (rule.status !== 'enabled') continue;
      const result = stepRule(stateFor(view, rule), reading, rule, context);
      if (!result) continue;
      next[rule.id] = result.state;
      for (const event of result.events) events.push(event);
    }
    lastTime = reading.time;
    lastPlace = placeOf(reading) ?? lastPlace;
    changed = true;
  }
  if (!changed) return { state, events };
  return { state: { version: 1, lastTime, lastPlace, rules: next }, events };
}

/** The scheduled GPS-loss check of every enabled GPS-loss rule at `now`. */
export function checkGpsLossAll(
  state: MonitorState,
  now: number,
  rules: readonly AlertRule[],
  context: MonitorContext,
): Evaluation<MonitorState> {
  const next: Record<string, RuleState> = { ...state.rules };
  const events: AlertEvent[] = [];
  for (const rule of rules) {
    if (rule.status !== 'enabled' || rule.type !== 'gpsLoss') continue;
    const result = checkGpsLoss(stateFor<GpsLossState>(state, rule), now, rule, context);
    next[rule.id] = result.state;
    events.push(...result.events);
  }
  return { state: { ...state, rules: next }, events };
}

/** A new set of predictions through every enabled delay rule. */
export function evaluateDeferAll(
  state: MonitorState,
  check: DeferCheck,
  rules: readonly AlertRule[],
  context: MonitorContext,
): Evaluation<MonitorState> {
  const next: Record<string, RuleState> = { ...state.rules };
  const events: AlertEvent[] = [];
  for (const rule of rules) {
    if (rule.status !== 'enabled' || rule.type !== 'defer') continue;
    const result = evaluateDefer(stateFor<DeferState>(state, rule), check, rule, context);
    next[rule.id] = result.state;
    events.push(...result.events);
  }
  return { state: { ...state, rules: next }, events };
}

type OpenPart = { way: TemperatureWay | null; stationId: string | null; alert: OpenAlert };

/** The alerts a rule's state holds open. */
export function openAlertsOf(ruleState: RuleState): OpenPart[] {
  switch (ruleState.type) {
    case 'temp':
      return Object.entries(ruleState.ways).flatMap(([way, ws]) =>
        ws?.alert ? [{ way: Number(way) as TemperatureWay, stationId: null, alert: ws.alert }] : [],
      );
    case 'speed':
    case 'stop':
    case 'door':
    case 'geo':
      return ruleState.watch.alert ? [{ way: null, stationId: null, alert: ruleState.watch.alert }] : [];
    case 'tired':
    case 'gpsLoss':
      return ruleState.alert ? [{ way: null, stationId: null, alert: ruleState.alert }] : [];
    case 'defer':
      return Object.entries(ruleState.alerts).map(([stationId, alert]) => ({ way: null, stationId, alert }));
    case 'arriveLeave':
      return [];
  }
}

/**
 * The shipment is finished (or monitoring stops): every open alert closes at `time`, where the vehicle
 * was last seen, and the rule states are cleared.
 */
export function closeAllAlerts(
  state: MonitorState,
  time: number,
  context: MonitorContext,
): Evaluation<MonitorState> {
  const events: AlertEvent[] = [];
  for (const [ruleId, ruleState] of Object.entries(state.rules)) {
    const rule = { id: ruleId, type: ruleState.type as AlertRuleType };
    for (const part of openAlertsOf(ruleState)) {
      events.push(closedEvent(scopeOf(context, rule, part), part.alert, time, state.lastPlace));
    }
  }
  return { state: { ...state, rules: {} }, events };
}
