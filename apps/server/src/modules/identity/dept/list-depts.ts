import { departments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { deptScopeCondition } from './dept-scope';
import { type DeptView, toDeptView } from './dept-view';
import * as repo from './repository';

export type DeptFilter = { deptName?: string; status?: string };

/** GET /system/dept/list and /list/enable: flat, ordered, limited to the caller's data scope. */
export async function listDepts(db: DbOrTx, caller: AuthContext, filter: DeptFilter): Promise<DeptView[]> {
  const rows = await repo.listDepts(db, filter, deptScopeCondition(caller, departments.id));
  return rows.map(toDeptView);
}
