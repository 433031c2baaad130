import type { SortOrder } from 'antd/es/table/interface';
import { fetchSortedPage, type TableParams } from '../../../components/crud';
import { runExport } from '../../../components/DownloadCenter/run-export';
import { download, get, post } from '../../../core/request';
import type { ItemOption, Waybill, WaybillDetail, WaybillForm, WaybillLog } from './types';

/** Date ranges of the search form arrive as [begin, end]; the server takes <name>Begin / <name>End. */
function flattenRanges(params: TableParams): TableParams {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.endsWith('Range') && Array.isArray(value)) {
      const name = key.slice(0, -'Range'.length);
      out[`${name}Begin`] = value[0];
      out[`${name}End`] = value[1];
    } else if (key === 'status' && Array.isArray(value)) out.status = value.join(',') || undefined;
    else out[key] = value;
  }
  return out as TableParams;
}

export const listWaybills = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Waybill>('/order/waybill/list', flattenRanges(params), sort);

export const getWaybill = (uuid: string) => get<WaybillDetail>(`/order/waybill/get/${uuid}`);
export const waybillLog = (uuid: string) => get<WaybillLog[]>(`/order/waybill/log/${uuid}`);

export const saveWaybill = (body: WaybillForm) =>
  post<{ uuid: string; code: string }>(body.uuid ? '/order/waybill/update' : '/order/waybill/save', body);

type Count = { count: number };
export const confirmWaybills = (idList: string[]) =>
  post<Count>('/order/waybill/waybillConfirmation', { idList });
export const withdrawWaybills = (idList: string[]) =>
  post<Count>('/order/waybill/waybillWithdrawal', { idList });
export const handoutWaybills = (idList: string[], handoutRemark?: string) =>
  post<Count>('/order/waybill/handout', { idList, handoutRemark });
export const handoutCancelWaybills = (idList: string[]) =>
  post<Count>('/order/waybill/handoutCancel', { idList });
export const cancelWaybills = (idList: string[], remark?: string) =>
  post<Count>('/order/waybill/cancel', { idList, remark });

/** The list's filters and visible column keys; a large export is queued in the download center. */
export const exportWaybills = (filters: Record<string, unknown>, columns: string[] = []) =>
  runExport('/schedule/waybillExport/exportWaybill', {
    method: 'post',
    body: { ...flattenRanges(filters as TableParams), columns: columns.length > 0 ? columns : undefined },
  });
export const waybillImportTemplate = () => download('/order/waybill/importTemplate', { method: 'get' });
export const WAYBILL_IMPORT_URL = '/order/waybill/importData';

export const searchItems = (keyword: string, clientId?: string) =>
  get<ItemOption[]>('/system/item/searchSelect', { keyword: keyword || undefined, clientId });
export const itemDetail = (uuid: string) =>
  get<{ transClassification: string | null; matType: string | null }>(`/system/item/get/${uuid}`);
