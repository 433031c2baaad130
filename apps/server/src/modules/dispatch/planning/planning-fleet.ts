import { addDispatchMinutes } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { vehiclesThatCanGo } from '../core/vehicles-that-can-go';

/**
 * The vehicles of each model that can go for a plan starting at `day` `startTime`: free for the 24 hours
 * from then (a line of the plan may run any time that day), in good standing on those days, of the
 * caller's carriers. Counted from the same answer scheduling takes, so a model the plan uses has
 * vehicles the scheduler can then put on its lines.
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
  for (const vehicle of await vehiclesThatCanGo(db, caller, { window })) {
    if (!vehicle.canGo || !vehicle.vehicleModelId) continue;
    counts.set(vehicle.vehicleModelId, (counts.get(vehicle.vehicleModelId) ?? 0) + 1);
  }
  return [...counts]
    .map(([vehicleModelId, count]) => ({ vehicleModelId, count }))
    .sort((a, b) => a.vehicleModelId.localeCompare(b.vehicleModelId));
}
