import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { poolScopeOf } from '../core/scope';
import { loadStations, type StationData } from '../core/station-data';
import { stationIdsOf } from './repository';

/** GET /order/waybill/selectStations?ids=: the pick-up and delivery stations of the given waybills. */
export async function poolStations(db: Db, caller: AuthContext, ids: string[]): Promise<StationData[]> {
  const scope = await poolScopeOf(db, caller);
  const stationIds = await stationIdsOf(db, scope, ids);
  const data = await loadStations(db, stationIds);
  return stationIds.flatMap((id) => {
    const station = data.get(id);
    return station ? [station] : [];
  });
}
