import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { deptInScope } from './assert-dept-scope';
import { countChildren, countUsersIn, softDeleteDept } from './repository';

/** POST /system/dept/remove/{id}: refused while sub-departments or users remain. */
export async function removeDept(db: Db, caller: AuthContext, id: number): Promise<void> {
  await deptInScope(db, caller, id);
  if ((await countChildren(db, id)) > 0) throw AppError.invalid('system.dept.hasChildren');
  if ((await countUsersIn(db, id)) > 0) throw AppError.invalid('system.dept.hasUsers');
  await db.transaction((tx) => softDeleteDept(tx, id, caller.userName));
}
