import { fetchPage, postIds as removeByIds, type TableParams } from '../../../components/crud';
import { get, post } from '../../../core/request';
import type { DispatchCenter, DispatchCenterForm } from './types';

export const listDispatchCenters = (params: TableParams) =>
  fetchPage<DispatchCenter>('/system/dispatchCenter/list', params);

/** The edit form's record: the full phone when the caller may edit dispatch centers (the list masks it). */
export const getDispatchCenter = (uuid: string) =>
  get<DispatchCenter>(`/system/dispatchCenter/get/${encodeURIComponent(uuid)}`);

export const saveDispatchCenter = (body: DispatchCenterForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/dispatchCenter/update' : '/system/dispatchCenter/save', body);

export const removeDispatchCenters = (uuids: string[]) => removeByIds('/system/dispatchCenter/remove', uuids);
