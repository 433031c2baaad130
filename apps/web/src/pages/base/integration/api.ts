import { fetchSortedPage, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { Integration, IntegrationForm, PushLog } from './types';

export const listIntegrations = (params: TableParams) =>
  fetchSortedPage<Integration>('/system/integration/list', params);

export const saveIntegration = (body: IntegrationForm) =>
  post<{ id: number }>(body.id ? '/system/integration/update' : '/system/integration/save', body);

export const removeIntegrations = (ids: number[]) =>
  post<null>('/system/integration/remove', undefined, { params: { ids: ids.join(',') } });

export const listPushLogs = (params: TableParams) =>
  fetchSortedPage<PushLog>('/system/integration/pushLog/list', params);
