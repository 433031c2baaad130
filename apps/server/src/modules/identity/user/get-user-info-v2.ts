import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { getUserInfo, type UserInfo } from './get-user-info';
import { centersOfUser, findUser } from './repository';

export type UserInfoV2 = UserInfo & {
  deptId: number | null;
  deptName: string | null;
  dispatchCenters: { uuid: string; code: string; name: string; isDefault: number }[];
};

/**
 * GET /system/user/infoV2: /system/user/info plus the user's department and assigned dispatch
 * centers (uuid, code, name, isDefault 1 = default), so the header can show both without more calls.
 */
export async function getUserInfoV2(db: Db, caller: AuthContext): Promise<UserInfoV2> {
  const id = Number(caller.userId);
  const [info, user, centers] = await Promise.all([
    getUserInfo(caller),
    findUser(db, id),
    centersOfUser(db, id),
  ]);
  return {
    ...info,
    deptId: user?.deptId ?? null,
    deptName: user?.deptName ?? null,
    dispatchCenters: centers.map((c) => ({
      uuid: c.dispatchCenterId,
      code: c.code,
      name: c.name,
      isDefault: c.isDefault,
    })),
  };
}
