import { type Lang, RECEIVE_STATUS, type ReceiveStatus, readFilterOf } from '@tms/domain';
import { SYSTEM_SENDER_ID, type SystemContentParams } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { idOf } from './drafts';
import {
  countPresent,
  hideInbox,
  inboxMessage,
  type MessageFilter,
  markManyRead,
  markRead,
  type Paging,
  pageInbox,
} from './repository';
import { renderSystemContent } from './system-content';
import { attachmentsOf, iso } from './views';

const userIdOf = (caller: AuthContext) => Number(caller.userId);

type InboxFields = {
  id: number;
  type: string;
  title: string;
  contentKey: string | null;
  contentParams: SystemContentParams | null;
  link: string | null;
  senderId: number;
  senderName: string | null;
  sendTime: Date;
  isRead: boolean;
  readTime: Date | null;
  attachmentCount: number;
};
/** How one reader sees a message: a system message in their language and time zone. */
type Reader = { lang: Lang; timeZone: string | null };

const systemContent = (r: InboxFields, reader: Reader) =>
  r.contentKey
    ? renderSystemContent(r.contentKey, r.contentParams ?? {}, reader.lang, reader.timeZone)
    : null;

const inboxView = (r: InboxFields, reader: Reader) => ({
  id: String(r.id),
  type: r.type,
  title: systemContent(r, reader)?.title ?? r.title,
  senderId: String(r.senderId),
  senderName: r.senderId === SYSTEM_SENDER_ID ? t(reader.lang, 'systemMessage.sender') : (r.senderName ?? ''),
  system: r.senderId === SYSTEM_SENDER_ID,
  link: r.link,
  sendTime: r.sendTime.toISOString(),
  read: r.isRead,
  readTime: iso(r.readTime),
  attachmentCount: r.attachmentCount,
});

/** POST /message/inbox/list: the caller's inbox, newest first. */
export async function listInbox(
  db: DbOrTx,
  caller: AuthContext,
  filter: MessageFilter & { receiveStatus?: ReceiveStatus | undefined },
  paging: Paging,
  lang: Lang,
) {
  const read = readFilterOf(filter.receiveStatus ?? RECEIVE_STATUS.all);
  const { rows, total } = await pageInbox(db, userIdOf(caller), { ...filter, read }, paging);
  const reader = { lang, timeZone: caller.profile.timeZone };
  return { total, rows: rows.map((r) => inboxView(r, reader)) };
}

/** GET /message/inbox/read/{id}: one of the caller's messages, marked read, with its attachments. */
export async function readInbox(db: Db, caller: AuthContext, idText: string, lang: Lang) {
  const userId = userIdOf(caller);
  const id = idOf(idText);
  if (!(await markRead(db, userId, id))) throw AppError.notFound();
  const row = await inboxMessage(db, userId, id);
  if (!row) throw AppError.notFound();
  const reader = { lang, timeZone: caller.profile.timeZone };
  return {
    ...inboxView(row, reader),
    body: systemContent(row, reader)?.body ?? row.body,
    attachments: await attachmentsOf(db, row.attachmentIds),
  };
}

/** Refuses ids that are not all in the caller's inbox, so nothing changes for a partly foreign list. */
async function ownInboxIds(db: DbOrTx, userId: number, ids: readonly string[]) {
  if (ids.length === 0) throw AppError.invalid('message.selectionRequired');
  const wanted = [...new Set(ids.map(idOf))];
  if ((await countPresent(db, userId, wanted)) !== wanted.length) throw AppError.notFound();
  return wanted;
}

/** POST /message/inbox/batchRead: marks these messages of the caller's inbox read, or all (all: true). */
export async function batchRead(
  db: Db,
  caller: AuthContext,
  input: { ids?: string[] | undefined; all?: boolean | undefined },
) {
  const userId = userIdOf(caller);
  if (input.all) return { count: await markManyRead(db, userId, null) };
  return db.transaction(async (tx) => ({
    count: await markManyRead(tx, userId, await ownInboxIds(tx, userId, input.ids ?? [])),
  }));
}

/** POST /message/inbox/delete/{id} and /delete/: hides messages from the caller's inbox only. */
export async function deleteInbox(db: Db, caller: AuthContext, ids: readonly string[]) {
  const userId = userIdOf(caller);
  return db.transaction(async (tx) => ({
    count: await hideInbox(tx, userId, await ownInboxIds(tx, userId, ids)),
  }));
}
