import type { SortOrder } from 'antd/es/table/interface';
import { getPage, post } from '../../core/request';
import { runExport } from '../DownloadCenter/run-export';

/** What ProTable hands a request function: its paging plus the search form's values. */
export type TableParams = { current?: number; pageSize?: number } & Record<string, unknown>;

/**
 * One page for ProTable with remote sorting: current/pageSize become pageNum/pageSize, ProTable's sort
 * ({field: 'ascend'}) becomes sortField/sortOrder (the server whitelists the field); empty filters and
 * an absent sort are dropped by the request layer.
 */
export async function fetchSortedPage<T>(
  url: string,
  params: TableParams,
  sort: Record<string, SortOrder> = {},
  extra: Record<string, unknown> = {},
) {
  const { current, pageSize, ...filters } = params;
  const [sortField, sortOrder] = Object.entries(sort).find(([, order]) => !!order) ?? [];
  const query = {
    ...filters,
    ...extra,
    pageNum: current,
    pageSize,
    sortField,
    sortOrder: sortOrder ?? undefined,
  };
  const { data, total } = await getPage<T>(url, query);
  return { data, total, success: true };
}

/** One page of a list the server does not sort on request: fetchSortedPage without a sort. */
export function fetchPage<T>(url: string, params: TableParams, extra: Record<string, unknown> = {}) {
  return fetchSortedPage<T>(url, params, {}, extra);
}

/** Removals, enable/disable and other actions on a set of records: POST url?ids=a,b. */
export function postIds(url: string, ids: readonly (number | string)[]) {
  return post<null>(url, undefined, { params: { ids: ids.join(',') } });
}

/**
 * GET <list>/export with the list's filters: a small export arrives as an xlsx file; a large one is
 * queued in the download center and the server's notice is shown instead.
 */
export function exportList(url: string, params: Record<string, unknown>): Promise<void> {
  return runExport(url, { method: 'get', params });
}
