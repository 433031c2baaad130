import { checkEta } from './eta-check';
import * as repo from './repository';
import { type EvalDeps, runShipments, sendPushes } from './run-shipments';

/**
 * Predicts the remaining stops' arrivals again now, from where each vehicle was last seen: after a
 * manual edit of the stops or their planned times, which the next reading would otherwise wait a
 * minute to see. Shipments not in transit or never seen are left alone.
 */
export async function recomputeEta(deps: EvalDeps, shipmentIds: readonly string[], now = Date.now()) {
  if (shipmentIds.length === 0) return;
  const heads = (await repo.shipmentHeads(deps.db, shipmentIds)).filter((h) => h.status === 'T');
  if (heads.length === 0) return;
  const after = await deps.db.transaction(async (tx) => {
    await repo.lockVehicles(tx, [...new Set(heads.map((h) => h.vehicleId ?? h.uuid))].sort());
    return runShipments(tx, deps.db, heads, (context, stored) => {
      const place = stored.state.lastPlace;
      if (!place || !context.rules.some((r) => r.type === 'defer')) return null;
      const eta = checkEta({ context, state: stored.state, now, position: place, observedSpeedKmh: null });
      return { state: eta.state, events: eta.events, exceptions: eta.exceptions, etaAt: now };
    });
  });
  await sendPushes(deps, deps.db, after);
}
