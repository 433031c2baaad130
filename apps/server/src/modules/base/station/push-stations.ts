import type { Lang } from '@tms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { stations } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { pushToIntegration } from '../integration/push';
import { presentInScope } from '../shared/records';
import * as repo from './repository';
import { stationScopeOf } from './station-scope';
import { exTimeWindowOut, loadRuleOut, stationView, timeWindowOut } from './station-view';

export type PushTarget = 'ros' | 'sf';

/** The JSON a station travels as: the list view plus its windows and load rules. */
function payloadOf(rows: Awaited<ReturnType<typeof repo.stationsForPush>>) {
  return rows.map((r) => ({
    ...stationView(r),
    timeWindows: r.timeWindows.map(timeWindowOut),
    exTimeWindows: r.exTimeWindows.map(exTimeWindowOut),
    loadRules: r.loadRules.map(loadRuleOut),
  }));
}

async function push(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  target: PushTarget,
  kind: string,
  rows: Awaited<ReturnType<typeof repo.stationsForPush>>,
) {
  const refIds = rows.map((r) => r.station.uuid);
  const result = await pushToIntegration(db, {
    lang,
    target,
    kind,
    refIds,
    who: caller.userName,
    payload: { kind: 'station', target, count: rows.length, stations: payloadOf(rows) },
  });
  return { count: rows.length, logId: result.logId };
}

/**
 * POST /system/station/pushRos?ids= (ROS) and /system/station/sendSF?ids= (SF): the chosen stations, in the
 * caller's scope, POSTed to the integration's URL; every attempt is in the push log.
 */
export async function pushStations(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  target: PushTarget,
  uuids: string[],
) {
  const { where } = await stationScopeOf(db, caller);
  await presentInScope(db, repo.stationMaster, uuids, where);
  const rows = await repo.stationsForPush(db, inArray(stations.uuid, uuids));
  return push(db, caller, lang, target, target === 'ros' ? 'station.pushRos' : 'station.sendSF', rows);
}

/** POST /system/station/sendRosOfStationByClientId?clientId=: every enabled station of one client to ROS. */
export async function pushClientStations(db: Db, caller: AuthContext, lang: Lang, clientId: string) {
  const { scope, where } = await stationScopeOf(db, caller);
  if (scope.clientIds !== null && !scope.clientIds.includes(clientId)) {
    throw AppError.forbidden('common.dataScopeDenied');
  }
  const rows = await repo.stationsForPush(
    db,
    and(where, eq(stations.clientId, clientId), eq(stations.enableFlag, 'Y')),
  );
  if (rows.length === 0) throw AppError.invalid('base.station.noStationsOfClient');
  return push(db, caller, lang, 'ros', 'station.sendRosOfStationByClientId', rows);
}
