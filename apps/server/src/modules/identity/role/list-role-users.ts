import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import type { PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { listUsers } from '../user/list-users';
import { findRole } from './repository';

export type RoleUsersFilter = { roleId: number; userName?: string; phonenumber?: string };

/** GET /system/role/authUser/allocatedList (allocated) and unallocatedList: paged, data scope applied. */
export async function listRoleUsers(
  db: DbOrTx,
  caller: AuthContext,
  filter: RoleUsersFilter,
  allocated: boolean,
  paging: PageQuery,
) {
  if (!(await findRole(db, filter.roleId))) throw AppError.notFound();
  const { roleId, ...rest } = filter;
  return listUsers(db, caller, allocated ? { ...rest, roleId } : { ...rest, withoutRoleId: roleId }, paging);
}
