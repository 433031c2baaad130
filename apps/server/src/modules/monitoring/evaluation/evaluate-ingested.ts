import {
  type AlertEvent,
  averageSpeedKmh,
  evaluateReadings,
  TEMPERATURE_WAYS,
  type TelemetryReading,
} from '@tms/domain';
import type { Deps } from '../../../platform/deps';
import { forgetContexts } from './context';
import { checkEta, etaDue } from './eta-check';
import * as repo from './repository';
import {
  type AfterCommit,
  applyFences,
  closeRetiredRules,
  type EvalDeps,
  type Live,
  runShipments,
  sendPushes,
} from './run-shipments';

/** A reading as stored: the domain's reading with the vehicle its device belongs to. */
export type IngestedReading = TelemetryReading & { vehicleId: string };

/** A prediction's speed comes from the readings only over a stretch at least this long. */
const SPEED_SPAN_MS = 5 * 60_000;

function groupByVehicle(readings: readonly IngestedReading[]): Map<string, IngestedReading[]> {
  const groups = new Map<string, IngestedReading[]>();
  for (const r of readings) {
    const list = groups.get(r.vehicleId);
    if (list) list.push(r);
    else groups.set(r.vehicleId, [r]);
  }
  // Each vehicle's readings in time order, whatever order they came in.
  for (const list of groups.values()) list.sort((a, b) => a.time - b.time);
  return groups;
}

/** One shipment per vehicle: should two be in transit on it, the one that left last. */
function onePerVehicle(heads: readonly repo.ShipmentHead[]): repo.ShipmentHead[] {
  const best = new Map<string, repo.ShipmentHead>();
  for (const head of heads) {
    const vehicle = head.vehicleId ?? '';
    const other = best.get(vehicle);
    if (!other || (head.atd ?? '') > (other.atd ?? '')) best.set(vehicle, head);
  }
  return [...best.values()];
}

function liveOf(reading: TelemetryReading): Live {
  return {
    time: reading.time,
    lat: reading.lat,
    lon: reading.lon,
    speedKmh: reading.speedKmh,
    temps: TEMPERATURE_WAYS.map((w) => {
      const v = reading.temperatures?.[w - 1];
      return typeof v === 'number' && Number.isFinite(v) ? v : null;
    }),
    doorOpen: reading.doorOpen ?? null,
  };
}

/**
 * A condition the evaluation waits for before it commits: when it answers false, the evaluation rolls
 * back and says so (readings evaluated before they are known to be stored: the store kept some out).
 */
export type CommitGate = () => Promise<boolean>;

/**
 * Runs freshly stored readings through the alert rules of the shipment each vehicle carries. All the
 * vehicles of the call are evaluated in one transaction that first takes each vehicle's advisory lock
 * (so an instance evaluating the same vehicle waits, then reads the state this one wrote), then reads
 * the stored states, evaluates each vehicle's readings in time order and writes states, alerts, logs,
 * counts, stop fields and exception ETAs. Pushes go out after the commit. Readings of a vehicle that
 * carries no shipment in transit are not evaluated.
 *
 * With `commitWhen`, the readings may still be being stored: the transaction commits only once the gate
 * answers true, and answers false (having written nothing) when it answers false.
 */
export async function evaluateIngested(
  deps: Deps,
  readings: readonly IngestedReading[],
  commitWhen?: CommitGate,
): Promise<boolean> {
  return evaluateReadingsOf(deps, readings, commitWhen);
}

/** Thrown inside the transaction to roll it back when the commit gate says no. */
class GateClosed extends Error {}

export async function evaluateReadingsOf(
  deps: EvalDeps,
  readings: readonly IngestedReading[],
  commitWhen?: CommitGate,
): Promise<boolean> {
  if (readings.length === 0) return true;
  const groups = groupByVehicle(readings);
  const vehicleIds = [...groups.keys()].sort();
  let seen: string[] = [];
  const after: AfterCommit | null = await deps.db
    .transaction(async (tx) => {
      await repo.lockVehicles(tx, vehicleIds);
      const heads = onePerVehicle(await repo.shipmentsInTransitOn(tx, vehicleIds));
      seen = heads.map((h) => h.uuid);
      const result = await runShipments(tx, deps.db, heads, (context, stored, stopChanges) => {
        const mine = groups.get(context.head.vehicleId ?? '') ?? [];
        const last = mine.at(-1);
        if (!last) return null;
        const evaluated = evaluateReadings(stored.state, mine, context.rules, context.monitor);
        const events: AlertEvent[] = [...evaluated.events];
        let state = evaluated.state;
        if (state.lastTime !== null) {
          const retired = closeRetiredRules(state, context.rules, state.lastTime, context);
          state = retired.state;
          events.push(...retired.events);
        }
        applyFences(context, events, stopChanges);

        const now = state.lastTime ?? last.time;
        const hasDefer = context.rules.some((r) => r.type === 'defer');
        if (!hasDefer || !state.lastPlace || !etaDue(stored.etaAt, now))
          return { state, events, live: liveOf(last) };
        const span = mine.length > 1 ? last.time - (mine[0] as IngestedReading).time : 0;
        const eta = checkEta({
          context,
          state,
          now,
          position: state.lastPlace,
          observedSpeedKmh: span >= SPEED_SPAN_MS ? averageSpeedKmh(mine) : null,
        });
        return {
          state: eta.state,
          events: [...events, ...eta.events],
          exceptions: eta.exceptions,
          etaAt: now,
          live: liveOf(last),
        };
      });
      if (commitWhen && !(await commitWhen())) throw new GateClosed();
      return result;
    })
    .catch((error: unknown) => {
      // Stops marked reached in memory were not stored: read them again next time.
      forgetContexts(deps.db, seen);
      if (error instanceof GateClosed) return null;
      throw error;
    });
  if (!after) return false;
  await sendPushes(deps, deps.db, after);
  return true;
}
