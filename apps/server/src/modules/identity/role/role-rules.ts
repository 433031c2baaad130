import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { existingMenuIds } from '../menu/repository';
import { roleValueTaken } from './repository';

export type RoleInput = {
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: '0' | '1';
  remark: string | null;
  menuIds: number[];
};

/** Unique key and name; at least one existing menu. Returns the menu ids to store. */
export async function checkRoleInput(db: DbOrTx, input: RoleInput, exceptId?: number): Promise<number[]> {
  if (await roleValueTaken(db, 'roleName', input.roleName, exceptId)) {
    throw AppError.invalid('system.role.nameTaken', { value: input.roleName });
  }
  if (await roleValueTaken(db, 'roleKey', input.roleKey, exceptId)) {
    throw AppError.invalid('system.role.keyTaken', { value: input.roleKey });
  }
  const menuIds = await existingMenuIds(db, [...new Set(input.menuIds)]);
  if (menuIds.length === 0) throw AppError.invalid('system.role.menuRequired');
  return menuIds;
}
