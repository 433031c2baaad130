import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { download, get, post } from '../../../core/request';
import type { Client, ClientForm } from './types';

export const listClients = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Client>('/system/client/list', params, sort);

/** The edit form's record: full personal numbers when the caller may edit it (lists mask them). */
export const getClient = (uuid: string) => get<Client>(`/system/client/get/${encodeURIComponent(uuid)}`);

export const saveClient = (body: ClientForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/client/update' : '/system/client/save', body);

export const removeClients = (uuids: string[]) => postIds('/system/client/remove', uuids);
export const enableClients = (uuids: string[]) => postIds('/system/client/updateEnable', uuids);
export const disableClients = (uuids: string[]) => postIds('/system/client/updateDisable', uuids);

export const exportClients = (params: Record<string, unknown>) => exportList('/system/client/export', params);
export const clientImportTemplate = () => download('/system/client/importTemplate', { method: 'get' });
export const CLIENT_IMPORT_URL = '/system/client/importData';

/** binding1 / unbinding1: clients into or out of a data group. */
export const bindClients = (dataGroupId: string, clientIds: string[], bind: boolean) =>
  post<null>(bind ? '/system/client/binding1' : '/system/client/unbinding1', { dataGroupId, clientIds });
