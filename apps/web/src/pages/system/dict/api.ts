import { fetchPage, postIds as removeByIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { DictData, DictDataForm, DictType, DictTypeForm } from './types';

export const listDictTypes = (params: TableParams) => fetchPage<DictType>('/system/dict/type/list', params);

export const saveDictType = (body: DictTypeForm) =>
  post<{ id: number }>(body.id ? '/system/dict/type/update' : '/system/dict/type/save', body);

export const removeDictTypes = (ids: number[]) => removeByIds('/system/dict/type/remove', ids);

export const listDictData = (params: TableParams, dictType: string) =>
  fetchPage<DictData>('/system/dict/data/list', params, { dictType });

export const saveDictData = (body: DictDataForm) =>
  post<{ id: number }>(body.id ? '/system/dict/data/update' : '/system/dict/data/save', body);

export const removeDictData = (ids: number[]) => removeByIds('/system/dict/data/remove', ids);
