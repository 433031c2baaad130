import { fetchPage, postIds as removeByIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { AppInfo, AppInfoForm } from './types';

export const listAppInfos = (params: TableParams) => fetchPage<AppInfo>('/system/appInfo/list', params);

export const saveAppInfo = (body: AppInfoForm) =>
  post<{ id: number }>(body.id ? '/system/appInfo/update' : '/system/appInfo/save', body);

export const removeAppInfos = (ids: number[]) => removeByIds('/system/appInfo/remove', ids);
