import { postIds as removeByIds } from '../../../components/crud';
import { get, post } from '../../../core/request';
import type { District, DistrictForm } from './types';

/** The whole tree, or a flat list of matches when searching by name or code. */
export async function listDistricts(params: { name?: string; code?: string }) {
  const searching = !!(params.name || params.code);
  const data = await get<District[]>('/system/district/list', {
    name: params.name,
    code: params.code,
    tree: searching ? undefined : 'true',
  });
  return { data, success: true, total: data.length };
}

export const saveDistrict = (body: DistrictForm) =>
  post<{ id: number }>(body.id ? '/system/district/update' : '/system/district/save', body);

export const removeDistricts = (ids: number[]) => removeByIds('/system/district/remove', ids);
