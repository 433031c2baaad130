import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { PrintTemplate, PrintTemplateForm } from './types';

export const listPrintTemplates = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<PrintTemplate>('/system/printTemplate/list', params, sort);

export const savePrintTemplate = (body: PrintTemplateForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/printTemplate/update' : '/system/printTemplate/save', body);

export const removePrintTemplates = (uuids: string[]) => postIds('/system/printTemplate/remove', uuids);

/** The list's current filters as an xlsx (or a download-center task when large). */
export const exportPrintTemplates = (filters: Record<string, unknown>) =>
  exportList('/system/printTemplate/export', filters);
