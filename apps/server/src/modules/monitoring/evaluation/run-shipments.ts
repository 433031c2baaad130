import {
  type AlertEvent,
  alertKey,
  closeAllAlerts,
  type FenceEvent,
  initialMonitorState,
  type MonitorState,
  type OpenAlert,
  openAlertsOf,
  type PushMessages,
  roundMeasureOrNull,
} from '@tms/domain';
import type { Db, DbOrTx } from '../../../platform/db';
import { emit } from '../../../platform/jobs';
import type { PushHub } from '../../../platform/push';
import { openAlertsOfShipments } from '../alerts/open-alerts';
import { loadContexts, type ShipmentContext } from './context';
import * as repo from './repository';
import { enabledRules, type RuleInForce } from './rules-in-force';
import { fenceChange, type Happened, type Pushes, writeAlertEvents } from './write-events';

/** What the evaluation needs of the app: the database and the push channel. */
export type EvalDeps = { db: Db; push: PushHub };

/** The last reading of a batch, for the live board. */
export type Live = {
  time: number;
  lat: number | null;
  lon: number | null;
  speedKmh: number | null;
  temps: (number | null)[];
  doorOpen: boolean | null;
};

export type Stored = { state: MonitorState; etaAt: number | null };

export type StepResult = {
  state: MonitorState;
  events: AlertEvent[];
  exceptions?: repo.ExceptionEtaWrite[];
  /** When the arrivals were predicted in this step (null: not predicted). */
  etaAt?: number | null;
  live?: Live | null;
};

/** One shipment's step: its context and stored state in, its next state and what happened out. */
export type ShipmentStep = (
  context: ShipmentContext,
  stored: Stored,
  stopChanges: Map<number, repo.StopChange>,
) => StepResult | null;

export type AfterCommit = Pushes & {
  positions: { centerId: string | null; shipmentId: string; data: PushMessages['monitor.position'] }[];
  exceptionEtas: { centerId: string | null; data: PushMessages['monitor.exceptionEta'] }[];
};

export function readState(raw: Record<string, unknown> | null | undefined): MonitorState {
  return raw && raw.version === 1 ? (raw as unknown as MonitorState) : initialMonitorState();
}

/**
 * Fence events of a step onto the context's stops, at once: the same step's prediction then no longer
 * counts a stop just reached.
 */
export function applyFences(
  context: ShipmentContext,
  events: readonly AlertEvent[],
  stopChanges: Map<number, repo.StopChange>,
): void {
  for (const event of events) {
    if (event.kind === 'arrived' || event.kind === 'left')
      fenceChange(context, event as FenceEvent, stopChanges);
  }
}

/**
 * A rule no longer in force (disabled, removed, or no longer the shipment's temperature rule) would
 * otherwise leave its alerts open for good: they close where the vehicle was last seen.
 */
export function closeRetiredRules(
  state: MonitorState,
  rules: readonly RuleInForce[],
  time: number,
  context: ShipmentContext,
): { state: MonitorState; events: AlertEvent[] } {
  const inForce = new Set(rules.map((r) => r.id));
  const retired = Object.entries(state.rules).filter(([id]) => !inForce.has(id));
  if (retired.length === 0) return { state, events: [] };
  const closed = closeAllAlerts({ ...state, rules: Object.fromEntries(retired) }, time, context.monitor);
  const kept = Object.fromEntries(Object.entries(state.rules).filter(([id]) => inForce.has(id)));
  return { state: { ...state, rules: kept }, events: closed.events };
}

/**
 * Runs a step over each shipment inside the caller's transaction, which already holds the vehicles'
 * locks: the rules in force and the contexts are read in a few batched queries, the states under the
 * locks in one, and everything that came of it (states, alerts, logs, counts, stops, exception ETAs) is
 * written in a few statements. Answers what to push once the transaction commits.
 */
