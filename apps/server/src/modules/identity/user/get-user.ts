import type { UserDetail } from '@tms/contract';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { centersOfUser, dataGroupsOfUser, roleIdsOfUser } from './repository';
import { userInScope } from './user-scope';
import { toUserView } from './user-view';

/** GET /system/user/get/{id}: the user with roles, data groups and dispatch centers. */
export async function getUser(db: DbOrTx, caller: AuthContext, id: number): Promise<UserDetail> {
  const user = await userInScope(db, caller, id);
  const [roleIds, dataGroups, centers] = await Promise.all([
    roleIdsOfUser(db, id),
    dataGroupsOfUser(db, id),
    centersOfUser(db, id),
  ]);
  return {
    user: { ...toUserView(user), dateStyle: user.dateStyle, timeZone: user.timeZone },
    roleIds,
    dataGroups,
    dispatchCenters: centers.map((c) => ({ dispatchCenterId: c.dispatchCenterId, isDefault: c.isDefault })),
  };
}
