import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { LogisticsPlatform, LogisticsPlatformForm } from './types';

export const listLogisticsPlatforms = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<LogisticsPlatform>('/system/logisticsPlatform/list', params, sort);

export const saveLogisticsPlatform = (body: LogisticsPlatformForm) =>
  post<{ uuid: string }>(
    body.uuid ? '/system/logisticsPlatform/update' : '/system/logisticsPlatform/save',
    body,
  );

export const removeLogisticsPlatforms = (uuids: string[]) =>
  postIds('/system/logisticsPlatform/remove', uuids);

export const exportLogisticsPlatforms = (filters: Record<string, unknown>) =>
  exportList('/system/logisticsPlatform/export', filters);
