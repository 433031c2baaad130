import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  dictData,
  dispatchCenters,
  messageRecipients,
  messages,
  ossFiles,
  roles,
  userDispatchCenters,
  userRoles,
  users,
} from '../../../db/schema';
import { allQueries, type DbOrTx, type Tx } from '../../../platform/db';
import { containsText } from '../../../platform/list-query';
import { timeRange } from '../../../platform/time-range';

export type MessageRow = typeof messages.$inferSelect;
export type MessageInsert = Omit<typeof messages.$inferInsert, 'id' | 'createTime'>;
export type FileRow = {
  id: number;
  originalName: string;
  url: string;
  size: number;
  createBy: string | null;
};

/** The filters the three lists share: type, title contains, a time range (the list's own time column). */
export type MessageFilter = { type?: string; title?: string; beginTime?: string; endTime?: string };
export type Paging = { limit: number; offset: number };

const MESSAGE_TYPE = 'message_type';
/** PostgreSQL takes at most 65,535 parameters per statement: recipient rows go in chunks well below it. */
const RECIPIENT_CHUNK = 5_000;
const enabledUser = and(eq(users.status, '0'), eq(users.delFlag, '0'));

/** The enabled values of the message_type dictionary, in the dictionary's order. */
export async function messageTypes(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ value: dictData.dictValue })
    .from(dictData)
    .where(and(eq(dictData.dictType, MESSAGE_TYPE), eq(dictData.status, '0')))
    .orderBy(asc(dictData.dictSort), asc(dictData.id));
  return rows.map((r) => r.value);
}

export async function filesByIds(db: DbOrTx, ids: readonly number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: ossFiles.id,
      originalName: ossFiles.originalName,
      url: ossFiles.url,
      size: ossFiles.size,
      createBy: ossFiles.createBy,
    })
    .from(ossFiles)
    .where(inArray(ossFiles.id, [...ids]));
}

/** Of these user ids, the enabled users'. */
export async function enabledUserIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), enabledUser));
  return rows.map((r) => r.id);
}

/** Of these dispatch center ids, the enabled centers'. */
export async function enabledCenterIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: dispatchCenters.uuid })
    .from(dispatchCenters)
    .where(and(inArray(dispatchCenters.uuid, [...ids]), eq(dispatchCenters.status, '0')));
  return rows.map((r) => r.id);
}

/** Of these role ids, the enabled roles'. */
export async function enabledRoleIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, [...ids]), eq(roles.status, '0'), eq(roles.delFlag, '0')));
  return rows.map((r) => r.id);
}

/** Every enabled user of these dispatch centers or holding these roles, each once. */
export async function groupMemberIds(
  db: DbOrTx,
  centerIds: readonly string[],
  roleIds: readonly number[],
): Promise<number[]> {
  const ofGroups: SQL[] = [];
  if (centerIds.length > 0) {
    ofGroups.push(
      inArray(
        users.id,
        db
          .select({ id: userDispatchCenters.userId })
          .from(userDispatchCenters)
          .where(inArray(userDispatchCenters.dispatchCenterId, [...centerIds])),
      ),
    );
  }
  if (roleIds.length > 0) {
    ofGroups.push(
      inArray(
        users.id,
        db
          .select({ id: userRoles.userId })
          .from(userRoles)
          .where(inArray(userRoles.roleId, [...roleIds])),
      ),
    );
  }
  if (ofGroups.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(enabledUser, sql`(${sql.join(ofGroups, sql` or `)})`));
  return rows.map((r) => r.id);
}

export async function insertMessage(db: DbOrTx, row: MessageInsert): Promise<number> {
  const [inserted] = await db.insert(messages).values(row).returning({ id: messages.id });
  if (!inserted) throw new Error('message insert returned no row');
  return inserted.id;
}

