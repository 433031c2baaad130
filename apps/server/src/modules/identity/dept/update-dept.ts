import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { deptInScope } from './assert-dept-scope';
import type { DeptInput } from './create-dept';
import * as repo from './repository';

/**
 * POST /system/dept/update. A department cannot sit under itself or its own descendants; moving it
 * rewrites the ancestors of the whole subtree; disabling needs every child disabled first; enabling
 * enables the departments above it.
 */
export async function updateDept(
  db: Db,
  caller: AuthContext,
  id: number,
  submitted: DeptInput,
): Promise<void> {
  const current = await deptInScope(db, caller, id);
  const input = keepStoredPersonalValues(submitted, current);
  if (input.parentId === id || (input.parentId > 0 && (await repo.isDescendant(db, input.parentId, id)))) {
    throw AppError.invalid('system.dept.selfParent');
  }
  let ancestors = '0';
  if (input.parentId > 0) {
    const parent = await repo.findDept(db, input.parentId);
    if (!parent) throw AppError.invalid('system.dept.parentNotFound');
    ancestors = `${parent.ancestors},${parent.id}`;
  }
  if (await repo.deptNameTaken(db, input.parentId, input.deptName, id)) {
    throw AppError.invalid('system.dept.nameTaken', { value: input.deptName });
  }
  if (input.status === '1' && current.status === '0' && (await repo.countChildren(db, id, true)) > 0) {
    throw AppError.invalid('system.dept.hasEnabledChildren');
  }
  await db.transaction(async (tx) => {
    await repo.updateDeptRow(
      tx,
      id,
      {
        parentId: input.parentId,
        ancestors,
        deptName: input.deptName,
        orderNum: input.orderNum,
        leader: input.leader ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        status: input.status,
      },
      caller.userName,
    );
    if (ancestors !== current.ancestors) {
      await repo.rewriteDescendantAncestors(tx, id, `${current.ancestors},${id}`, `${ancestors},${id}`);
    }
    if (input.status === '0') await repo.enableAncestors(tx, ancestors);
  });
  // Data scopes 3 and 4 follow the tree.
  await invalidateCallers();
}
