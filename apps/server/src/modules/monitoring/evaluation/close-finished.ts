import { closeAllAlerts } from '@tms/domain';
import type { DbOrTx } from '../../../platform/db';
import * as repo from './repository';
import { forgetShipment, runShipments } from './run-shipments';

/**
 * A shipment left transit (finished, or voided): every alert it has open closes, where the vehicle was
 * last seen, with its extremes and minutes, and its evaluation state is dropped. Alerts open without
 * state (written before evaluation kept any) close at the same time. Runs in the caller's transaction.
 */
export async function closeShipmentMonitoring(db: DbOrTx, cacheKey: object, shipmentId: string, at: number) {
  const [head] = await repo.shipmentHeads(db, [shipmentId]);
  if (!head) return;
  await repo.lockVehicles(db, [head.vehicleId ?? head.uuid]);
  let endedAt = at;
  await runShipments(db, cacheKey, [head], (context, stored) => {
    endedAt = Math.max(at, stored.state.lastTime ?? at);
    const result = closeAllAlerts(stored.state, endedAt, context.monitor);
    return { state: result.state, events: result.events };
  });
  await repo.closeOpenAlertsOf(db, shipmentId, new Date(endedAt));
  await repo.deleteState(db, shipmentId);
  forgetShipment(shipmentId);
}
