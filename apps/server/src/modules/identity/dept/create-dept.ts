import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { deptInScope } from './assert-dept-scope';
import { deptNameTaken, insertDept } from './repository';

export type DeptInput = {
  parentId: number;
  deptName: string;
  orderNum: number;
  leader?: string | null;
  phone?: string | null;
  email?: string | null;
  status: '0' | '1';
};

/** POST /system/dept/save: under an existing, enabled parent the caller may see; names unique among siblings. */
export async function createDept(db: Db, caller: AuthContext, submitted: DeptInput): Promise<number> {
  const input = keepStoredPersonalValues(submitted);
  let ancestors = '0';
  if (input.parentId > 0) {
    const parent = await deptInScope(db, caller, input.parentId).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 404) throw AppError.invalid('system.dept.parentNotFound');
      throw err;
    });
    if (parent.status !== '0') throw AppError.invalid('system.dept.parentDisabled');
    ancestors = `${parent.ancestors},${parent.id}`;
  }
  if (await deptNameTaken(db, input.parentId, input.deptName)) {
    throw AppError.invalid('system.dept.nameTaken', { value: input.deptName });
  }
  return insertDept(
    db,
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
}
