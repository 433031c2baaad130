import { download, get, getPage, post } from '../../../core/request';
import type { CenterOption, DeptRow, RoleOption, UserDetail, UserFilter, UserInput, UserRow } from './types';

export const userKeys = { all: ['system-user'] as const };

export const listUsers = (params: UserFilter & { pageNum: number; pageSize: number }) =>
  getPage<UserRow>('/system/user/list', params);
export const getUser = (id: number) => get<UserDetail>(`/system/user/get/${id}`);
export const saveUser = (input: UserInput) =>
  post<{ id: number }>(input.id ? '/system/user/update' : '/system/user/save', input);
export const removeUsers = (ids: number[]) => post<null>(`/system/user/remove?ids=${ids.join(',')}`);
export const changeUserStatus = (id: number, status: string) =>
  post<null>('/system/user/status', { id, status });
export const resetPassword = (id: number, password: string) =>
  post<null>('/system/user/resetPwd', { id, password });
export const exportUsers = (filter: UserFilter) => post<{ taskId: number }>('/system/user/export', filter);
export const downloadTemplate = () => download('/system/user/importTemplate', { method: 'get' });

/** Enabled departments the caller may see (user tree and pickers). */
export const listEnabledDepts = () => get<DeptRow[]>('/system/dept/list/enable');
export const listRoleOptions = () => get<RoleOption[]>('/system/role/all');
export const listCenterOptions = () => get<CenterOption[]>('/system/dispatchCenter/dropBox');
