import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { selectAllUsers as queryAll } from './repository';

/** GET /system/user/selectAll: every enabled user the caller may see, for pickers. */
export function selectAllUsers(db: DbOrTx, caller: AuthContext) {
  return queryAll(db, caller);
}