export async function runShipments(
  tx: DbOrTx,
  cacheKey: object,
  heads: readonly repo.ShipmentHead[],
  step: ShipmentStep,
): Promise<AfterCommit> {
  const after: AfterCommit = { alerts: [], raised: [], positions: [], exceptionEtas: [] };
  if (heads.length === 0) return after;
  const rules = await enabledRules(tx, cacheKey);
  const contexts = await loadContexts(tx, cacheKey, heads, rules);
  const stored = new Map(
    (await repo.statesOf(tx, [...contexts.keys()])).map((s) => [
      s.shipmentId,
      { state: readState(s.state), etaAt: s.etaAt ? s.etaAt.getTime() : null },
    ]),
  );
  const happened: Happened[] = [];
  const states: repo.StateWrite[] = [];
  const exceptions: repo.ExceptionEtaWrite[] = [];
  const stopChanges = new Map<number, repo.StopChange>();
  const centers = new Map<string, string | null>();
  const openNow = new Map<string, OpenAlert>();
  for (const context of contexts.values()) {
    const { head } = context;
    const before = stored.get(head.uuid) ?? { state: initialMonitorState(), etaAt: null };
    const result = step(context, before, stopChanges);
    if (!result) continue;
    for (const event of result.events) happened.push({ context, event });
    if (result.events.length > 0)
      for (const [ruleId, ruleState] of Object.entries(result.state.rules))
        for (const part of openAlertsOf(ruleState))
          openNow.set(alertKey(head.uuid, ruleId, part.way ?? part.stationId), part.alert);
    exceptions.push(...(result.exceptions ?? []));
    centers.set(head.uuid, head.dispatchCenterId);
    const live = result.live ?? null;
    states.push({
      shipmentId: head.uuid,
      vehicleId: head.vehicleId ?? '',
      state: result.state as unknown as Record<string, unknown>,
      lastTime: live ? new Date(live.time) : null,
      lastLat: live?.lat ?? null,
      lastLon: live?.lon ?? null,
      lastSpeedKmh: live?.speedKmh ?? null,
      lastTemps: live ? live.temps : null,
      lastDoorOpen: live?.doorOpen ?? null,
      etaAt: result.etaAt ? new Date(result.etaAt) : null,
    });
    if (live)
      after.positions.push({
        centerId: head.dispatchCenterId,
        shipmentId: head.uuid,
        data: {
          shipmentId: head.uuid,
          time: new Date(live.time).toISOString(),
          lat: live.lat,
          lon: live.lon,
          // Rounded for people, as the board's list answers them (domain format/measures).
          speedKmh: roundMeasureOrNull('speed', live.speedKmh),
          temps: live.temps.map((v) => roundMeasureOrNull('temperature', v)),
          doorOpen: live.doorOpen,
          // Counted after the commit, only for the positions that are pushed (sendPushes).
          openAlerts: 0,
        },
      });
  }
  await repo.writeStates(tx, states);
  const pushes = await writeAlertEvents(tx, happened, openNow);
  after.alerts.push(...pushes.alerts);
  after.raised.push(...pushes.raised);
  await repo.changeStops(tx, [...stopChanges.values()]);
  const etas = await repo.upsertExceptionEtas(tx, exceptions);
  for (const row of etas) {
    after.exceptionEtas.push({
      centerId: centers.get(row.shipmentId) ?? null,
      data: { id: row.id, shipmentId: row.shipmentId, lateMinutes: row.lateMinutes },
    });
  }
  // What was newly raised becomes an event with the rows (the messages to the people concerned).
  await emit(
    tx,
    ...pushes.raised.map((payload) => ({ type: 'alert.raised' as const, payload })),
    ...etas
      .filter((row) => row.inserted)
      .map((row) => ({
        type: 'exceptionEta.raised' as const,
        payload: {
          exceptionId: row.id,
          shipmentId: row.shipmentId,
          centerId: centers.get(row.shipmentId) ?? null,
        },
      })),
  );
  return after;
}

/** Live positions reach the board at most this often per shipment. */
export const POSITION_PUSH_MS = 5_000;
const USERS_TTL_MS = 60_000;

const lastPositionPush = new Map<string, number>();
const usersByCenter = new WeakMap<object, Map<string, { at: number; ids: number[] }>>();

async function usersOf(db: Db, cacheKey: object, centerId: string | null): Promise<number[]> {
  if (centerId === null) return [];
  let cache = usersByCenter.get(cacheKey);
  if (!cache) {
    cache = new Map();
    usersByCenter.set(cacheKey, cache);
  }
  const hit = cache.get(centerId);
  if (hit && Date.now() - hit.at < USERS_TTL_MS) return hit.ids;
  const ids = await repo.usersCoveringCenter(db, centerId);
  cache.set(centerId, { at: Date.now(), ids });
  return ids;
}

/** The shipment left monitoring: its position throttle is forgotten. */
export function forgetShipment(shipmentId: string): void {
  lastPositionPush.delete(shipmentId);
}

/**
 * After commit: new alerts and exception ETAs to the users whose centers cover the shipment, and the
 * live positions, throttled per shipment. A push that fails is not retried: the pages' own refresh
 * catches up.
 */
export async function sendPushes(deps: EvalDeps, cacheKey: object, after: AfterCommit): Promise<void> {
  // A caller without a push channel (a bench, a script) has no tabs to tell.
  if (!deps.push) return;
  const now = Date.now();
  const sends: { centerId: string | null; message: Parameters<PushHub['toUsers']>[1] }[] = [
    ...after.alerts.map((a) => ({
      centerId: a.centerId,
      message: { type: 'monitor.alert' as const, data: a.data },
    })),
    ...after.exceptionEtas.map((e) => ({
      centerId: e.centerId,
      message: { type: 'monitor.exceptionEta' as const, data: e.data },
    })),
  ];
  const positions = after.positions.filter((p) => {
    const last = lastPositionPush.get(p.shipmentId);
    if (last !== undefined && now - last < POSITION_PUSH_MS) return false;
    lastPositionPush.set(p.shipmentId, now);
    return true;
  });
  // A row's alert state is its open alerts, counted as the board's list counts them.
  const open = await openAlertsOfShipments(
    deps.db,
    positions.map((p) => p.shipmentId),
  ).catch(() => new Map<string, { openAlerts: number }>());
  for (const p of positions) {
    const data = { ...p.data, openAlerts: open.get(p.shipmentId)?.openAlerts ?? 0 };
    sends.push({ centerId: p.centerId, message: { type: 'monitor.position', data } });
  }
  for (const send of sends) {
    try {
      const ids = await usersOf(deps.db, cacheKey, send.centerId);
      await deps.push.toUsers(ids, send.message);
    } catch {
      // Pushing is best effort (see above).
    }
  }
}
