import type { ChosenRecipients } from '@tms/domain';
import type { PickerCenter } from './api';

/**
 * The recipients tree: dispatch centers with their users under them. A user may belong to several
 * centers, so a user node's value names its center too (values must be unique in a tree); ticking a
 * whole center keeps only the center's value (the server sends to every enabled user of it then).
 */
const CENTER = 'center:';
const USER = 'user:';

export const centerValue = (centerId: string) => `${CENTER}${centerId}`;
export const userValue = (centerId: string, userId: string) => `${USER}${centerId}:${userId}`;

export type RecipientNode = { title: string; value: string; key: string; children?: RecipientNode[] };

/** The TreeSelect's data: centers by name, their users by nick name (the login name when none). */
export function recipientTree(centers: readonly PickerCenter[]): RecipientNode[] {
  return centers.map((center) => ({
    title: center.name,
    value: centerValue(center.id),
    key: centerValue(center.id),
    children: center.users.map((user) => ({
      title: user.nickName || user.userName,
      value: userValue(center.id, user.id),
      key: userValue(center.id, user.id),
    })),
  }));
}

const distinct = (values: string[]) => [...new Set(values)];

/**
 * The compose body's users and centers from the tree's ticked values, each once; `keptUserIds` are
 * chosen users the tree does not show (no longer in an enabled center) and stay chosen.
 */
export function recipientsFromTree(
  values: readonly string[],
  keptUserIds: readonly string[] = [],
): Pick<ChosenRecipients, 'userIds' | 'centerIds'> {
  const centerIds: string[] = [];
  const userIds: string[] = [...keptUserIds];
  for (const value of values) {
    if (value.startsWith(CENTER)) centerIds.push(value.slice(CENTER.length));
    else if (value.startsWith(USER)) {
      const rest = value.slice(USER.length);
      userIds.push(rest.slice(rest.indexOf(':') + 1));
    }
  }
  return { userIds: distinct(userIds), centerIds: distinct(centerIds) };
}

/**
 * A draft's chosen users and centers as tree values: each center, and each user under the first
 * center that lists them; users no center lists come back as `kept` so a save does not drop them.
 */
export function treeFromRecipients(
  chosen: Pick<ChosenRecipients, 'userIds' | 'centerIds'>,
  centers: readonly PickerCenter[],
): { values: string[]; kept: string[] } {
  const values = chosen.centerIds.map(centerValue);
  const kept: string[] = [];
  for (const userId of chosen.userIds) {
    const center = centers.find((c) => c.users.some((u) => u.id === userId));
    if (center) values.push(userValue(center.id, userId));
    else kept.push(userId);
  }
  return { values, kept };
}
