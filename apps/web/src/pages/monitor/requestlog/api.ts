import { fetchPage, type TableParams } from '../../../components/crud';
import type { RequestLog } from './types';

export function listRequestLogs(params: TableParams) {
  return fetchPage<RequestLog>('/monitor/requestlog/list', params);
}
