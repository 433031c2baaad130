import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { download, get, post } from '../../../core/request';
import type { ReviewValues } from '../carrier/shared/ReviewModal';
import { postReview } from '../carrier/shared/review';
import type { Vehicle, VehicleForm } from './types';

export const listVehicles = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Vehicle>('/system/transmeans/list', params, sort);

/** The edit form's record: full personal numbers when the caller may edit it (lists mask them). */
export const getVehicle = (uuid: string) =>
  get<Vehicle>(`/system/transmeans/get/${encodeURIComponent(uuid)}`);

/** Answers insuranceExpired; the msg then carries the "insurance expired" warning. */
export const saveVehicle = (body: VehicleForm) =>
  post<{ uuid: string; insuranceExpired: boolean }>(
    body.uuid ? '/system/transmeans/update' : '/system/transmeans/save',
    body,
  );

export const removeVehicles = (uuids: string[]) => postIds('/system/transmeans/remove', uuids);

export const reviewVehicles = (ids: string[], values: ReviewValues) =>
  postReview('/system/transmeans/review', ids, values);

export const exportVehicles = (params: Record<string, unknown>) =>
  exportList('/system/transmeans/export', params);

export const vehicleImportTemplate = () => download('/system/transmeans/importTemplate', { method: 'get' });

/** Issues the vehicle's device key (the old one stops working); the key is answered this once. */
export const issueDeviceKey = (uuid: string) =>
  post<{ key: string; keyHint: string; deviceNumber: string }>(
    `/base/vehicle/deviceKey/${encodeURIComponent(uuid)}`,
    {},
  );
