import type { StationMutex } from '@tms/contract';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { presentInScope } from '../shared/records';
import { stationInScope } from './get-station';
import * as repo from './repository';
import { stationScopeOf } from './station-scope';

/** A pair is stored once, the smaller uuid first. */
const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** GET /system/stationMutex/list?stationId=: the stations that may not share a line with this one. */
export async function listMutexes(db: Db, caller: AuthContext, stationId: string): Promise<StationMutex[]> {
  await stationInScope(db, caller, stationId);
  const rows = await repo.mutexesOf(db, stationId);
  return rows.map((r) => ({ ...r, createTime: r.createTime.toISOString() }));
}

/**
 * POST /system/stationMutex/save {stationId, otherStationIds}: marks the pairs mutually exclusive. A
 * station cannot exclude itself; a pair that exists already is refused, naming the other station.
 */
export async function saveMutexes(db: Db, caller: AuthContext, stationId: string, otherIds: string[]) {
  const others = [...new Set(otherIds)];
  if (others.includes(stationId)) throw AppError.invalid('base.station.mutexSelf');
  const { where } = await stationScopeOf(db, caller);
  const found = await presentInScope(db, repo.stationMaster, [stationId, ...others], where);
  const pairs = others.map((o) => pairOf(stationId, o));
  const [taken] = await repo.existingMutexes(db, pairs);
  if (taken) {
    const otherId = taken[0] === stationId ? taken[1] : taken[0];
    throw AppError.invalid('base.station.mutexExists', {
      value: found.find((f) => f.uuid === otherId)?.code ?? otherId,
    });
  }
  await repo.insertMutexes(db, pairs, caller.userName);
}

/** POST /system/stationMutex/remove {stationId, otherStationIds}: lifts the exclusions. */
export async function removeMutexes(db: Db, caller: AuthContext, stationId: string, otherIds: string[]) {
  await stationInScope(db, caller, stationId);
  await repo.deleteMutexes(
    db,
    [...new Set(otherIds)].map((o) => pairOf(stationId, o)),
  );
}
