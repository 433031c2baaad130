import { get, post } from '../../../core/request';
import type { DeptFilter, DeptInput, DeptRow } from './types';

export const listDepts = (filter: DeptFilter) => get<DeptRow[]>('/system/dept/list', filter);
/** The edit form's record: the full phone when the caller may edit departments (the list masks it). */
export const getDept = (id: number) => get<DeptRow>(`/system/dept/get/${id}`);
export const saveDept = (input: DeptInput) =>
  post<{ id: number }>(input.id ? '/system/dept/update' : '/system/dept/save', input);
export const removeDept = (id: number) => post<null>(`/system/dept/remove/${id}`);
