import type { DbOrTx } from '../../../platform/db';
import { enabledUserIds, groupMemberIds } from '../message/repository';
import { settingOf } from './repository';

/**
 * The extra recipients of a system message of this type, as its setting names them: the enabled users
 * holding its roles and its enabled users, each once, in id order. None when the type has no setting.
 * Resolved when the message is made, so a later change of a role's members does not change who got it.
 */
export async function settingRecipientIds(db: DbOrTx, type: string): Promise<number[]> {
  const setting = await settingOf(db, type);
  if (!setting) return [];
  // One after the other: on a transaction's single connection queries cannot overlap.
  const ofRoles = await groupMemberIds(db, [], setting.roleIds);
  const ofUsers = await enabledUserIds(db, setting.userIds);
  return [...new Set([...ofRoles, ...ofUsers])].sort((a, b) => a - b);
}
