import { get } from './request';

/** GET /message/index/messageCount: the header's badge counts by name (alert, temp, …, exceptionEta). */
export type MessageCounts = Record<string, number>;

export const messageCountsKey = ['message', 'counts'] as const;

export function fetchMessageCounts(): Promise<MessageCounts> {
  return get<MessageCounts>('/message/index/messageCount');
}

/** The alert types the header counts, in the spec's order. */
export const BADGE_ALERT_TYPES = ['temp', 'speed', 'door', 'stop', 'geo', 'tired', 'defer'] as const;

/**
 * Where the alert badge leads: the named route `alert` with its alertTypes param, naming the counted
 * types that have undealt alerts (every counted type when none has), so the list opens on them.
 */
export function alertBadgeTarget(counts: MessageCounts | undefined): string {
  const open = BADGE_ALERT_TYPES.filter((type) => (counts?.[type] ?? 0) > 0);
  return `/alert/${(open.length > 0 ? open : BADGE_ALERT_TYPES).join(',')}`;
}

/** Where the ETA badge leads: the named route ExceptionEta (its menu path) on the open records. */
export const EXCEPTION_ETA_TARGET = '/exceptionEta?dealStatus=N';

/** Where the message bell leads: the inbox on the unread messages of every type. */
export const MESSAGE_INBOX_TARGET = '/message/inbox?receiveStatus=1';
