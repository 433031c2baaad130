import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { Zone, ZoneForm } from './types';

export const listZones = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Zone>('/system/zone/list', params, sort);

export const saveZone = (body: ZoneForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/zone/update' : '/system/zone/save', body);

export const removeZones = (uuids: string[]) => postIds('/system/zone/remove', uuids);

export const exportZones = (params: Record<string, unknown>) => exportList('/system/zone/export', params);
