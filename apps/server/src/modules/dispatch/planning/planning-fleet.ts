import { addDispatchMinutes, fleetLeftForPlan } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { unscheduledClaims, vehiclesThatCanGo } from '../core/vehicles-that-can-go';

/**
 * The vehicles of each model that can go for a plan starting at `day` `startTime`: free for the 24 hours
 * from then (a line of the plan may run any time that day), in good standing on those days, of the
 * caller's carriers — less those the shipments already made for that time and not yet scheduled will
 * need (domain fleetLeftForPlan). Counted from the same answer scheduling takes, so the scheduler can put
 * every line of the plan, and every shipment waiting before it, on a vehicle.
 */
export async function planningFleet(
  db: DbOrTx,
  caller: AuthContext,
  day: string,
  startTime: string,
): Promise<{ vehicleModelId: string; count: number }[]> {
  const from = `${day} ${startTime}:00`;
  const window = { from, to: addDispatchMinutes(from, 24 * 60) ?? from };
  const counts = new Map<string, number>();
  for (const vehicle of await vehiclesThatCanGo(db, caller, { window, limit: 100_000 })) {
    if (!vehicle.canGo || !vehicle.vehicleModelId) continue;
    counts.set(vehicle.vehicleModelId, (counts.get(vehicle.vehicleModelId) ?? 0) + 1);
  }
  const left = fleetLeftForPlan(counts, await unscheduledClaims(db, caller, window));
  return [...left]
    .filter(([, count]) => count > 0)
    .map(([vehicleModelId, count]) => ({ vehicleModelId, count }))
    .sort((a, b) => a.vehicleModelId.localeCompare(b.vehicleModelId));
}
