import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { TransLocation, TransLocationForm } from './types';

export const listTransLocations = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<TransLocation>('/system/transLocation/list', params, sort);

export const saveTransLocation = (body: TransLocationForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/transLocation/update' : '/system/transLocation/save', body);

export const removeTransLocations = (uuids: string[]) => postIds('/system/transLocation/remove', uuids);

export const exportTransLocations = (params: Record<string, unknown>) =>
  exportList('/system/transLocation/export', params);
