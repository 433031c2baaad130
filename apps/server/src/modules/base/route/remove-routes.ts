import { routes } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { presentInScope, softRemove } from '../shared/records';
import { baseScopeOf } from '../shared/scope';
import { routeScope, routesInUse } from './repository';

const master = { table: routes, uuid: routes.uuid, code: routes.code, delFlag: routes.delFlag };

/** Soft removal; refused while a present route group detail uses the route. */
export async function removeRoutes(db: Db, caller: AuthContext, uuids: string[]): Promise<void> {
  const scope = await baseScopeOf(db, caller);
  await db.transaction(async (tx) => {
    await presentInScope(tx, master, uuids, routeScope(scope));
    const used = await routesInUse(tx, uuids);
    if (used.length) throw AppError.invalid('base.route.inUse', { value: used.join(', ') });
    await softRemove(tx, master, uuids, routeScope(scope), caller.userName);
  });
}
