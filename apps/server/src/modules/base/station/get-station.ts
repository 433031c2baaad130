import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { requireInScope } from '../shared/scope';
import * as repo from './repository';
import type { StationDetail } from './schemas';
import { stationScopeOf } from './station-scope';
import { exTimeWindowOut, loadRuleOut, stationView, timeWindowOut } from './station-view';

/** GET /system/station/get/{uuid}: one station with its windows, load rules and bound locations. */
export async function getStation(db: DbOrTx, caller: AuthContext, uuid: string): Promise<StationDetail> {
  const { where } = await stationScopeOf(db, caller);
  const row = await requireInScope((scoped) => repo.findStationRow(db, uuid, scoped ? where : undefined));
  const [timeWindows, exTimeWindows, loadRules, locations] = await Promise.all([
    repo.timeWindowsOf(db, uuid),
    repo.exTimeWindowsOf(db, uuid),
    repo.loadRulesOf(db, uuid),
    repo.locationsOf(db, uuid),
  ]);
  return {
    ...stationView(row),
    timeWindows: timeWindows.map(timeWindowOut),
    exTimeWindows: exTimeWindows.map(exTimeWindowOut),
    loadRules: loadRules.map(loadRuleOut),
    locationIds: locations.map((l) => l.uuid),
    locations,
    epod: row.station.epod ?? null,
  };
}

/** A station the caller may change: 404 when absent, 403 outside the caller's scope. */
export async function stationInScope(db: DbOrTx, caller: AuthContext, uuid: string) {
  const { where } = await stationScopeOf(db, caller);
  return requireInScope((scoped) => repo.findStation(db, uuid, scoped ? where : undefined));
}