/** Changes one of the sender's drafts; answers whether it was one. */
export async function updateDraft(
  db: DbOrTx,
  senderId: number,
  id: number,
  patch: Pick<MessageInsert, 'type' | 'title' | 'body' | 'recipients' | 'attachmentIds'>,
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ ...patch, updateTime: sql`now()` })
    .where(and(eq(messages.id, id), eq(messages.senderId, senderId), eq(messages.status, 'draft')))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** One of the sender's own messages (draft or sent); another sender's id finds nothing. */
export async function ownMessage(db: DbOrTx, senderId: number, id: number): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.senderId, senderId)));
  return row ?? null;
}

export function ownMessages(db: DbOrTx, senderId: number, ids: readonly number[]): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(inArray(messages.id, [...ids]), eq(messages.senderId, senderId)));
}

/**
 * Turns a draft into a sent message; answers false when it is no longer a draft (sent meanwhile), so
 * two sends of one draft never both write recipients.
 */
export async function markSent(tx: Tx, id: number, sendTime: Date): Promise<boolean> {
  const rows = await tx
    .update(messages)
    .set({ status: 'sent', sendTime, updateTime: sendTime })
    .where(and(eq(messages.id, id), eq(messages.status, 'draft')))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** One inbox row per user, written as multi-row inserts (one statement for up to 5,000 users). */
export async function insertRecipients(
  tx: DbOrTx,
  messageId: number,
  userIds: readonly number[],
  receiveTime: Date,
): Promise<void> {
  for (let start = 0; start < userIds.length; start += RECIPIENT_CHUNK) {
    const chunk = userIds.slice(start, start + RECIPIENT_CHUNK);
    await tx.insert(messageRecipients).values(chunk.map((userId) => ({ messageId, userId, receiveTime })));
  }
}

export async function deleteDrafts(tx: Tx, senderId: number, ids: readonly number[]): Promise<number> {
  const rows = await tx
    .delete(messages)
    .where(and(inArray(messages.id, [...ids]), eq(messages.senderId, senderId), eq(messages.status, 'draft')))
    .returning({ id: messages.id });
  return rows.length;
}

function messageConditions(filter: MessageFilter, timeColumn: AnyPgColumn): SQL[] {
  return [
    filter.type ? eq(messages.type, filter.type) : undefined,
    filter.title ? ilike(messages.title, containsText(filter.title)) : undefined,
    ...timeRange(timeColumn, filter.beginTime, filter.endTime),
  ].filter((c): c is SQL => c !== undefined);
}

const attachmentCount = sql<number>`jsonb_array_length(${messages.attachmentIds})`.mapWith(Number);

// ---- Inbox -----------------------------------------------------------------------------------------

const present = (userId: number) =>
  and(eq(messageRecipients.userId, userId), eq(messageRecipients.isDeleted, false));

const inboxColumns = {
  id: messages.id,
  type: messages.type,
  title: messages.title,
  contentKey: messages.contentKey,
  contentParams: messages.contentParams,
  link: messages.link,
  senderId: messages.senderId,
  senderName: users.nickName,
  sendTime: messageRecipients.receiveTime,
  isRead: messageRecipients.isRead,
  readTime: messageRecipients.readTime,
  attachmentCount,
};

/** The user's inbox, newest first; `read` true/false keeps only read/unread rows, null both. */
export async function pageInbox(
  db: DbOrTx,
  userId: number,
  filter: MessageFilter & { read: boolean | null },
  paging: Paging,
) {
  const where = and(
    present(userId),
    filter.read === null ? undefined : eq(messageRecipients.isRead, filter.read),
    ...messageConditions(filter, messageRecipients.receiveTime),
  );
  const base = () =>
    db
      .select(inboxColumns)
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId));
  const [rows, [total]] = await allQueries(db, [
    base()
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(where)
      .orderBy(desc(messageRecipients.receiveTime), desc(messageRecipients.messageId))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ n: count() })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks one of the user's present inbox rows read (keeping the first read time); false when none. */
