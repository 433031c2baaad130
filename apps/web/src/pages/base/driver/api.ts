import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { download, get, post } from '../../../core/request';
import type { ReviewValues } from '../carrier/shared/ReviewModal';
import { postReview } from '../carrier/shared/review';
import type { Driver, DriverForm } from './types';

export const listDrivers = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Driver>('/system/driver/list', params, sort);

/** The edit form's record: full personal numbers when the caller may edit it (lists mask them). */
export const getDriver = (uuid: string) => get<Driver>(`/system/driver/get/${encodeURIComponent(uuid)}`);

export const saveDriver = (body: DriverForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/driver/update' : '/system/driver/save', body);

export const removeDrivers = (uuids: string[]) => postIds('/system/driver/remove', uuids);

export const reviewDrivers = (ids: string[], values: ReviewValues) =>
  postReview('/system/driver/review', ids, values);

export const exportDrivers = (params: Record<string, unknown>) => exportList('/system/driver/export', params);

export const driverImportTemplate = () => download('/system/driver/importTemplate', { method: 'get' });
