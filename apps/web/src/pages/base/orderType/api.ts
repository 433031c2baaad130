import type { SortOrder } from 'antd/es/table/interface';
import { post } from '../../../app/request';
import { fetchSortedPage, postIds, type TableParams } from '../shared/table';
import type { OrderType, OrderTypeForm } from './types';

export const listOrderTypes = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<OrderType>('/system/orderType/list', params, sort);

export const saveOrderType = (body: OrderTypeForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/orderType/update' : '/system/orderType/save', body);

export const removeOrderTypes = (uuids: string[]) => postIds('/system/orderType/remove', uuids);
