import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { findRoles, softDeleteRoles, usersPerRole } from './repository';
import { assertNotAdminRole } from './role-view';

/** POST /system/role/remove?ids=: never the admin role, never a role users still hold. */
export async function removeRoles(db: Db, caller: AuthContext, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await findRoles(db, unique);
  if (found.length !== unique.length) throw AppError.notFound();
  for (const role of found) assertNotAdminRole(role);
  const held = await usersPerRole(db, unique);
  const inUse = found.find((role) => (held.get(role.id) ?? 0) > 0);
  if (inUse) throw AppError.invalid('system.role.inUse', { value: inUse.roleName });
  await db.transaction((tx) => softDeleteRoles(tx, unique, caller.userName));
  await invalidateCallers();
}
