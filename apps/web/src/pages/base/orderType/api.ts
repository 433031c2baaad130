import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { OrderType, OrderTypeForm } from './types';

export const listOrderTypes = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<OrderType>('/system/orderType/list', params, sort);

export const saveOrderType = (body: OrderTypeForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/orderType/update' : '/system/orderType/save', body);

export const removeOrderTypes = (uuids: string[]) => postIds('/system/orderType/remove', uuids);

/** The list's current filters as an xlsx (or a download-center task when large). */
export const exportOrderTypes = (filters: Record<string, unknown>) =>
  exportList('/system/orderType/export', filters);
