import { and, inArray, type SQL } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { poolScopeOf, waybillWithin } from './scope';
import { loadStations, type StationData } from './station-data';

/** GET /order/waybill/selectStations?ids=: the pick-up and delivery stations of the given waybills. */
export async function poolStations(db: Db, caller: AuthContext, ids: string[]): Promise<StationData[]> {
  const scope = await poolScopeOf(db, caller);
  const rows = await db
    .select({ from: waybills.shipFromId, to: waybills.shipToId })
    .from(waybills)
    .where(and(waybillWithin(scope), inArray(waybills.uuid, ids)) as SQL);
  const stationIds = [...new Set(rows.flatMap((r) => [r.from, r.to]))];
  const data = await loadStations(db, stationIds);
  return stationIds.flatMap((id) => {
    const station = data.get(id);
    return station ? [station] : [];
  });
}
