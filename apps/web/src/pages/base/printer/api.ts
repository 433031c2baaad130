import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { Printer, PrinterForm } from './types';

export const listPrinters = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Printer>('/system/printer/list', params, sort);

/** A new printer goes to the selected dispatch center (the server fills it in). */
export const savePrinter = (body: PrinterForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/printer/update' : '/system/printer/save', body);

export const removePrinters = (uuids: string[]) => postIds('/system/printer/remove', uuids);

/** The list's current filters as an xlsx (or a download-center task when large). */
export const exportPrinters = (filters: Record<string, unknown>) =>
  exportList('/system/printer/export', filters);
