import type { CurrentUser } from '@tms/contract';
import { grantsFromButtons, normalizeRoleIds, type PermissionGrant } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';

/** GET /system/user/info's answer: the contract's record. */
export type UserInfo = CurrentUser;

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
