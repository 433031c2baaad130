import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { download, post } from '../../../core/request';
import type { Item, ItemForm } from './types';

export const listItems = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Item>('/system/item/list', params, sort);

export const saveItem = (body: ItemForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/item/update' : '/system/item/save', body);

export const removeItems = (uuids: string[]) => postIds('/system/item/remove', uuids);
export const exportItems = (params: Record<string, unknown>) => exportList('/system/item/export', params);
export const itemImportTemplate = () => download('/system/item/importTemplate', { method: 'get' });
export const ITEM_IMPORT_URL = '/system/item/importData';
