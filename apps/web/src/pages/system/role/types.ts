// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { Role, TreeOption, User } from '@tms/contract';

/** A row of GET /system/role/list. */
export type RoleRow = Role;
export type { TreeOption };
/** A user holding (or not holding) the role: the user list's row. */
export type RoleUser = User;

export type RoleInput = {
  id?: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: string;
  remark: string | null;
  menuIds: number[];
};

export type RoleFilter = {
  roleName?: string;
  roleKey?: string;
  status?: string;
  beginTime?: string;
  endTime?: string;
};
