import type { SortOrder } from 'antd/es/table/interface';
import { getPage, post } from '../../../core/request';
import type { TableParams } from '../../system/reference-shared/table';

export type { TableParams };

/**
 * One page for a base-data ProTable with remote sorting: current/pageSize become pageNum/pageSize,
 * ProTable's sort ({field: 'ascend'}) becomes sortField/sortOrder (the server whitelists the field),
 * empty filters are dropped.
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

/** updateEnable / updateDisable and other uuid-list actions: POST url?ids=a,b. */
export function postIds(url: string, uuids: readonly string[]) {
  return post<null>(url, undefined, { params: { ids: uuids.join(',') } });
}
