import type { Profile } from '@tms/contract';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { findUser, rolesOfUser } from './repository';
import { toUserView } from './user-view';

/** GET /system/user/profile: the signed-in user's own record (RuoYi profile). */
export async function getProfile(db: DbOrTx, caller: AuthContext): Promise<Profile> {
  const id = Number(caller.userId);
  const user = await findUser(db, id);
  if (!user) throw AppError.unauthorized();
  const roles = await rolesOfUser(db, id);
  return {
    user: { ...toUserView(user), dateStyle: user.dateStyle, timeZone: user.timeZone },
    roleGroup: roles.map((r) => r.roleName).join(','),
    deptName: user.deptName,
  };
}
