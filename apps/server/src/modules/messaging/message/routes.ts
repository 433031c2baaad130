import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth/plugin';
import type { Deps } from '../../../platform/deps';
import { countEnvelope, envelope, offsetOf, ok, page, pageEnvelope } from '../../../platform/envelope';
import {
  batchSend,
  centersForPicker,
  deleteOwnDrafts,
  draftDetail,
  listDrafts,
  rolesForPicker,
  saveDraft,
  sendMessage,
} from './drafts';
import { registerMessageFileReferences } from './file-references';
import { batchRead, deleteInbox, listInbox, readInbox } from './inbox';
import { listOutbox, readOutbox } from './outbox';
import {
  batchReadBody,
  centerPickerSchema,
  composeBody,
  draftDetail as draftDetailSchema,
  draftListQuery,
  draftRow,
  idParams,
  idsBody,
  inboxDetail,
  inboxListBody,
  inboxRow,
  outboxDetail,
  outboxListQuery,
  outboxRow,
  rolePickerSchema,
  sentSchema,
} from './schemas';

registerMessageFileReferences();

const tags = ['message'];
const pagingOf = (q: { pageNum: number; pageSize: number }) => ({ limit: q.pageSize, offset: offsetOf(q) });

/**
 * User messages: the inbox, the outbox and the draft box. Each user sees and
 * changes only their own; another user's message id answers "not found", so ids cannot be probed.
 */
