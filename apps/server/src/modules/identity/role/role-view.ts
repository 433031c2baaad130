import type { Role } from '@tms/contract';
import { ADMIN_ROLE_KEY } from '@tms/domain';
import { AppError } from '../../../platform/errors';
import type { RoleRow } from './repository';

/** A role as the API answers it: the contract's record. */
export type RoleView = Role;

export function toRoleView(row: RoleRow): RoleView {
  return { ...row, createTime: row.createTime.toISOString(), admin: row.roleKey === ADMIN_ROLE_KEY };
}

/** RuoYi checkRoleAllowed: the administrator role is never changed or removed. */
export function assertNotAdminRole(role: Pick<RoleRow, 'roleKey'>): void {
  if (role.roleKey === ADMIN_ROLE_KEY) throw AppError.invalid('system.role.adminLocked');
}