export async function markRead(db: DbOrTx, userId: number, messageId: number): Promise<boolean> {
  const rows = await db
    .update(messageRecipients)
    .set({ isRead: true, readTime: sql`coalesce(${messageRecipients.readTime}, now())` })
    .where(and(present(userId), eq(messageRecipients.messageId, messageId)))
    .returning({ id: messageRecipients.messageId });
  return rows.length > 0;
}

/** How many of these message ids are in the user's present inbox. */
export async function countPresent(db: DbOrTx, userId: number, ids: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageRecipients)
    .where(and(present(userId), inArray(messageRecipients.messageId, [...ids])));
  return row?.n ?? 0;
}

/** Marks the user's unread rows read: these messages, or all of them (ids null). */
export async function markManyRead(
  db: DbOrTx,
  userId: number,
  ids: readonly number[] | null,
): Promise<number> {
  const rows = await db
    .update(messageRecipients)
    .set({ isRead: true, readTime: sql`now()` })
    .where(
      and(
        present(userId),
        eq(messageRecipients.isRead, false),
        ids ? inArray(messageRecipients.messageId, [...ids]) : undefined,
      ),
    )
    .returning({ id: messageRecipients.messageId });
  return rows.length;
}

/** Hides these messages from the user's inbox (the sender's outbox still lists the user). */
export async function hideInbox(db: DbOrTx, userId: number, ids: readonly number[]): Promise<number> {
  const rows = await db
    .update(messageRecipients)
    .set({ isDeleted: true, deleteTime: sql`now()` })
    .where(and(present(userId), inArray(messageRecipients.messageId, [...ids])))
    .returning({ id: messageRecipients.messageId });
  return rows.length;
}

/** The message behind one of the user's present inbox rows, with the sender's name. */
export async function inboxMessage(db: DbOrTx, userId: number, messageId: number) {
  const [row] = await db
    .select({ ...inboxColumns, body: messages.body, attachmentIds: messages.attachmentIds })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(present(userId), eq(messageRecipients.messageId, messageId)));
  return row ?? null;
}

/**
 * The inbox's badge counts as selects of (key, n), to read with other counts in one statement:
 * `unread:<type>` the user's unread present messages of each type (none when `userId` is null), and
 * `type:<value>` each enabled value of the message_type dictionary, n its place in the dictionary's order.
 */
export function inboxCountParts(db: DbOrTx, userId: number | null): SQL[] {
  const types = db
    .select({
      key: sql<string>`'type:' || ${dictData.dictValue}`.as('key'),
      n: sql<number>`row_number() over (order by ${dictData.dictSort}, ${dictData.id})`.as('n'),
    })
    .from(dictData)
    .where(and(eq(dictData.dictType, MESSAGE_TYPE), eq(dictData.status, '0')));
  if (userId === null) return [types.getSQL()];
  const unread = db
    .select({ key: sql<string>`'unread:' || ${messages.type}`.as('key'), n: count().as('n') })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(present(userId), eq(messageRecipients.isRead, false)))
    .groupBy(messages.type);
  return [unread.getSQL(), types.getSQL()];
}

/** The inbox's rows among counted (key, n) rows: unread per type, and the types in the dictionary's order. */
export function inboxCountsOf(rows: readonly { key: string; n: number }[]): {
  unread: Map<string, number>;
  types: string[];
} {
  const unread = new Map<string, number>();
  const types: { value: string; place: number }[] = [];
  for (const { key, n } of rows) {
    if (key.startsWith('unread:')) unread.set(key.slice('unread:'.length), n);
    else if (key.startsWith('type:')) types.push({ value: key.slice('type:'.length), place: n });
  }
  return { unread, types: types.sort((a, b) => a.place - b.place).map((t) => t.value) };
}

// ---- Outbox and drafts -----------------------------------------------------------------------------

const recipientCount =
  sql<number>`(select count(*) from ${messageRecipients} where ${messageRecipients.messageId} = ${messages.id})`.mapWith(
    Number,
  );
