import { MESSAGE_ATTACHMENT_MAX, MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX, RECEIVE_STATUS } from '../constants';

/**
 * Who a message goes to, as the sender chose them: single users, every enabled user of some dispatch
 * centers, every enabled user holding some roles. A draft keeps this as chosen; sending resolves it.
 */
export type ChosenRecipients = { userIds: string[]; centerIds: string[]; roleIds: string[] };

export type ReceiveStatus = (typeof RECEIVE_STATUS)[keyof typeof RECEIVE_STATUS];

/** What an inbox filter's read state asks for: only unread, only read, or both (null: no filter). */
export function readFilterOf(status: ReceiveStatus): boolean | null {
  switch (status) {
    case RECEIVE_STATUS.unread:
      return false;
    case RECEIVE_STATUS.read:
      return true;
    case RECEIVE_STATUS.all:
      return null;
    default: {
      const unreachable: never = status;
      throw new Error(`unknown receive status ${String(unreachable)}`);
    }
  }
}

const distinct = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** The chosen recipients without blanks or repeats, in the order first chosen. */
export function normalizeChosen(chosen: ChosenRecipients): ChosenRecipients {
  return {
    userIds: distinct(chosen.userIds),
    centerIds: distinct(chosen.centerIds),
    roleIds: distinct(chosen.roleIds),
  };
}

export function isChosenEmpty(chosen: ChosenRecipients): boolean {
  return chosen.userIds.length === 0 && chosen.centerIds.length === 0 && chosen.roleIds.length === 0;
}

/**
 * The users a sent message reaches: the users chosen directly, plus the members of the chosen centers
 * and roles (the caller passes only enabled members), each once. The sender receives their own message
 * only when they chose themselves as a user, not because they belong to a chosen center or role.
 */
export function resolveRecipients(input: {
  senderId: number;
  userIds: readonly number[];
  groupMemberIds: readonly number[];
}): number[] {
  const out = new Set<number>(input.userIds);
  for (const id of input.groupMemberIds) if (id !== input.senderId) out.add(id);
  return [...out].sort((a, b) => a - b);
}

/** A broken rule of a message's content, as a message key of the messaging catalogue with its params. */
export type MessageContentProblem =
  | { key: 'message.titleRequired' }
  | { key: 'message.titleTooLong'; params: { max: number } }
  | { key: 'message.bodyTooLong'; params: { max: number } }
  | { key: 'message.tooManyAttachments'; params: { max: number } };

/**
 * The content rules every saved or sent message keeps: a title (at most 200 characters), a body of
 * at most 20,000 characters once sanitized (the stored, shown text is what counts), a few attachments.
 */
export function contentProblem(input: {
  title: string;
  sanitizedBody: string;
  attachmentCount: number;
}): MessageContentProblem | null {
  const title = input.title.trim();
  if (!title) return { key: 'message.titleRequired' };
  if ([...title].length > MESSAGE_TITLE_MAX)
    return { key: 'message.titleTooLong', params: { max: MESSAGE_TITLE_MAX } };
  if ([...input.sanitizedBody].length > MESSAGE_BODY_MAX)
    return { key: 'message.bodyTooLong', params: { max: MESSAGE_BODY_MAX } };
  if (input.attachmentCount > MESSAGE_ATTACHMENT_MAX)
    return { key: 'message.tooManyAttachments', params: { max: MESSAGE_ATTACHMENT_MAX } };
  return null;
}
