import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, ts } from './columns';

/** A message's state: a draft its sender may change, delete or send; sent is final. */
export const MESSAGE_STATUSES = ['draft', 'sent'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The recipients as the sender chose them (ids as text, as the API has them). */
export type ChosenRecipientsColumn = { userIds: string[]; centerIds: string[]; roleIds: string[] };

/**
 * A user's message (inbox, outbox, drafts). A draft keeps its recipients as chosen (users, dispatch
 * centers, roles); sending resolves them to users once, into msg_recipient, so a later change of a
 * center's or role's members does not change who received it.
 */
/**
 * A system message's parameter: plain text or a number, a message key of its own (a label such as an
 * alert type, translated with the message), or a moment (written in each reader's time zone).
 */
export type SystemContentParam =
  | string
  | number
  | { key: string; params?: Record<string, string | number> }
  | { time: string };
export type SystemContentParams = Record<string, SystemContentParam>;

/** The sender id of system messages (no user sent them). */
export const SYSTEM_SENDER_ID = 0;

export const messages = pgTable(
  'msg_message',
  {
    id: id(),
    /** A value of the message_type dictionary. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    /** Sanitized rich text (HTML), as stored and shown. */
    body: text('body').notNull().default(''),
    senderId: bigint('sender_id', { mode: 'number' }).notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('draft'),
    recipients: jsonb('recipients')
      .$type<ChosenRecipientsColumn>()
      .notNull()
      .default({ userIds: [], centerIds: [], roleIds: [] }),
    /** sys_oss ids of the attached files, in the sender's order. */
    attachmentIds: jsonb('attachment_ids').$type<number[]>().notNull().default([]),
    /**
     * A system message's text as a message key and its parameters: each reader sees it in their own
     * language (title and body keep the default language's text, for search). Null for a user's message.
     */
    contentKey: text('content_key'),
    contentParams: jsonb('content_params').$type<SystemContentParams>(),
    /** The screen a system message points to (a path of the web app), e.g. the alert it reports. */
    link: text('link'),
    createTime: ts('create_time').notNull().defaultNow(),
    updateTime: ts('update_time'),
    sendTime: ts('send_time'),
  },
  (t) => [
    // The outbox and the draft box: one sender's messages of one status, newest first.
    index('msg_message_sender_idx').on(t.senderId, t.status, t.createTime),
  ],
);

/**
 * One row per user a sent message reached: the inbox. Deleting hides the row for that recipient only;
 * the sender's outbox still shows who received and read it.
 */
export const messageRecipients = pgTable(
  'msg_recipient',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The message's send time, kept here so the inbox sorts and filters by its own index. */
    receiveTime: ts('receive_time').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readTime: ts('read_time'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deleteTime: ts('delete_time'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    // The inbox list and the unread counts: one user's present rows by read state, newest first.
    index('msg_recipient_inbox_idx')
      .on(t.userId, t.isRead, t.receiveTime.desc())
      .where(sql`is_deleted = false`),
  ],
);

/**
 * How messages of one message_type value travel besides the inbox (which is always on, so it is not
 * stored): extra recipients that system messages of the type also reach, and the e-mail and webhook
 * channels. A type without a row has the defaults (no extra recipients, every channel off). The webhook
 * secret is kept sealed (platform/encryption's sealSecret) and never answered.
 */
export const messageSettings = pgTable('msg_setting', {
  /** A value of the message_type dictionary. */
  type: text('type').primaryKey(),
  roleIds: jsonb('role_ids').$type<number[]>().notNull().default([]),
  userIds: jsonb('user_ids').$type<number[]>().notNull().default([]),
  emailEnabled: boolean('email_enabled').notNull().default(false),
  webhookEnabled: boolean('webhook_enabled').notNull().default(false),
  webhookUrl: text('webhook_url'),
  webhookSecret: text('webhook_secret'),
  updateBy: text('update_by'),
  updateTime: ts('update_time'),
});
