import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { StandardRoute, StandardRouteForm } from './types';

export const listRoutes = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<StandardRoute>('/system/route/list', params, sort);

export const saveRoute = (body: StandardRouteForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/route/update' : '/system/route/save', body);

export const removeRoutes = (uuids: string[]) => postIds('/system/route/remove', uuids);

export const exportRoutes = (params: Record<string, unknown>) => exportList('/system/route/export', params);
