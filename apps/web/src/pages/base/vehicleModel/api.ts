import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { VehicleModel, VehicleModelForm } from './types';

export const listModels = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<VehicleModel>('/system/transmeansModel/list', params, sort);

export const saveModel = (body: VehicleModelForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/transmeansModel/update' : '/system/transmeansModel/save', body);

export const removeModels = (uuids: string[]) => postIds('/system/transmeansModel/remove', uuids);

export const exportModels = (params: Record<string, unknown>) =>
  exportList('/system/transmeansModel/export', params);
