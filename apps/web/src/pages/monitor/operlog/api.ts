import { fetchPage, type TableParams } from '../../../components/crud';
import { get, post } from '../../../core/request';
import type { OperLog, OperLogDetail } from './types';

export function listOperLogs(params: TableParams) {
  return fetchPage<OperLog>('/monitor/operlog/list', params);
}

export function getOperLog(id: number) {
  return get<OperLogDetail>(`/monitor/operlog/${id}`);
}

export function removeOperLogs(ids: number[]) {
  return post<{ removed: number }>('/monitor/operlog/remove', undefined, { params: { ids: ids.join(',') } });
}

export function cleanOperLogs() {
  return post<null>('/monitor/operlog/clean');
}
