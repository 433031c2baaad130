import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { presentInScope, softRemove, switchEnableFlag } from '../shared/records';
import { clientScopeOf } from './client-scope';
import * as repo from './repository';

/**
 * POST /system/client/remove?ids=: soft removal, refused while present stations belong to a client
 * (their orders would lose their owner); the client's data-group bindings go with it.
 */
export async function removeClients(db: Db, caller: AuthContext, uuids: string[]) {
  const scope = await clientScopeOf(db, caller);
  const rows = await presentInScope(db, repo.clientMaster, uuids, repo.clientScope(scope));
  const counts = await repo.stationCounts(
    db,
    rows.map((r) => r.uuid),
  );
  const busy = rows.find((r) => (counts.get(r.uuid) ?? 0) > 0);
  if (busy)
    throw AppError.invalid('base.client.hasStations', { value: busy.code, count: counts.get(busy.uuid) });
  await db.transaction(async (tx) => {
    await softRemove(tx, repo.clientMaster, uuids, repo.clientScope(scope), caller.userName);
    await repo.unbindRemovedClients(tx, uuids);
  });
  await invalidateCallers();
}

/** POST /system/client/updateEnable | updateDisable?ids=: refuses a client already in that state. */
export async function switchClients(db: Db, caller: AuthContext, uuids: string[], target: 'Y' | 'N') {
  const scope = await clientScopeOf(db, caller);
  await switchEnableFlag(db, repo.clientMaster, uuids, target, repo.clientScope(scope), caller.userName);
}
