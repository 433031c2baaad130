import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { ServiceNetwork, ServiceNetworkForm } from './types';

export const listServiceNetworks = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<ServiceNetwork>('/system/serviceNetwork/list', params, sort);

export const saveServiceNetwork = (body: ServiceNetworkForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/serviceNetwork/update' : '/system/serviceNetwork/save', body);

export const removeServiceNetworks = (uuids: string[]) => postIds('/system/serviceNetwork/remove', uuids);

export const exportServiceNetworks = (filters: Record<string, unknown>) =>
  exportList('/system/serviceNetwork/export', filters);
