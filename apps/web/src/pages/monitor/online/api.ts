import { fetchPage, type TableParams } from '../../../components/crud';
import { post } from '../../../core/request';
import type { OnlineUser } from './types';

export function listOnlineUsers(params: TableParams) {
  return fetchPage<OnlineUser>('/monitor/online/list', params);
}

/** Ends the session at once; the user's next call is refused and they are signed out. */
export function forceLogout(tokenId: string) {
  return post<null>('/monitor/online/forceLogout', undefined, { params: { tokenId } });
}
