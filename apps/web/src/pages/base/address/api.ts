import type { SortOrder } from 'antd/es/table/interface';
import { post } from '../../../core/request';
import { exportList } from '../shared/export';
import { fetchSortedPage, postIds, type TableParams } from '../shared/table';
import type { Address, AddressForm } from './types';

export const listAddresses = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Address>('/system/address/list', params, sort);

export const saveAddress = (body: AddressForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/address/update' : '/system/address/save', body);

export const removeAddresses = (uuids: string[]) => postIds('/system/address/remove', uuids);

export const exportAddresses = (params: Record<string, unknown>) =>
  exportList('/system/address/export', params);
