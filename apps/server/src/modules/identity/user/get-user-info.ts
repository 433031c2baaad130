import { grantsFromButtons, normalizeRoleIds, type PermissionGrant } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';

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
export function getUserInfo(caller: AuthContext): UserInfo {
  return {
    id: caller.userId,
    userName: caller.userName,
    name: caller.nickName,
    avatar: caller.profile.avatar,
    dateStyle: caller.profile.dateStyle,
    timeZone: caller.profile.timeZone,
    roleIds: normalizeRoleIds(caller.roleIds),
    roles: [...caller.roleKeys],
    buttons: [...caller.buttons],
    permissions: grantsOf(caller.buttons),
    dispatchCenterId: caller.dispatchCenterId,
  };
}
