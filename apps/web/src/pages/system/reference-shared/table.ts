import { getPage, post } from '../../../core/request';

/** What ProTable hands a request function: its paging plus the search form's values. */
export type TableParams = { current?: number; pageSize?: number } & Record<string, unknown>;

/** One page for ProTable: current/pageSize become pageNum/pageSize; empty filters are dropped. */
export async function fetchPage<T>(url: string, params: TableParams, extra: Record<string, unknown> = {}) {
  const { current, pageSize, ...filters } = params;
  const { data, total } = await getPage<T>(url, { ...filters, ...extra, pageNum: current, pageSize });
  return { data, total, success: true };
}

/** RuoYi removals: POST url?ids=1,2. */
export function removeByIds(url: string, ids: readonly (number | string)[]) {
  return post<null>(url, undefined, { params: { ids: ids.join(',') } });
}
