import type { Lang } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { getVehicle } from '../../base';
import { latestReadings, type StoredReading } from './repository';

/**
 * A vehicle's newest readings, newest first: what an installer checks after setting up a tracker or a
 * phone. The vehicle must be in the caller's fleet scope.
 */
export async function listLatestReadings(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  query: { vehicleId: string; limit: number },
): Promise<StoredReading[]> {
  const vehicle = await getVehicle(db, caller, lang, query.vehicleId);
  return latestReadings(db, vehicle.uuid, query.limit);
}
