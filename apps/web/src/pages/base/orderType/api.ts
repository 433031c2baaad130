import type { SortOrder } from 'antd/es/table/interface';
import { post } from '../../../core/request';
import { exportList } from '../shared/export';
import { fetchSortedPage, postIds, type TableParams } from '../shared/table';
import type { OrderType, OrderTypeForm } from './types';

export const listOrderTypes = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<OrderType>('/system/orderType/list', params, sort);

export const saveOrderType = (body: OrderTypeForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/orderType/update' : '/system/orderType/save', body);

export const removeOrderTypes = (uuids: string[]) => postIds('/system/orderType/remove', uuids);

/** The list's current filters as an xlsx (or a download-center task when large). */
export const exportOrderTypes = (filters: Record<string, unknown>) =>
  exportList('/system/orderType/export', filters);
