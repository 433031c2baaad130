import { checkGpsLossAll } from '@tms/domain';
import * as repo from './repository';
import { type EvalDeps, runShipments, sendPushes } from './run-shipments';

/** Shipments checked per transaction (their vehicles locked together). */
const GPS_LOSS_BATCH = 500;

/**
 * The GPS-loss check at `now`: each shipment in transit whose vehicle has sent no position for its GPS
 * loss rule's minutes (since the last position, or since departure before any) gets an alert, or a
 * higher level on the one it has. Readings close it (on ingest). Answers how many shipments were checked.
 */
export async function checkGpsLossNow(deps: EvalDeps, now: number): Promise<number> {
  const heads = await repo.allShipmentsInTransit(deps.db);
  for (let i = 0; i < heads.length; i += GPS_LOSS_BATCH) {
    const batch = heads.slice(i, i + GPS_LOSS_BATCH);
    const after = await deps.db.transaction(async (tx) => {
      await repo.lockVehicles(tx, [...new Set(batch.map((h) => h.vehicleId ?? h.uuid))].sort());
      // Only shipments still in transit once locked (one may have finished meanwhile).
      const current = await repo.shipmentHeads(
        tx,
        batch.map((h) => h.uuid),
      );
      const still = current.filter((h) => h.status === 'T');
      return runShipments(tx, deps.db, still, (context, stored) => {
        if (!context.rules.some((r) => r.type === 'gpsLoss')) return null;
        const result = checkGpsLossAll(stored.state, now, context.rules, context.monitor);
        if (result.events.length === 0) return null;
        return { state: result.state, events: result.events };
      });
    });
    await sendPushes(deps, deps.db, after);
  }
  return heads.length;
}
