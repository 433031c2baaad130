import { ALERT_RULE_TYPES, hasButton } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { countAlerts, countExceptionEtas } from '../../monitoring';
import { messageTypes, unreadByType } from '../message/repository';

/** The alert types the header shows a count for (the spec's badges), besides their total. */
export const BADGE_ALERT_TYPES = ['temp', 'speed', 'door', 'stop', 'geo', 'tired', 'defer'] as const;

/**
 * GET /message/index/messageCount: the header's badge counts for the caller. alert is every undealt
 * alert in the caller's scope (all nine types) and each badge type its own; exceptionEta the undealt
 * ETA exceptions in scope. A count the caller may not open (no list key for its screen) is 0, so a
 * badge never leads to a screen the server would refuse. message is the caller's unread inbox
 * messages, and each value of the message_type dictionary (NOTICE among them) its own unread ones; a
 * dictionary value that is already a badge's name (alert, temp, ...) does not replace that badge.
 * Exceptions have no store yet: they count 0.
 */
export async function countMessages(db: DbOrTx, caller: AuthContext): Promise<Record<string, number>> {
  const counts: Record<string, number> = { message: 0, exception: 0, NOTICE: 0, alert: 0, exceptionEta: 0 };
  for (const type of BADGE_ALERT_TYPES) counts[type] = 0;
  if (hasButton({ caller, keys: ['monitor:alert:list'] })) {
    const byType = await countAlerts(db, caller, ALERT_RULE_TYPES);
    counts.alert = Object.values(byType).reduce((sum, n) => sum + n, 0);
    for (const type of BADGE_ALERT_TYPES) counts[type] = byType[type] ?? 0;
  }
  if (hasButton({ caller, keys: ['monitor:exceptionEta:list'] }))
    counts.exceptionEta = await countExceptionEtas(db, caller);
  const mayReadInbox = hasButton({ caller, keys: ['message:inbox:list'] });
  const unread = mayReadInbox ? await unreadByType(db, Number(caller.userId)) : new Map<string, number>();
  counts.message = [...unread.values()].reduce((sum, n) => sum + n, 0);
  counts.NOTICE = unread.get('NOTICE') ?? 0;
  for (const type of await messageTypes(db)) {
    if (type === 'NOTICE' || !(type in counts)) counts[type] = unread.get(type) ?? 0;
  }
  return counts;
}
