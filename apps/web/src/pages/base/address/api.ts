import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { Address, AddressForm } from './types';

export const listAddresses = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Address>('/system/address/list', params, sort);

export const saveAddress = (body: AddressForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/address/update' : '/system/address/save', body);

export const removeAddresses = (uuids: string[]) => postIds('/system/address/remove', uuids);

export const exportAddresses = (params: Record<string, unknown>) =>
  exportList('/system/address/export', params);
