import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { replaceUserCenters, replaceUserDataGroups, replaceUserRoles, updateUserRow } from './repository';
import { checkUserInput, type UserInput } from './user-rules';
import { assertNotSuperUser, userInScope } from './user-scope';

/** POST /system/user/update: same rules as save; the password is changed only through resetPwd. */
export async function updateUser(
  db: Db,
  caller: AuthContext,
  id: number,
  submitted: UserInput,
): Promise<void> {
  assertNotSuperUser(id);
  const input = keepStoredPersonalValues(submitted, await userInScope(db, caller, id));
  const links = await checkUserInput(db, caller, input, id);
  await db.transaction(async (tx) => {
    await updateUserRow(
      tx,
      id,
      {
        deptId: input.deptId,
        userName: input.userName,
        nickName: input.nickName,
        email: input.email,
        phonenumber: input.phonenumber,
        sex: input.sex,
        status: input.status,
        remark: input.remark,
      },
      caller.userName,
    );
    await replaceUserRoles(tx, id, links.roleIds);
    await replaceUserDataGroups(tx, id, links.dataGroups);
    await replaceUserCenters(tx, id, links.centers);
  });
  await invalidateCallers();
}
