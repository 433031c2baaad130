import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { idOf } from './drafts';
import { type MessageFilter, ownMessage, type Paging, pageOwn, recipientsOf } from './repository';
import { attachmentsOf, chosenView, iso } from './views';

const userIdOf = (caller: AuthContext) => Number(caller.userId);

/** GET /message/outbox/list: the caller's sent messages, newest first, with how many read them. */
export async function listOutbox(db: DbOrTx, caller: AuthContext, filter: MessageFilter, paging: Paging) {
  const { rows, total } = await pageOwn(db, userIdOf(caller), 'sent', filter, paging);
  return {
    total,
    rows: rows.map((r) => ({
      id: String(r.id),
      type: r.type,
      title: r.title,
      sendTime: iso(r.sendTime) ?? '',
      recipientCount: r.recipientCount ?? 0,
      readCount: r.readCount ?? 0,
      attachmentCount: r.attachmentCount,
    })),
  };
}

/** GET /message/outbox/read/{id}: one of the caller's sent messages with who received and read it. */
export async function readOutbox(db: DbOrTx, caller: AuthContext, idText: string) {
  const message = await ownMessage(db, userIdOf(caller), idOf(idText));
  if (message?.status !== 'sent') throw AppError.notFound();
  const recipients = await recipientsOf(db, message.id);
  return {
    id: String(message.id),
    type: message.type,
    title: message.title,
    body: message.body,
    sendTime: iso(message.sendTime) ?? '',
    chosen: chosenView(message.recipients),
    attachments: await attachmentsOf(db, message.attachmentIds),
    recipients: recipients.map((r) => ({
      userId: String(r.userId),
      userName: r.userName ?? '',
      nickName: r.nickName ?? '',
      read: r.isRead,
      readTime: iso(r.readTime),
    })),
  };
}
