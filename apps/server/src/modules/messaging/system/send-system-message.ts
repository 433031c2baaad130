import type { SystemMessageType } from '@tms/domain';
import { SYSTEM_SENDER_ID, type SystemContentParams } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { emit } from '../../../platform/jobs';
import { insertMessage, insertRecipients } from '../message/repository';
import { renderSystemContent, type SystemMessageKind } from '../message/system-content';
import { settingRecipientIds } from '../settings/recipients';
import { enabledAmong } from './repository';

export type SystemMessage = {
  type: SystemMessageType;
  kind: SystemMessageKind;
  params: SystemContentParams;
  /** The screen the message points to (a path of the web app). */
  link?: string | null;
  /** Who the event concerns (enabled ones only receive it). */
  userIds: readonly number[];
  /**
   * Who may see what the message reports (the users of its dispatch center): the people the message
   * settings add for this type receive it only when they are among them. Absent: no limit.
   */
  within?: readonly number[] | null;
};

/**
 * Sends a message from the system inside the caller's transaction: to the users the event concerns
 * and to those the type's message settings add, each once, enabled ones only. Stored with its key and
 * parameters, so each reader sees it in their own language, and with the default language's text for
 * search. Answers the message id, or null when nobody is to receive it (nothing is written).
 */
export async function sendSystemMessage(tx: DbOrTx, message: SystemMessage): Promise<number | null> {
  let extra = await settingRecipientIds(tx, message.type);
  if (message.within) {
    const allowed = new Set(message.within);
    extra = extra.filter((id) => allowed.has(id));
  }
  const userIds = (await enabledAmong(tx, [...new Set([...message.userIds, ...extra])])).sort(
    (a, b) => a - b,
  );
  if (userIds.length === 0) return null;
  const content = renderSystemContent(message.kind, message.params);
  if (!content) throw new Error(`system message ${message.kind} has no title text`);
  const now = new Date();
  const id = await insertMessage(tx, {
    type: message.type,
    title: content.title,
    body: content.body,
    senderId: SYSTEM_SENDER_ID,
    status: 'sent',
    sendTime: now,
    contentKey: message.kind,
    contentParams: message.params,
    link: message.link ?? null,
  });
  await insertRecipients(tx, id, userIds, now);
  await emit(tx, {
    type: 'message.sent',
    payload: { messageId: id, senderId: SYSTEM_SENDER_ID, type: message.type },
  });
  return id;
}
