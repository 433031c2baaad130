import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { softRemove, switchEnableFlag } from '../shared/records';
import { stationMaster } from './repository';
import { stationScopeOf } from './station-scope';

/**
 * POST /system/station/updateEnable | updateDisable: refuses when one of them already has that state
 * (base.alreadyEnabled / base.alreadyDisabled, naming its code), 403 outside the caller's scope.
 */
export async function switchStations(
  db: Db,
  caller: AuthContext,
  uuids: string[],
  target: 'Y' | 'N',
): Promise<void> {
  const { where } = await stationScopeOf(db, caller);
  await switchEnableFlag(db, stationMaster, uuids, target, where, caller.userName);
}

/** POST /system/station/remove: soft removal (del_flag '2'); documents keep pointing at the station. */
export async function removeStations(db: Db, caller: AuthContext, uuids: string[]): Promise<void> {
  const { where } = await stationScopeOf(db, caller);
  await softRemove(db, stationMaster, uuids, where, caller.userName);
}
