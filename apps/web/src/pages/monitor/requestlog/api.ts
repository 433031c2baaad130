import { fetchPage, type TableParams } from '../shared';
import type { RequestLog } from './types';

export function listRequestLogs(params: TableParams) {
  return fetchPage<RequestLog>('/monitor/requestlog/list', params);
}
