import { departments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { deptScopeCondition } from './dept-scope';
import { type DeptRow, findDept } from './repository';

/** The department, when it exists and lies in the caller's data scope (RuoYi checkDeptDataScope). */
export async function deptInScope(db: DbOrTx, caller: AuthContext, id: number): Promise<DeptRow> {
  const dept = await findDept(db, id);
  if (!dept) throw AppError.notFound();
  const scope = deptScopeCondition(caller, departments.id);
  if (scope && !(await findDept(db, id, scope))) throw AppError.invalid('system.dept.noDataScope');
  return dept;
}
