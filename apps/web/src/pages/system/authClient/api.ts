import { post } from '../../../core/request';
import { fetchPage, removeByIds, type TableParams } from '../reference-shared/table';
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
