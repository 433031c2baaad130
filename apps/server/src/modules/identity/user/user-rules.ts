import { ADMIN_ROLE_KEY } from '@tms/domain';
import { DATA_GROUP_TYPES } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { isSuperCaller } from '../access/dispatch-centers';
import { deptInScope } from '../dept/assert-dept-scope';
import {
  type CenterLink,
  type DataGroups,
  existingCenterIds,
  presentRoles,
  type UserValues,
  userValueTaken,
} from './repository';

export type UserInput = UserValues & {
  roleIds: number[];
  dataGroups: Partial<DataGroups>;
  dispatchCenters: CenterLink[];
};

export type CheckedLinks = { roleIds: number[]; dataGroups: DataGroups; centers: CenterLink[] };

/** Exactly one default among the chosen dispatch centers (none chosen is fine). */
export function checkDefaultCenter(centers: readonly CenterLink[]): void {
  if (centers.length === 0) return;
  if (centers.filter((c) => c.isDefault === 1).length !== 1) {
    throw AppError.invalid('system.user.defaultCenterRequired');
  }
}

/**
 * The rules of POST /system/user/save and /update: unique login name, mobile and email; a department
 * the caller may see; existing roles (the admin role only from an administrator); existing dispatch
 * centers with exactly one default.
 */
export async function checkUserInput(
  db: DbOrTx,
  caller: AuthContext,
  input: UserInput,
  exceptId?: number,
): Promise<CheckedLinks> {
  if (await userValueTaken(db, 'userName', input.userName, exceptId)) {
    throw AppError.invalid('system.user.loginNameTaken', { value: input.userName });
  }
  if (input.phonenumber && (await userValueTaken(db, 'phonenumber', input.phonenumber, exceptId))) {
    throw AppError.invalid('system.user.phoneTaken', { value: input.phonenumber });
  }
  if (input.email && (await userValueTaken(db, 'email', input.email, exceptId))) {
    throw AppError.invalid('system.user.emailTaken', { value: input.email });
  }
  if (input.deptId !== null) {
    await deptInScope(db, caller, input.deptId).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 404) {
        throw AppError.invalid('system.user.deptUnknown', { value: input.deptId });
      }
      throw err;
    });
  }

  const roleIds = [...new Set(input.roleIds)];
  const found = await presentRoles(db, { ids: roleIds });
  const missing = roleIds.find((id) => !found.some((r) => r.id === id));
  if (missing !== undefined) throw AppError.invalid('system.user.roleUnknown', { value: missing });
  if (!isSuperCaller(caller) && found.some((r) => r.roleKey === ADMIN_ROLE_KEY)) {
    throw AppError.invalid('system.role.adminLocked');
  }

  const centers = dedupeCenters(input.dispatchCenters);
  checkDefaultCenter(centers);
  const known = await existingCenterIds(
    db,
    centers.map((c) => c.dispatchCenterId),
  );
  const unknown = centers.find((c) => !known.has(c.dispatchCenterId));
  if (unknown)
    throw AppError.invalid('system.user.dispatchCenterUnknown', { value: unknown.dispatchCenterId });

  const dataGroups = Object.fromEntries(
    DATA_GROUP_TYPES.map((type) => [type, [...new Set(input.dataGroups[type] ?? [])]]),
  ) as DataGroups;
  return { roleIds, dataGroups, centers };
}

function dedupeCenters(centers: readonly CenterLink[]): CenterLink[] {
  const byId = new Map<string, CenterLink>();
  for (const c of centers) {
    const seen = byId.get(c.dispatchCenterId);
    byId.set(c.dispatchCenterId, {
      dispatchCenterId: c.dispatchCenterId,
      isDefault: Math.max(seen?.isDefault ?? 0, c.isDefault),
    });
  }
  return [...byId.values()];
}
