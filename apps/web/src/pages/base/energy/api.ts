import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { EnergyRecord, EnergyRecordForm } from './types';

export const listEnergyRecords = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<EnergyRecord>('/system/energy/list', params, sort);

export const saveEnergyRecord = (body: EnergyRecordForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/energy/update' : '/system/energy/save', body);

export const removeEnergyRecords = (uuids: string[]) => postIds('/system/energy/remove', uuids);

export const exportEnergyRecords = (filters: Record<string, unknown>) =>
  exportList('/system/energy/export', filters);
