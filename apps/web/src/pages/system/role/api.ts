import { get, getPage, post } from '../../../core/request';
import type { RoleFilter, RoleInput, RoleRow, RoleUser, TreeOption } from './types';

export const listRoles = (params: RoleFilter & { pageNum: number; pageSize: number }) =>
  getPage<RoleRow>('/system/role/list', params);
export const getRole = (id: number) =>
  get<RoleRow & { menuIds: number[]; deptIds: number[] }>(`/system/role/get/${id}`);
export const saveRole = (input: RoleInput) =>
  post<{ id: number }>(input.id ? '/system/role/update' : '/system/role/save', input);
export const removeRoles = (ids: number[]) => post<null>(`/system/role/remove?ids=${ids.join(',')}`);
export const changeRoleStatus = (id: number, status: string) =>
  post<null>('/system/role/status', { id, status });
export const menuTree = () => get<TreeOption[]>('/system/menu/treeselect');
export const roleMenuTree = (roleId: number) =>
  get<{ menus: TreeOption[]; checkedKeys: number[] }>(`/system/menu/role/${roleId}`);
export const roleDeptTree = (roleId: number) =>
  get<{ depts: TreeOption[]; checkedKeys: number[] }>(`/system/dept/role/${roleId}`);
export const setDataScope = (roleId: number, dataScope: string, deptIds: number[]) =>
  post<null>('/system/role/authDataScope', { roleId, dataScope, deptIds });
export const roleUsers = (
  allocated: boolean,
  params: { roleId: number; userName?: string; phonenumber?: string; pageNum: number; pageSize: number },
) => getPage<RoleUser>(`/system/role/authUser/${allocated ? 'allocatedList' : 'unallocatedList'}`, params);
export const bindUsers = (roleId: number, userIds: number[], bind: boolean) =>
  post<null>(bind ? '/system/role/binding' : '/system/role/unbinding', { roleId, userIds });
