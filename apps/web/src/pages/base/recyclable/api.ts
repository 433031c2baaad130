import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchPage, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { get, post } from '../../../core/request';
import type {
  Recyclable,
  RecyclableBalance,
  RecyclableForm,
  RecyclableMove,
  RecyclableMoveForm,
} from './types';

export const listRecyclables = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Recyclable>('/system/recyclable/list', params, sort);

export const saveRecyclable = (body: RecyclableForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/recyclable/update' : '/system/recyclable/save', body);

export const removeRecyclables = (uuids: string[]) => postIds('/system/recyclable/remove', uuids);

export const exportRecyclables = (filters: Record<string, unknown>) =>
  exportList('/system/recyclable/export', filters);

export const listRecyclableMoves = (params: TableParams) =>
  fetchPage<RecyclableMove>('/system/recyclableMove/list', params);

export const recordRecyclableMove = (body: RecyclableMoveForm) =>
  post<{ id: number }>('/system/recyclableMove/save', body);

/** Out, returned and outstanding per recyclable, station and carrier (the same filters as the ledger). */
export async function fetchRecyclableBalance(filters: Record<string, unknown>) {
  const answer = await get<RecyclableBalance[]>('/system/recyclableMove/balance', filters);
  return { data: answer, success: true, total: answer.length };
}
