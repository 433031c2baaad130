import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { type BaseScope, baseScopeOf } from '../shared/scope';
import { dataGroupIdsOfUser } from './repository';

/** What an export task keeps of the caller's client scope. */
export const clientScopeParams = z.object({ clientIds: z.array(z.string()).nullable() });
export type ClientScope = z.infer<typeof clientScopeParams>;

export async function clientScopeOf(db: DbOrTx, caller: AuthContext): Promise<ClientScope & BaseScope> {
  return baseScopeOf(db, caller);
}

/** The base data groups the caller may see and change: all for the unrestricted, else their own. */
export async function dataGroupScopeOf(db: DbOrTx, caller: AuthContext): Promise<string[] | null> {
  const scope = await baseScopeOf(db, caller);
  return scope.unrestricted ? null : dataGroupIdsOfUser(db, Number(caller.userId));
}
