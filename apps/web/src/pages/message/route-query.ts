import { RECEIVE_STATUS } from '@tms/domain';

export type InboxRouteFilters = { type?: string; receiveStatus?: string };

const STATUSES = Object.values(RECEIVE_STATUS).map(String);

/**
 * The inbox filters a link carries (the header bell: /message/inbox?type=NOTICE&receiveStatus=1):
 * a type and a read state (1 unread, 2 read, 3 all); anything else is ignored.
 */
export function inboxRouteFilters(search: string): InboxRouteFilters {
  const params = new URLSearchParams(search);
  const type = params.get('type')?.trim();
  const status = params.get('receiveStatus')?.trim();
  return {
    ...(type ? { type } : {}),
    ...(status && STATUSES.includes(status) ? { receiveStatus: status } : {}),
  };
}
