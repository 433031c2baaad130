import { post } from '../../../core/request';
import { fetchPage, type TableParams } from '../shared';
import type { OnlineUser } from './types';

export function listOnlineUsers(params: TableParams) {
  return fetchPage<OnlineUser>('/monitor/online/list', params);
}

/** Ends the session at once; the user's next call is refused and they are signed out. */
export function forceLogout(tokenId: string) {
  return post<null>('/monitor/online/forceLogout', undefined, { params: { tokenId } });
}
