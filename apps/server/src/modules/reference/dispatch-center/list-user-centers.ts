import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { userCenters, userExists } from './repository';

export type UserCenter = { uuid: string; code: string; name: string; isDefault: 0 | 1 };

/**
 * GET /system/dispatchCenter/listByUser: the caller's centers for the header selector. isDefault 1 marks the
 * center of the current session; without one, the user's default.
 */
export async function listCallerCenters(db: Db, caller: AuthContext): Promise<UserCenter[]> {
  const rows = await userCenters(db, Number(caller.userId));
  const current = rows.some((r) => r.uuid === caller.dispatchCenterId) ? caller.dispatchCenterId : null;
  return rows.map((r) => ({
    uuid: r.uuid,
    code: r.code,
    name: r.name,
    isDefault: (current ? r.uuid === current : r.isDefault === 1) ? 1 : 0,
  }));
}

/** getDispatchId/{id}: the uuids of the centers assigned to a user, the default first. */
export async function userCenterIds(db: Db, userId: number): Promise<string[]> {
  if (!(await userExists(db, userId))) throw AppError.notFound();
  const rows = await userCenters(db, userId);
  return [...rows].sort((a, b) => b.isDefault - a.isDefault).map((r) => r.uuid);
}
