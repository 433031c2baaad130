import type { DbOrTx } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { listRoles as queryRoles, type RoleFilter } from './repository';
import { type RoleView, toRoleView } from './role-view';

/** GET /system/role/list: paged, by display order. */
export async function listRoles(
  db: DbOrTx,
  filter: RoleFilter,
  paging: PageQuery,
): Promise<{ rows: RoleView[]; total: number }> {
  const { rows, total } = await queryRoles(db, filter, { limit: paging.pageSize, offset: offsetOf(paging) });
  return { rows: rows.map(toRoleView), total };
}
