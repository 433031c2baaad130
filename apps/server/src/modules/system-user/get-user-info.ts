import { grantsFromButtons, normalizeRoleIds, type PermissionGrant } from '@tms/domain';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findProfileBasics } from './repository';

export type UserInfo = {
  id: string;
  userName: string;
  name: string;
  avatar: string | null;
  dateStyle: string;
  timeZone: string;
  roleIds: number[];
  roles: string[];
  buttons: string[];
  permissions: PermissionGrant[];
  dispatchCenterId: string | null;
};

/** The caller object is cached per session (platform/auth/caller.ts), so its grants are derived once. */
const grantsByButtons = new WeakMap<readonly string[], PermissionGrant[]>();
function grantsOf(buttons: readonly string[]): PermissionGrant[] {
  let grants = grantsByButtons.get(buttons);
  if (!grants) {
    grants = grantsFromButtons(buttons);
    grantsByButtons.set(buttons, grants);
  }
  return grants;
}

/** GET /system/user/info: the signed-in user's profile, roles and permission keys. */
export async function getUserInfo(db: Db, caller: AuthContext): Promise<UserInfo> {
  const user = await findProfileBasics(db, Number(caller.userId));
  if (!user) throw AppError.unauthorized();
  return {
    id: caller.userId,
    userName: user.userName,
    name: user.nickName,
    avatar: user.avatar,
    dateStyle: user.dateStyle,
    timeZone: user.timeZone,
    roleIds: normalizeRoleIds(caller.roleIds),
    roles: [...caller.roleKeys],
    buttons: [...caller.buttons],
    permissions: grantsOf(caller.buttons),
    dispatchCenterId: caller.dispatchCenterId,
  };
}
