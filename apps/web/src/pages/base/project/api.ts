import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { Project, ProjectForm } from './types';

export const listProjects = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Project>('/system/project/list', params, sort);

export const saveProject = (body: ProjectForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/project/update' : '/system/project/save', body);

export const removeProjects = (uuids: string[]) => postIds('/system/project/remove', uuids);

export const exportProjects = (filters: Record<string, unknown>) =>
  exportList('/system/project/export', filters);
