import { fetchPage, postIds as removeByIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { Config, ConfigForm } from './types';

export const listConfigs = (params: TableParams) => fetchPage<Config>('/system/config/list', params);

export const saveConfig = (body: ConfigForm) =>
  post<{ id: number }>(body.id ? '/system/config/update' : '/system/config/save', body);

export const removeConfigs = (ids: number[]) => removeByIds('/system/config/remove', ids);
