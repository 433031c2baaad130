import { fetchPage, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { LoginLog } from './types';

export function listLoginLogs(params: TableParams) {
  return fetchPage<LoginLog>('/monitor/logininfor/list', params);
}

export function removeLoginLogs(ids: number[]) {
  return post<{ removed: number }>('/monitor/logininfor/remove', undefined, {
    params: { ids: ids.join(',') },
  });
}

export function cleanLoginLogs() {
  return post<null>('/monitor/logininfor/clean');
}

/** Lifts the wrong-password lock of a user at once. */
export function unlockUser(userName: string) {
  return post<null>('/monitor/logininfor/unlock', undefined, { params: { userName } });
}
