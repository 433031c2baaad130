import { ALERT_RULE_TYPES, type ApiPermissionKey, hasButton } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { badgeCountQuery, countRows } from '../../monitoring';
import { inboxCountParts, inboxCountsOf } from '../message/repository';

/** The alert types the header shows a count for (the spec's badges), besides their total. */
export const BADGE_ALERT_TYPES = ['temp', 'speed', 'door', 'stop', 'geo', 'tired', 'defer'] as const;

/**
 * GET /message/index/messageCount: the header's badge counts for the caller. alert is every undealt
 * alert in the caller's scope (all nine types) and each badge type its own; exceptionEta the undealt
 * ETA exceptions in scope; exception the unhandled shipment exceptions in scope (status U: handover
 * temperature, quantity, missed stops, overdue finish). A count the caller may not open (no list key
 * for its screen) is 0, so a badge never leads to a screen the server would refuse. message is the caller's unread inbox
 * messages, and each value of the message_type dictionary (NOTICE among them) its own unread ones; a
 * dictionary value that is already a badge's name (alert, temp, ...) does not replace that badge.
 */
export async function countMessages(db: DbOrTx, caller: AuthContext): Promise<Record<string, number>> {
  const may = (key: ApiPermissionKey) => hasButton({ caller, keys: [key] });
  // One statement for every count, whatever the caller may open (the badge is asked on every page of
  // every tab): the monitoring badges' selects and the inbox's, joined.
  const monitoring = await badgeCountQuery(db, caller, {
    alertTypes: may('monitor:alert:list') ? ALERT_RULE_TYPES : null,
    exceptionEta: may('monitor:exceptionEta:list'),
    exception: may('monitor:expage:list'),
  });
  const inbox = inboxCountParts(db, may('message:inbox:list') ? Number(caller.userId) : null);
  const rows = await countRows(db, [...monitoring.parts, ...inbox]);
  const badges = monitoring.read(rows);
  const { unread, types } = inboxCountsOf(rows);
  const counts: Record<string, number> = {
    message: 0,
    exception: badges.exception,
    NOTICE: 0,
    alert: 0,
    exceptionEta: badges.exceptionEta,
  };
  for (const type of BADGE_ALERT_TYPES) counts[type] = badges.alerts?.[type] ?? 0;
  if (badges.alerts) counts.alert = Object.values(badges.alerts).reduce((sum, n) => sum + n, 0);
  counts.message = [...unread.values()].reduce((sum, n) => sum + n, 0);
  counts.NOTICE = unread.get('NOTICE') ?? 0;
  for (const type of types) {
    if (type === 'NOTICE' || !(type in counts)) counts[type] = unread.get(type) ?? 0;
  }
  return counts;
}
