import type { SortOrder } from 'antd/es/table/interface';
import { post } from '../../../core/request';
import { exportList } from '../shared/export';
import { fetchSortedPage, postIds, type TableParams } from '../shared/table';
import type { VehicleModel, VehicleModelForm } from './types';

export const listModels = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<VehicleModel>('/system/transmeansModel/list', params, sort);

export const saveModel = (body: VehicleModelForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/transmeansModel/update' : '/system/transmeansModel/save', body);

export const removeModels = (uuids: string[]) => postIds('/system/transmeansModel/remove', uuids);

export const exportModels = (params: Record<string, unknown>) =>
  exportList('/system/transmeansModel/export', params);
