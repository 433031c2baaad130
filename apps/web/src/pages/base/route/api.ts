import type { SortOrder } from 'antd/es/table/interface';
import { post } from '../../../core/request';
import { exportList } from '../shared/export';
import { fetchSortedPage, postIds, type TableParams } from '../shared/table';
import type { StandardRoute, StandardRouteForm } from './types';

export const listRoutes = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<StandardRoute>('/system/route/list', params, sort);

export const saveRoute = (body: StandardRouteForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/route/update' : '/system/route/save', body);

export const removeRoutes = (uuids: string[]) => postIds('/system/route/remove', uuids);

export const exportRoutes = (params: Record<string, unknown>) => exportList('/system/route/export', params);