const readCount =
  sql<number>`(select count(*) from ${messageRecipients} where ${messageRecipients.messageId} = ${messages.id} and ${messageRecipients.isRead})`.mapWith(
    Number,
  );

/** The sender's messages of one status, newest first (sent by send time, drafts by creation). */
export async function pageOwn(
  db: DbOrTx,
  senderId: number,
  status: 'draft' | 'sent',
  filter: MessageFilter,
  paging: Paging,
) {
  const timeColumn = status === 'sent' ? messages.sendTime : messages.createTime;
  const where = and(
    eq(messages.senderId, senderId),
    eq(messages.status, status),
    ...messageConditions(filter, timeColumn),
  );
  const [rows, [total]] = await allQueries(db, [
    db
      .select({
        id: messages.id,
        type: messages.type,
        title: messages.title,
        recipients: messages.recipients,
        createTime: messages.createTime,
        updateTime: messages.updateTime,
        sendTime: messages.sendTime,
        attachmentCount,
        ...(status === 'sent' ? { recipientCount, readCount } : {}),
      })
      .from(messages)
      .where(where)
      .orderBy(desc(timeColumn), desc(messages.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Who a sent message reached and when each read it, by name. */
export function recipientsOf(db: DbOrTx, messageId: number) {
  return db
    .select({
      userId: messageRecipients.userId,
      userName: users.userName,
      nickName: users.nickName,
      isRead: messageRecipients.isRead,
      readTime: messageRecipients.readTime,
    })
    .from(messageRecipients)
    .leftJoin(users, eq(users.id, messageRecipients.userId))
    .where(eq(messageRecipients.messageId, messageId))
    .orderBy(asc(messageRecipients.userId));
}

/** The users whose inbox shows a message (the push listener's audience). */
export async function presentRecipientIds(db: DbOrTx, messageId: number): Promise<number[]> {
  const rows = await db
    .select({ id: messageRecipients.userId })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.messageId, messageId), eq(messageRecipients.isDeleted, false)));
  return rows.map((r) => r.id);
}

/** Whether a message the user sent, or received and still shows, carries the file. */
export async function messageShowsFile(db: DbOrTx, userId: number, fileId: number): Promise<boolean> {
  const carries = sql`${messages.attachmentIds} @> ${JSON.stringify([fileId])}::jsonb`;
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .leftJoin(
      messageRecipients,
      and(eq(messageRecipients.messageId, messages.id), present(userId), ne(messages.status, 'draft')),
    )
    .where(and(carries, sql`(${messages.senderId} = ${userId} or ${messageRecipients.userId} is not null)`))
    .limit(1);
  return !!row;
}

// ---- Pickers ---------------------------------------------------------------------------------------

/** Enabled dispatch centers with their enabled users, for the recipients picker. */
export async function centersWithUsers(db: DbOrTx) {
  const [centers, members] = await allQueries(db, [
    db
      .select({ id: dispatchCenters.uuid, code: dispatchCenters.code, name: dispatchCenters.name })
      .from(dispatchCenters)
      .where(eq(dispatchCenters.status, '0'))
      .orderBy(asc(dispatchCenters.code)),
    db
      .select({
        centerId: userDispatchCenters.dispatchCenterId,
        id: users.id,
        userName: users.userName,
        nickName: users.nickName,
      })
      .from(userDispatchCenters)
      .innerJoin(users, eq(users.id, userDispatchCenters.userId))
      .where(enabledUser)
      .orderBy(asc(users.userName)),
  ]);
  return { centers, members };
}

export function enabledRoles(db: DbOrTx) {
  return db
    .select({ id: roles.id, roleName: roles.roleName, roleKey: roles.roleKey })
    .from(roles)
    .where(and(eq(roles.status, '0'), eq(roles.delFlag, '0')))
    .orderBy(asc(roles.roleSort), asc(roles.id));
}
