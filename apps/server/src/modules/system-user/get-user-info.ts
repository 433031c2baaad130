import { grantsFromButtons, normalizeRoleIds, type PermissionGrant } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';

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

/** GET /system/user/info: the signed-in user's profile, roles and permission keys. */
export async function getUserInfo(db: Db, caller: AuthContext): Promise<UserInfo> {
  const user = await db.query.users.findFirst({ where: eq(users.id, Number(caller.userId)) });
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
    permissions: grantsFromButtons(caller.buttons),
    dispatchCenterId: caller.dispatchCenterId,
  };
}
