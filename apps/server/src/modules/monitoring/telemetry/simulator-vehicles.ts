import { type AnyColumn, and, inArray, type SQL, sql } from 'drizzle-orm';
import { telemetryDeviceKeys, telemetryRealSenders, vehicles } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

/** Who the seed names as the author of every demo record it writes. */
const DEMO_AUTHOR = 'seed';

/**
 * The demo simulator drives only vehicles it owns: the demo's own (written by the seed), present and
 * enabled, that have no device key and have never sent a reading of their own. A vehicle that is given
 * a key or sends a real reading belongs to its device from then on, for good: the simulator's readings
 * would be mixed with the device's. A condition on the column naming the vehicle.
 */
export function simulatorOwns(vehicleId: AnyColumn): SQL {
  return sql`exists (select 1 from ${vehicles} v where v.uuid = ${vehicleId}
    and v.create_by = ${DEMO_AUTHOR} and v.del_flag = '0' and v.enable_flag = 'Y'
    and not exists (select 1 from ${telemetryDeviceKeys} k where k.vehicle_id = v.uuid)
    and not exists (select 1 from ${telemetryRealSenders} r where r.vehicle_id = v.uuid))`;
}

/** Of these vehicles, the ones the simulator owns. */
export async function simulatorVehiclesAmong(
  db: DbOrTx,
  vehicleIds: readonly string[],
): Promise<Set<string>> {
  if (vehicleIds.length === 0) return new Set();
  const rows = await db
    .select({ uuid: vehicles.uuid })
    .from(vehicles)
    .where(and(inArray(vehicles.uuid, [...vehicleIds]), simulatorOwns(vehicles.uuid)));
  return new Set(rows.map((r) => r.uuid));
}

/** Vehicles already recorded as real senders, per database: the record is written once per vehicle. */
const recorded = new WeakMap<object, Set<string>>();

/** Records that these vehicles sent readings of their own (the first sender is kept). */
export async function recordRealSenders(
  db: DbOrTx,
  vehicleIds: readonly string[],
  sender: string,
): Promise<void> {
  const known = recorded.get(db) ?? new Set<string>();
  recorded.set(db, known);
  const fresh = [...new Set(vehicleIds)].filter((id) => !known.has(id));
  if (fresh.length === 0) return;
  await db
    .insert(telemetryRealSenders)
    .values(fresh.map((vehicleId) => ({ vehicleId, sender })))
    .onConflictDoNothing();
  for (const id of fresh) known.add(id);
}
