import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { listUsers as queryUsers, type UserFilter } from './repository';
import { toUserView, type UserView } from './user-view';

/** GET /system/user/list and the role screen's allocated/unallocated lists: paged, data scope applied. */
export async function listUsers(
  db: DbOrTx,
  caller: AuthContext,
  filter: UserFilter,
  paging: PageQuery,
): Promise<{ rows: UserView[]; total: number }> {
  const { rows, total } = await queryUsers(db, filter, caller, {
    limit: paging.pageSize,
    offset: offsetOf(paging),
  });
  return { rows: rows.map(toUserView), total };
}
