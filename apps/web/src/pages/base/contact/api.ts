import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { get, post } from '../../../core/request';
import type { Contact, ContactForm } from './types';

export const listContacts = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Contact>('/system/contact/list', params, sort);

/** The edit form's record: full personal numbers when the caller may edit it (lists mask them). */
export const getContact = (uuid: string) => get<Contact>(`/system/contact/get/${encodeURIComponent(uuid)}`);

export const saveContact = (body: ContactForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/contact/update' : '/system/contact/save', body);

export const removeContacts = (uuids: string[]) => postIds('/system/contact/remove', uuids);

export const exportContacts = (params: Record<string, unknown>) =>
  exportList('/system/contact/export', params);
