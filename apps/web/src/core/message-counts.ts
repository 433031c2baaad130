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

/** Where the exception badge leads: the named route expageList (its menu path) on the unhandled records. */
export const SHIPMENT_EXCEPTION_TARGET = '/expageList?status=U';

/** Where the message bell leads: the inbox on the unread messages of every type. */
export const MESSAGE_INBOX_TARGET = '/message/inbox?receiveStatus=1';

/** The badge counts refresh at a random moment between these (many tabs do not all ask at once). */
export const BADGE_REFRESH_MIN_MS = 30 * 60_000;
export const BADGE_REFRESH_MAX_MS = 60 * 60_000;

/** A refresh interval in [30, 60) minutes; `random` is Math.random's kind of number in [0, 1). */
export function badgeRefreshMs(random: number = Math.random()): number {
  const spread = BADGE_REFRESH_MAX_MS - BADGE_REFRESH_MIN_MS;
  return BADGE_REFRESH_MIN_MS + Math.floor(Math.min(Math.max(random, 0), 0.999_999) * spread);
}

/** Where a message type's line leads: the named route messageReceive on that type, read or not. */
export const messageTypeTarget = (type: string) =>
  `/message/inbox?type=${encodeURIComponent(type)}&receiveStatus=3`;

/** One line of the bell's list: a count (its label a translation key or a dictionary label) and where it leads. */
export type BellLine = {
  key: string;
  count: number;
  target: string;
  /** A translation key, or null when `text` is the label (a message type's dictionary label). */
  labelKey: string | null;
  text?: string;
  /** A line under another (a message type under the messages, an alert type under the alerts). */
  indent?: boolean;
};

export type BellAccess = { inbox: boolean; alerts: boolean; eta: boolean; exceptions: boolean };

/**
 * The bell's lines for what the user may open: unread messages (then each message type that has some),
 * open alerts (then each counted alert type that has some), open ETA exceptions, open shipment
 * exceptions; and its badge, their total. A type's line is only there when it has a count; the headings
 * always are, so the list says "0" rather than leaving the user to wonder.
 */
export function bellModel(
  counts: MessageCounts | undefined,
  access: BellAccess,
  messageTypes: readonly { value: string; label: string }[],
): { total: number; lines: BellLine[] } {
  const n = (key: string) => counts?.[key] ?? 0;
  const lines: BellLine[] = [];
  let total = 0;
  if (access.inbox) {
    total += n('message');
    lines.push({
      key: 'message',
      count: n('message'),
      target: MESSAGE_INBOX_TARGET,
      labelKey: 'messageBadge.message',
    });
    for (const type of messageTypes) {
      if (n(type.value) > 0)
        lines.push({
          key: `message:${type.value}`,
          count: n(type.value),
          target: messageTypeTarget(type.value),
          labelKey: null,
          text: type.label,
          indent: true,
        });
    }
  }
  if (access.alerts) {
    total += n('alert');
    lines.push({
      key: 'alert',
      count: n('alert'),
      target: alertBadgeTarget(counts),
      labelKey: 'messageBadge.alert',
    });
    for (const type of BADGE_ALERT_TYPES) {
      if (n(type) > 0)
        lines.push({
          key: `alert:${type}`,
          count: n(type),
          target: `/alert/${type}`,
          labelKey: `messageBadge.alertType.${type}`,
          indent: true,
        });
    }
  }
  if (access.eta) {
    total += n('exceptionEta');
    lines.push({
      key: 'exceptionEta',
      count: n('exceptionEta'),
      target: EXCEPTION_ETA_TARGET,
      labelKey: 'messageBadge.exceptionEta',
    });
  }
  if (access.exceptions) {
    total += n('exception');
    lines.push({
      key: 'exception',
      count: n('exception'),
      target: SHIPMENT_EXCEPTION_TARGET,
      labelKey: 'messageBadge.exception',
    });
  }
  return { total, lines };
}
