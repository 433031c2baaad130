import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, type TableParams } from '../../../components/crud';
import { getPage, post } from '../../../core/request';
import type { RouteGroup, RouteGroupDetail, RouteGroupDetailForm, RouteGroupForm } from './types';

const idsParam = (ids: readonly number[]) => ({ params: { ids: ids.join(',') } });

export const listRouteGroups = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<RouteGroup>('/system/routeGroup/list', params, sort);

export const saveRouteGroup = (body: RouteGroupForm) =>
  post<{ id: number }>(body.id ? '/system/routeGroup/update' : '/system/routeGroup/save', body);

export const removeRouteGroups = (ids: number[]) =>
  post<null>('/system/routeGroup/remove', undefined, idsParam(ids));

/** valid / invalid of groups. */
export const switchGroups = (ids: number[], valid: boolean) =>
  post<null>(`/system/routeGroup/${valid ? 'valid' : 'invalid'}`, undefined, idsParam(ids));

export const exportRouteGroups = (params: Record<string, unknown>) =>
  exportList('/system/routeGroup/export', params);

export const listDetails = async (routeGroupId: number) =>
  (await getPage<RouteGroupDetail>('/system/routeGroupDetail/list', { routeGroupId, pageSize: 500 })).data;

export const saveDetail = (body: RouteGroupDetailForm) =>
  post<{ id: number }>(body.id ? '/system/routeGroupDetail/update' : '/system/routeGroupDetail/save', body);

export const removeDetails = (ids: number[]) =>
  post<null>('/system/routeGroupDetail/remove', undefined, idsParam(ids));

export const switchDetails = (ids: number[], valid: boolean) =>
  post<null>(`/system/routeGroupDetail/${valid ? 'valid' : 'invalid'}`, undefined, idsParam(ids));
