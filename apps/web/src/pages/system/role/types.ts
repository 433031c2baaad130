/** A row of GET /system/role/list. admin marks the built-in administrator role (never changed). */
export type RoleRow = {
  id: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  dataScope: string;
  status: string;
  remark: string | null;
  createTime: string;
  admin: boolean;
};

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
export type TreeOption = { id: number; label: string; children?: TreeOption[] };
export type RoleUser = {
  id: number;
  userName: string;
  nickName: string;
  deptName: string | null;
  phonenumber: string | null;
  status: string;
  createTime: string;
};
