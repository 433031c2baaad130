import { fetchPage, postIds as removeByIds, type TableParams } from '../../../components/crud';
import { get, http, post } from '../../../core/request';
import type { OssConfig, OssConfigForm, OssFile, UploadCategory } from './types';

export const listOssFiles = (params: TableParams) => fetchPage<OssFile>('/system/oss/list', params);

export function uploadOssFile(file: File, category: UploadCategory) {
  const form = new FormData();
  form.append('file', file);
  return post<OssFile>('/system/oss/upload', form, { params: { category } });
}

export const removeOssFiles = (ids: number[]) => removeByIds('/system/oss/remove', ids);

/** The stored file as a blob (the download call needs the bearer token, so no plain links). */
export async function fetchOssBlob(id: number): Promise<Blob> {
  const response = await http.get<Blob>(`/system/oss/download/${id}`, {
    params: { inline: '1' },
    responseType: 'blob',
  });
  return response.data;
}

export const listOssConfigs = () => get<OssConfig[]>('/system/oss/config');

/** A new configuration is created by /save, an existing one (with its id) changed by /update. */
export const saveOssConfig = (body: OssConfigForm) =>
  body.id && body.id > 0
    ? post<{ id: number }>('/system/oss/update', body)
    : post<{ id: number }>('/system/oss/save', body);

export const removeOssConfigs = (ids: number[]) => removeByIds('/system/oss/removeConfig', ids);