export const messageRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  // ---- Draft box ----
  app.post(
    '/message/draftBox/create',
    {
      config: { permission: 'message:draftBox:add' },
      schema: {
        tags,
        summary:
          'Save a draft (with id: change one of the caller\u2019s drafts). Type, title, body and attachments are checked; recipients may still be empty',
        body: composeBody,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => ok(await saveDraft(db, callerOf(request), request.body)),
  );

  app.post(
    '/message/draftBox/send',
    {
      config: { permission: 'message:draftBox:send' },
      schema: {
        tags,
        summary:
          'Save and send a message (with id: the caller\u2019s draft, changed to this content). Recipients are resolved to enabled users, each once (the sender only when chosen as a user); all or nothing',
        body: composeBody,
        response: { 200: envelope(sentSchema) },
      },
    },
    async (request) => ok(await sendMessage(db, callerOf(request), request.body)),
  );

  app.post(
    '/message/draftBox/batchSend',
    {
      config: { permission: 'message:draftBox:send' },
      schema: {
        tags,
        summary:
          'Send several of the caller\u2019s drafts, all or none: a draft that cannot go refuses the batch with its reason (data.problems[0].at names the draft)',
        body: idsBody,
        response: { 200: envelope(z.array(sentSchema)) },
      },
    },
    async (request) => ok(await batchSend(db, callerOf(request), request.body.ids)),
  );

  app.post(
    '/message/draftBox/delete/',
    {
      config: { permission: 'message:draftBox:remove' },
      schema: {
        tags,
        summary:
          'Delete some of the caller\u2019s drafts (body: ids), all or none; a sent message is refused',
        body: idsBody,
        response: { 200: countEnvelope },
      },
    },
    async (request) => ok(await deleteOwnDrafts(db, callerOf(request), request.body.ids)),
  );

  const draftList = {
    summary:
      'The caller\u2019s drafts, newest first (type, title contains, created between beginTime and endTime)',
    response: { 200: pageEnvelope(draftRow) },
  };
  app.get(
    '/message/draftBox/list',
    {
      config: { permission: 'message:draftBox:list' },
      schema: { tags, ...draftList, querystring: draftListQuery },
    },
    async (request) => {
      const { rows, total } = await listDrafts(db, callerOf(request), request.query, pagingOf(request.query));
      return page(rows, total);
    },
  );
  app.post(
    '/message/draftBox/list',
    {
      // A list read, not a change: asking twice in a row is normal.
      config: { permission: 'message:draftBox:list', readOnly: true, repeatGuard: false },
      schema: { tags, ...draftList, body: draftListQuery },
    },
    async (request) => {
      const { rows, total } = await listDrafts(db, callerOf(request), request.body, pagingOf(request.body));
      return page(rows, total);
    },
  );

  app.get(
    '/message/draftBox/detail/:id',
    {
      config: { permission: 'message:draftBox:query' },
      schema: {
        tags,
        summary: 'One of the caller\u2019s drafts with its body, chosen recipients and attachments',
        params: idParams,
        response: { 200: envelope(draftDetailSchema) },
      },
    },
    async (request) => ok(await draftDetail(db, callerOf(request), request.params.id)),
  );

  app.get(
    '/message/draftBox/getUserRefDispatchs',
    {
      config: { permission: 'message:draftBox:add' },
      schema: {
        tags,
        summary: 'The recipients picker: enabled dispatch centers, each with its enabled users',
        response: { 200: envelope(z.array(centerPickerSchema)) },
      },
    },
    async () => ok(await centersForPicker(db)),
  );

  app.get(
    '/message/draftBox/getSysRoles',
    {
      config: { permission: 'message:draftBox:add' },
      schema: {
        tags,
        summary: 'The recipients picker: the enabled roles',
        response: { 200: envelope(z.array(rolePickerSchema)) },
      },
    },
    async () => ok(await rolesForPicker(db)),
  );

  // ---- Inbox ----
  app.post(
    '/message/inbox/list',
    {
      // A list read, not a change: asking twice in a row is normal.
      config: { permission: 'message:inbox:list', readOnly: true, repeatGuard: false },
      schema: {
        tags,
        summary:
          'The caller\u2019s inbox, newest first (type, receiveStatus 1 unread / 2 read / 3 both, title contains, received between beginTime and endTime)',
        body: inboxListBody,
        response: { 200: pageEnvelope(inboxRow) },
      },
    },
    async (request) => {
      const { rows, total } = await listInbox(
        db,
        callerOf(request),
        request.body,
        pagingOf(request.body),
        request.lang,
      );
      return page(rows, total);
    },
  );

  app.get(
    '/message/inbox/read/:id',
    {
      config: { permission: 'message:inbox:query' },
      schema: {
        tags,
        summary:
          'Read one of the caller\u2019s messages with its attachments; marks it read (the first read time stays)',
        params: idParams,
        response: { 200: envelope(inboxDetail) },
      },
    },
    async (request) => ok(await readInbox(db, callerOf(request), request.params.id, request.lang)),
  );

  app.post(
    '/message/inbox/batchRead',
    {
      config: { permission: 'message:inbox:query' },
      schema: {
        tags,
        summary:
          'Mark messages of the caller\u2019s inbox read: these ids (all must be the caller\u2019s), or every unread one with all: true',
        body: batchReadBody,
        response: { 200: countEnvelope },
      },
    },
    async (request) => ok(await batchRead(db, callerOf(request), request.body)),
  );

  app.post(
    '/message/inbox/delete/:id',
    {
      config: { permission: 'message:inbox:remove' },
      schema: {
        tags,
        summary: 'Delete one message from the caller\u2019s inbox (the sender and other recipients keep it)',
        params: idParams,
        response: { 200: countEnvelope },
      },
    },
    async (request) => ok(await deleteInbox(db, callerOf(request), [request.params.id])),
  );

  app.post(
    '/message/inbox/delete/',
    {
      config: { permission: 'message:inbox:remove' },
      schema: {
        tags,
        summary:
          'Delete messages from the caller\u2019s inbox (body: ids, all the caller\u2019s), all or none',
        body: idsBody,
        response: { 200: countEnvelope },
      },
    },
    async (request) => ok(await deleteInbox(db, callerOf(request), request.body.ids)),
  );

  // ---- Outbox ----
  app.get(
    '/message/outbox/list',
    {
      config: { permission: 'message:outbox:list' },
      schema: {
        tags,
        summary:
          'The caller\u2019s sent messages, newest first, with recipient and read counts (type, title contains, sent between beginTime and endTime)',
        querystring: outboxListQuery,
        response: { 200: pageEnvelope(outboxRow) },
      },
    },
    async (request) => {
      const { rows, total } = await listOutbox(db, callerOf(request), request.query, pagingOf(request.query));
      return page(rows, total);
    },
  );

  app.get(
    '/message/outbox/read/:id',
    {
      config: { permission: 'message:outbox:query' },
      schema: {
        tags,
        summary:
          'One of the caller\u2019s sent messages with its attachments, the recipients as chosen, and each user it reached with whether and when they read it',
        params: idParams,
        response: { 200: envelope(outboxDetail) },
      },
    },
    async (request) => ok(await readOutbox(db, callerOf(request), request.params.id)),
  );
};
