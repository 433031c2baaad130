import type { SortOrder } from 'antd/es/table/interface';
import { fetchSortedPage, type TableParams } from '../../../components/crud';
import { get, post } from '../../../core/request';
import type { OrderBulkPath } from './order-rules';
import type { AssignRouteForm, Order, OrderForm, RouteDetailOption } from './types';

export const listOrders = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Order>('/order/order/list', params, sort);

export const saveOrder = (body: OrderForm) =>
  post<{ uuid: string; code: string }>(body.uuid ? '/order/order/update' : '/order/order/save', body);

/** review, withdraw, lock, unlock, remove: all or nothing over the ids. */
export const actOnOrders = (path: OrderBulkPath, idList: string[]) =>
  post<{ count: number }>(`/order/order/${path}`, { idList });

export const assignOrderRoute = (body: AssignRouteForm) =>
  post<{ count: number }>('/order/order/assignRoute', body);

export const searchRouteDetails = (keyword: string) =>
  get<RouteDetailOption[]>('/system/routeDetailReq/list', { keyword: keyword || undefined });
