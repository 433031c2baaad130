import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { get, post } from '../../../core/request';
import type { ReviewValues } from './shared/ReviewModal';
import { postReview } from './shared/review';
import type { Carrier, CarrierForm } from './types';

export const listCarriers = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Carrier>('/system/carrier/list', params, sort);

/** The edit form's record: full personal numbers when the caller may edit it (lists mask them). */
export const getCarrier = (uuid: string) => get<Carrier>(`/system/carrier/get/${encodeURIComponent(uuid)}`);

export const saveCarrier = (body: CarrierForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/carrier/update' : '/system/carrier/save', body);

export const removeCarriers = (uuids: string[]) => postIds('/system/carrier/remove', uuids);

export const blacklistIn = (ids: string[], reason: string) =>
  post<null>('/system/carrier/blacklistIn', { ids, reason });

export const blacklistOut = (ids: string[]) => post<null>('/system/carrier/blacklistOut', { ids });

export const reviewCarriers = (ids: string[], values: ReviewValues) =>
  postReview('/system/carrier/review', ids, values);

export const exportCarriers = (params: Record<string, unknown>) =>
  exportList('/system/carrier/export', params);
