import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx, Tx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/jobs';
import { numericId } from '../../../platform/query-params';
import { type Composed, checkComposed, recipientsToSend } from './compose';
import {
  centersWithUsers,
  deleteDrafts,
  enabledRoles,
  insertMessage,
  insertRecipients,
  type MessageFilter,
  type MessageRow,
  markSent,
  ownMessage,
  ownMessages,
  type Paging,
  pageOwn,
  updateDraft,
} from './repository';
import { attachmentsOf, chosenView, iso } from './views';

const userIdOf = (caller: AuthContext) => Number(caller.userId);
/** An id from the API's text, or an error saying nothing has it (another user's ids are not probed). */
export function idOf(text: string): number {
  const id = numericId(text);
  if (id === null) throw AppError.notFound();
  return id;
}

/** POST /message/draftBox/create: a new draft, or (with id) a change of one of the caller's drafts. */
export async function saveDraft(db: Db, caller: AuthContext, input: Composed & { id?: string | undefined }) {
  return db.transaction(async (tx) => ({ id: String(await saveIn(tx, caller, input)) }));
}

async function saveIn(tx: Tx, caller: AuthContext, input: Composed & { id?: string | undefined }) {
  const senderId = userIdOf(caller);
  const row = await checkComposed(tx, caller, input);
  if (input.id) {
    const id = idOf(input.id);
    const existing = await ownMessage(tx, senderId, id);
    if (!existing) throw AppError.notFound();
    if (existing.status !== 'draft') throw AppError.invalid('message.notDraft', { title: existing.title });
    await updateDraft(tx, senderId, id, row);
    return id;
  }
  return insertMessage(tx, { ...row, senderId, status: 'draft' });
}

/**
 * Sends one of the sender's drafts inside the caller's transaction: its content and recipients checked
 * again, the recipients resolved to users, the status changed and one inbox row per user written, and
 * the event that refreshes the recipients' badges emitted; a refusal leaves nothing written.
 */
async function sendIn(tx: Tx, caller: AuthContext, draft: MessageRow) {
  if (draft.status !== 'draft') throw AppError.invalid('message.notDraft', { title: draft.title });
  const senderId = userIdOf(caller);
  await checkComposed(tx, caller, {
    type: draft.type,
    title: draft.title,
    body: draft.body,
    attachmentIds: draft.attachmentIds.map(String),
    ...draft.recipients,
  });
  const userIds = await recipientsToSend(tx, senderId, draft.recipients);
  const now = new Date();
  if (!(await markSent(tx, draft.id, now)))
    throw AppError.invalid('message.notDraft', { title: draft.title });
  await insertRecipients(tx, draft.id, userIds, now);
  await emit(tx, { type: 'message.sent', payload: { messageId: draft.id, senderId, type: draft.type } });
  return { id: String(draft.id), recipientCount: userIds.length };
}

/** POST /message/draftBox/send: saves the composed message (a new one, or the draft with id) and sends it. */
export async function sendMessage(
  db: Db,
  caller: AuthContext,
  input: Composed & { id?: string | undefined },
) {
  return db.transaction(async (tx) => {
    const id = await saveIn(tx, caller, input);
    const draft = await ownMessage(tx, userIdOf(caller), id);
    if (!draft) throw AppError.notFound();
    return sendIn(tx, caller, draft);
  });
}

/**
 * POST /message/draftBox/batchSend: sends each of the caller's drafts, all or none: the first draft
 * that cannot go refuses the batch with its reason, naming the draft (data.problems[0].at).
 */
export async function batchSend(db: Db, caller: AuthContext, ids: readonly string[]) {
  const wanted = [...new Set(ids.map(idOf))];
  return db.transaction(async (tx) => {
    const drafts = await ownMessages(tx, userIdOf(caller), wanted);
    if (drafts.length !== wanted.length) throw AppError.notFound();
    const byId = new Map(drafts.map((d) => [d.id, d]));
    const sent: { id: string; recipientCount: number }[] = [];
    for (const id of wanted) {
      const draft = byId.get(id);
      if (!draft) throw AppError.notFound();
      try {
        sent.push(await sendIn(tx, caller, draft));
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 404) throw error;
        throw AppError.problems([
          { key: error.key, params: error.params, at: { id: String(draft.id), title: draft.title } },
        ]);
      }
    }
    return sent;
  });
}

/** POST /message/draftBox/delete/: deletes the caller's drafts, all or none (a sent message is not one). */
export async function deleteOwnDrafts(db: Db, caller: AuthContext, ids: readonly string[]) {
  const wanted = [...new Set(ids.map(idOf))];
  return db.transaction(async (tx) => {
    const own = await ownMessages(tx, userIdOf(caller), wanted);
    if (own.length !== wanted.length) throw AppError.notFound();
    const sent = own.find((m) => m.status !== 'draft');
    if (sent) throw AppError.invalid('message.notDraft', { title: sent.title });
    return { count: await deleteDrafts(tx, userIdOf(caller), wanted) };
  });
}

/** GET and POST /message/draftBox/list: the caller's drafts, newest first. */
export async function listDrafts(db: DbOrTx, caller: AuthContext, filter: MessageFilter, paging: Paging) {
  const { rows, total } = await pageOwn(db, userIdOf(caller), 'draft', filter, paging);
  return {
    total,
    rows: rows.map((r) => ({
      id: String(r.id),
      type: r.type,
      title: r.title,
      recipients: chosenView(r.recipients),
      attachmentCount: r.attachmentCount,
      createTime: r.createTime.toISOString(),
      updateTime: iso(r.updateTime),
    })),
  };
}

/** GET /message/draftBox/detail/{id}: one of the caller's drafts, to edit. */
export async function draftDetail(db: DbOrTx, caller: AuthContext, idText: string) {
  const draft = await ownMessage(db, userIdOf(caller), idOf(idText));
  if (draft?.status !== 'draft') throw AppError.notFound();
  return {
    id: String(draft.id),
    type: draft.type,
    title: draft.title,
    body: draft.body,
    recipients: chosenView(draft.recipients),
    attachments: await attachmentsOf(db, draft.attachmentIds),
    createTime: draft.createTime.toISOString(),
    updateTime: iso(draft.updateTime),
  };
}

/** GET /message/draftBox/getUserRefDispatchs: enabled dispatch centers with their enabled users. */
export async function centersForPicker(db: DbOrTx) {
  const { centers, members } = await centersWithUsers(db);
  const byCenter = new Map<string, { id: string; userName: string; nickName: string }[]>();
  for (const m of members) {
    const list = byCenter.get(m.centerId) ?? [];
    list.push({ id: String(m.id), userName: m.userName, nickName: m.nickName });
    byCenter.set(m.centerId, list);
  }
  return centers.map((c) => ({ ...c, users: byCenter.get(c.id) ?? [] }));
}

/** GET /message/draftBox/getSysRoles: the enabled roles, for the recipients picker. */
export async function rolesForPicker(db: DbOrTx) {
  return (await enabledRoles(db)).map((r) => ({
    id: String(r.id),
    roleName: r.roleName,
    roleKey: r.roleKey,
  }));
}
