import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { presentInScope } from '../shared/records';
import { clientScopeOf, dataGroupScopeOf } from './client-scope';
import { requireGroup } from './list-clients';
import * as repo from './repository';

/**
 * POST /system/client/binding1 and /unbinding1 {dataGroupId, clientIds}: binds clients to a data group
 * (already bound ones are left as they are) or unbinds them. The group must be one the caller may see,
 * and each client one of the caller's clients (404 unknown, 403 outside).
 */
export async function bindClients(
  db: Db,
  caller: AuthContext,
  input: { dataGroupId: string; clientIds: string[] },
  bound: boolean,
) {
  await requireGroup(db, input.dataGroupId, await dataGroupScopeOf(db, caller));
  const ids = [...new Set(input.clientIds)];
  if (bound) {
    const scope = await clientScopeOf(db, caller);
    await presentInScope(db, repo.clientMaster, ids, repo.clientScope(scope));
    await repo.bind(db, input.dataGroupId, ids);
  } else {
    await repo.unbind(db, input.dataGroupId, ids);
  }
  // Every cached scope holding this group's clients is stale now.
  await invalidateCallers();
}
