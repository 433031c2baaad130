import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { findRole, updateRoleRow } from './repository';
import { assertNotAdminRole } from './role-view';

/** POST /system/role/status: a disabled role grants nothing from the next request on. */
export async function changeRoleStatus(
  db: DbOrTx,
  caller: AuthContext,
  id: number,
  status: '0' | '1',
): Promise<void> {
  const role = await findRole(db, id);
  if (!role) throw AppError.notFound();
  assertNotAdminRole(role);
  await updateRoleRow(db, id, { status }, caller.userName);
  await invalidateCallers();
}
