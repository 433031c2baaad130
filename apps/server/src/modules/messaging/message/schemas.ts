import {
  MESSAGE_ATTACHMENT_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  RECEIVE_STATUS,
  type ReceiveStatus,
} from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { isTimeBound, optionalText } from '../../../platform/query-params';

/** Message, user, role and file ids travel as text (bigint ids), dispatch center ids are uuids. */
export const idText = z
  .string()
  .trim()
  .regex(/^\d{1,19}$/, 'common.invalidFormat')
  .describe('An id, as text');
/** The most ids one call takes (a batch, a list of chosen users). */
const MAX_IDS = 5_000;
const ids = (what: string) => z.array(idText).max(MAX_IDS).describe(what);

export const idParams = z.object({ id: idText.describe("The message's id") });

/** beginTime/endTime: a date (YYYY-MM-DD, the whole day in the home zone) or an ISO date-time. */
const timeParam = (what: string) =>
  optionalText(40)
    .refine((v) => !v || isTimeBound(v), 'common.invalidFormat')
    .describe(what);

const listFilter = {
  type: optionalText(50).describe('Only this message_type dictionary value'),
  title: optionalText(MESSAGE_TITLE_MAX).describe('Only titles containing this text (case-insensitive)'),
};

export const inboxListBody = pageQuery.extend({
  ...listFilter,
  receiveStatus: z.coerce
    .number()
    .int()
    .refine(
      (v): v is ReceiveStatus => (Object.values(RECEIVE_STATUS) as number[]).includes(v),
      'common.invalidFormat',
    )
    .default(RECEIVE_STATUS.all)
    .describe('Read state: 1 unread, 2 read, 3 both (the default)'),
  beginTime: timeParam('Received at or after (a date means from its start)'),
  endTime: timeParam('Received at or before (a date means until its end)'),
});

export const outboxListQuery = pageQuery.extend({
  ...listFilter,
  beginTime: timeParam('Sent at or after (a date means from its start)'),
  endTime: timeParam('Sent at or before (a date means until its end)'),
});

export const draftListQuery = pageQuery.extend({
  ...listFilter,
  beginTime: timeParam('Created at or after (a date means from its start)'),
  endTime: timeParam('Created at or before (a date means until its end)'),
});

/** A message as composed; the server checks the content rules and gives translated refusals. */
export const composeBody = z.object({
  id: idText
    .optional()
    .describe('A draft of the caller to change (create) or to send (send); absent for a new one'),
  type: z
    .string()
    .trim()
    .max(50)
    .describe('A value of the message_type dictionary (NOTICE, SYSTEM, DISPATCH, ...)'),
  title: z
    .string()
    .max(MESSAGE_TITLE_MAX * 4)
    .describe(`The title: required, at most ${MESSAGE_TITLE_MAX} characters`),
  body: z
    .string()
    .max(MESSAGE_BODY_MAX * 10)
    .default('')
    .describe(
      `Rich text (HTML). Sanitized on the server (formatting, lists, quotes, tables and http/https/mailto links are kept; scripts, styles, images and event attributes dropped); at most ${MESSAGE_BODY_MAX} characters after that`,
    ),
  attachmentIds: z
    .array(idText)
    .max(MESSAGE_ATTACHMENT_MAX * 2)
    .default([])
    .describe(`Stored file ids (sys_oss) the caller uploaded, at most ${MESSAGE_ATTACHMENT_MAX}`),
  userIds: ids('Recipients chosen as users (enabled users)').default([]),
  centerIds: z
    .array(z.string().trim().max(64))
    .max(MAX_IDS)
    .default([])
    .describe('Recipients chosen as dispatch centers: every enabled user of each'),
  roleIds: ids('Recipients chosen as roles: every enabled user holding each').default([]),
});

export const idsBody = z.object({ ids: ids('Message ids').min(1, 'message.selectionRequired') });

export const batchReadBody = z.object({
  ids: ids('The messages to mark read').optional(),
  all: z.boolean().optional().describe('true: mark every unread message of the caller read (ids ignored)'),
});

const attachment = z.object({ id: z.string(), name: z.string(), url: z.string(), size: z.number() });
const chosen = z.object({
  userIds: z.array(z.string()),
  centerIds: z.array(z.string()),
  roleIds: z.array(z.string()),
});

export const inboxRow = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  /** Sent by the system (an event), not by a user: senderId is 0, senderName the system's name. */
  system: z.boolean(),
  /** The app screen a system message points to (e.g. the alert list), or null. */
  link: z.string().nullable(),
  sendTime: z.string(),
  read: z.boolean(),
  readTime: z.string().nullable(),
  attachmentCount: z.number(),
});
export const inboxDetail = inboxRow.extend({ body: z.string(), attachments: z.array(attachment) });

export const outboxRow = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  sendTime: z.string(),
  recipientCount: z.number(),
  readCount: z.number(),
  attachmentCount: z.number(),
});
export const outboxDetail = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  sendTime: z.string(),
  chosen,
  attachments: z.array(attachment),
  recipients: z.array(
    z.object({
      userId: z.string(),
      userName: z.string(),
      nickName: z.string(),
      read: z.boolean(),
      readTime: z.string().nullable(),
    }),
  ),
});

export const draftRow = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  recipients: chosen,
  attachmentCount: z.number(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export const draftDetail = draftRow.omit({ attachmentCount: true }).extend({
  body: z.string(),
  attachments: z.array(attachment),
});

export const sentSchema = z.object({ id: z.string(), recipientCount: z.number() });

export const centerPickerSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  users: z.array(z.object({ id: z.string(), userName: z.string(), nickName: z.string() })),
});
export const rolePickerSchema = z.object({ id: z.string(), roleName: z.string(), roleKey: z.string() });
