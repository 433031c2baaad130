import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { Opinion, OpinionReplyForm, OpinionSubmitForm } from './types';

export const listMyOpinions = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Opinion>('/system/opinion/mine', params, sort);

export const listOpinions = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Opinion>('/system/opinion/list', params, sort);

export const submitOpinion = (body: OpinionSubmitForm) =>
  post<{ uuid: string }>('/system/opinion/submit', body);

export const replyOpinion = (body: OpinionReplyForm) => post<null>('/system/opinion/reply', body);

export const removeOpinions = (uuids: string[]) => postIds('/system/opinion/remove', uuids);

export const exportOpinions = (filters: Record<string, unknown>) =>
  exportList('/system/opinion/export', filters);
