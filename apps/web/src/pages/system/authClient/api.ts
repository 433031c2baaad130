import { fetchPage, postIds as removeByIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { AuthClient, AuthClientForm, IssuedSecret } from './types';

export const listAuthClients = (params: TableParams) =>
  fetchPage<AuthClient>('/system/sysAuthClient/list', params);

export const createAuthClient = (body: AuthClientForm) =>
  post<IssuedSecret>('/system/sysAuthClient/save', body);

export const updateAuthClient = (body: AuthClientForm & { id: number }) =>
  post<{ id: number }>('/system/sysAuthClient/update', body);

export const resetAuthClientSecret = (id: number) =>
  post<IssuedSecret>(`/system/sysAuthClient/resetSecret/${id}`);

export const removeAuthClients = (ids: number[]) => removeByIds('/system/sysAuthClient/remove', ids);
