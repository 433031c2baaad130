import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { Sop, SopForm } from './types';

export const listSops = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Sop>('/system/sop/list', params, sort);

export const saveSop = (body: SopForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/sop/update' : '/system/sop/save', body);

export const removeSops = (uuids: string[]) => postIds('/system/sop/remove', uuids);

export const exportSops = (filters: Record<string, unknown>) => exportList('/system/sop/export', filters);
