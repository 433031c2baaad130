import type { AuthContext } from '../../../platform/auth/caller';
import { hashPassword } from '../../../platform/auth/password';
import type { Db } from '../../../platform/db';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { insertUser, replaceUserCenters, replaceUserDataGroups, replaceUserRoles } from './repository';
import { checkUserInput, type UserInput } from './user-rules';

/** POST /system/user/save: the user, roles, data groups and dispatch centers in one transaction. */
export async function createUser(
  db: Db,
  caller: AuthContext,
  submitted: UserInput & { password: string },
): Promise<number> {
  const input = keepStoredPersonalValues(submitted);
  const links = await checkUserInput(db, caller, input);
  const password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const id = await insertUser(
      tx,
      {
        deptId: input.deptId,
        userName: input.userName,
        nickName: input.nickName,
        email: input.email,
        phonenumber: input.phonenumber,
        sex: input.sex,
        status: input.status,
        remark: input.remark,
        password,
      },
      caller.userName,
    );
    await replaceUserRoles(tx, id, links.roleIds);
    await replaceUserDataGroups(tx, id, links.dataGroups);
    await replaceUserCenters(tx, id, links.centers);
    return id;
  });
}
