import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { getPage, post } from '../../../core/request';
import type { DataGroup, DataGroupForm, GroupMember } from './types';

export const listDataGroups = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<DataGroup>('/system/dataGroup/list', params, sort);

export const saveDataGroup = (body: DataGroupForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/dataGroup/update' : '/system/dataGroup/save', body);

export const removeDataGroups = (uuids: string[]) => postIds('/system/dataGroup/remove', uuids);

/** The list's current filters as an xlsx (or a download-center task when large). */
export const exportDataGroups = (filters: Record<string, unknown>) =>
  exportList('/system/dataGroup/export', filters);

/** The clients bound (or not) to a group, paged, keyword on code or name. */
export const groupClients = (
  dataGroupId: string,
  bound: boolean,
  query: { pageNum: number; pageSize: number; keyword?: string },
) =>
  getPage<GroupMember>(
    `/system/client/${bound ? 'selectDataGroupRefClient' : 'selectDataGroupNotRefClient'}/${dataGroupId}`,
    query,
  );

export const bindGroupClients = (dataGroupId: string, clientIds: string[], bind: boolean) =>
  post<null>(bind ? '/system/client/binding1' : '/system/client/unbinding1', { dataGroupId, clientIds });

/** The carriers in (or not in) a group, of the caller's fleet, paged, keyword on code or name. */
export const groupCarriers = (
  dataGroupId: string,
  bound: boolean,
  query: { pageNum: number; pageSize: number; keyword?: string },
) =>
  getPage<GroupMember>(
    `/system/carrier/${bound ? 'selectDataGroupRefCarrier' : 'selectDataGroupNotRefCarrier'}/${dataGroupId}`,
    query,
  );

export const bindGroupCarriers = (dataGroupId: string, carrierIds: string[], bind: boolean) =>
  post<null>(bind ? '/system/carrier/binding1' : '/system/carrier/unbinding1', { dataGroupId, carrierIds });
