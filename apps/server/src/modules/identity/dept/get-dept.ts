import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { deptInScope } from './assert-dept-scope';
import { type DeptView, toDeptView } from './dept-view';

/** GET /system/dept/get/{id}: one department in the caller's data scope (the edit form's source). */
export async function getDept(db: DbOrTx, caller: AuthContext, id: number): Promise<DeptView> {
  return toDeptView(await deptInScope(db, caller, id));
}
