import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messageRecipients,
  ossFiles,
  outboxEvents,
  userDispatchCenters,
  userRoles,
  users,
} from '../../../db/schema';
import type { ListenerContext } from '../../../platform/jobs';
import { messageOf } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pushMessageReceived } from './listeners/push-received';

type Row = { id: string; title: string; read: boolean; readTime: string | null; type: string };
type Sent = { id: string; recipientCount: number };

let t: TestApp;
let admin: string;
let zhang: string;
let lina: string;
let wang: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
  lina = await t.login('li.na');
  wang = await t.login('wang.fang');
});
afterAll(async () => {
  await t.close();
});

const post = <T>(token: string, url: string, body: unknown = {}, lang?: string) =>
  t.call<T>('POST', `/api${url}`, { token, body, lang });
const get = <T>(token: string, url: string) => t.call<T>('GET', `/api${url}`, { token });
const compose = (overrides: Record<string, unknown> = {}) => ({
  type: 'NOTICE',
  title: 'Cold room maintenance',
  body: '<p>Room <b>3</b> closes at 18:00</p>',
  userIds: [],
  ...overrides,
});
const send = async (token: string, overrides: Record<string, unknown> = {}) => {
  const res = await post<Sent>(token, '/message/draftBox/send', compose(overrides));
  expect(res.body.msg).toBe('');
  expect(res.body.code).toBe(0);
  return res.body.data;
};
const inbox = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await post<Row[]>(token, '/message/inbox/list', body);
  expect(res.body.code).toBe(0);
  return { rows: res.body.data, total: res.body.total ?? -1 };
};
const counts = async (token: string) =>
  (await get<Record<string, number>>(token, '/message/index/messageCount')).body.data;
/** Enabled users of a group, as the database has them (other seeds may add members). */
const enabledIds = async (ids: number[]) =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.status, '0'), eq(users.delFlag, '0')))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);
const recipientIds = async (messageId: string) =>
  (
    await t.database.db
      .select({ id: messageRecipients.userId })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, Number(messageId)))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('sending and the inbox', () => {
  it('a message sent to users reaches their inbox unread, sanitized, and not the sender', async () => {
    const sent = await send(admin, {
      title: 'Welcome',
      body: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x()">a</a><a href="https://x.example">b</a></p>',
      userIds: ['2', '3'],
    });
    expect(sent.recipientCount).toBe(2);
    const { rows, total } = await inbox(zhang);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      id: sent.id,
      title: 'Welcome',
      read: false,
      readTime: null,
      type: 'NOTICE',
    });
    expect((await inbox(admin)).total).toBe(0);
    const read = await get<{ body: string; read: boolean; readTime: string | null }>(
      zhang,
      `/message/inbox/read/${sent.id}`,
    );
    expect(read.body.code).toBe(0);
    expect(read.body.data.body).toBe(
      '<p>Hi <a target="_blank" rel="noopener noreferrer">a</a><a href="https://x.example" target="_blank" rel="noopener noreferrer">b</a></p>',
    );
    expect(read.body.data.read).toBe(true);
    expect(read.body.data.readTime).not.toBeNull();
    // Reading again keeps the first read time.
    const again = await get<{ readTime: string }>(zhang, `/message/inbox/read/${sent.id}`);
    expect(again.body.data.readTime).toBe(read.body.data.readTime);
    // li.na's copy is still unread.
    expect((await inbox(lina)).rows.map((r) => r.read)).toEqual([false]);
  });

  it('filters the inbox by read state (1 unread, 2 read, 3 both), type, title and time', async () => {
    await send(admin, { type: 'SYSTEM', title: 'Upgrade tonight', userIds: ['2'] });
    expect((await inbox(zhang, { receiveStatus: 1 })).rows.map((r) => r.title)).toEqual(['Upgrade tonight']);
    expect((await inbox(zhang, { receiveStatus: 2 })).rows.map((r) => r.title)).toEqual(['Welcome']);
    expect((await inbox(zhang, { receiveStatus: 3 })).total).toBe(2);
    expect((await inbox(zhang, { type: 'SYSTEM' })).rows.map((r) => r.title)).toEqual(['Upgrade tonight']);
    expect((await inbox(zhang, { title: 'welc' })).rows.map((r) => r.title)).toEqual(['Welcome']);
    expect((await inbox(zhang, { beginTime: '2999-01-01' })).total).toBe(0);
    expect((await inbox(zhang, { endTime: '2000-01-01' })).total).toBe(0);
    expect((await inbox(zhang, { pageNum: 2, pageSize: 1 })).rows).toHaveLength(1);
    const bad = await post(zhang, '/message/inbox/list', { receiveStatus: 4 });
    expect(bad.body.code).not.toBe(0);
  });

  it('counts unread messages in total, NOTICE and per message_type value', async () => {
    const before = await counts(lina);
    expect(before).toMatchObject({ message: 1, NOTICE: 1, SYSTEM: 0, DISPATCH: 0 });
    // The badges it counted before stay.
    for (const key of ['alert', 'exception', 'exceptionEta', 'temp']) expect(before).toHaveProperty(key);
    await send(admin, { type: 'DISPATCH', title: 'Line change', userIds: ['3'] });
    await send(admin, { type: 'DISPATCH', title: 'Line change 2', userIds: ['3'] });
    expect(await counts(lina)).toMatchObject({ message: 3, NOTICE: 1, DISPATCH: 2 });
  });

  it('batch read marks the chosen messages read, or all of them', async () => {
    const { rows } = await inbox(lina, { type: 'DISPATCH' });
    const first = rows[0];
    const one = await post<{ count: number }>(lina, '/message/inbox/batchRead', { ids: [first?.id] });
    expect(one.body.data.count).toBe(1);
    expect((await counts(lina)).DISPATCH).toBe(1);
    const all = await post<{ count: number }>(lina, '/message/inbox/batchRead', { all: true });
    expect(all.body.data.count).toBe(2);
    expect(await counts(lina)).toMatchObject({ message: 0, NOTICE: 0, DISPATCH: 0 });
  });

  it('deleting hides a message from that recipient only; batch delete is all or none', async () => {
    const sent = await send(admin, { title: 'Shared', userIds: ['2', '3'] });
    const del = await post<{ count: number }>(zhang, `/message/inbox/delete/${sent.id}`);
    expect(del.body.data.count).toBe(1);
    expect((await inbox(zhang)).rows.map((r) => r.title)).not.toContain('Shared');
    expect((await inbox(lina)).rows.map((r) => r.title)).toContain('Shared');
    // Deleted once: deleting it again finds nothing, reading it too.
    expect((await post(zhang, '/message/inbox/delete/', { ids: [sent.id] })).body.code).toBe(404);
    expect((await get(zhang, `/message/inbox/read/${sent.id}`)).body.code).toBe(404);

    const { rows } = await inbox(lina);
    const ids = rows.map((r) => r.id);
    // One id that is not li.na's: nothing is deleted.
    const mixed = await post(lina, '/message/inbox/delete/', { ids: [...ids, '999999'] });
    expect(mixed.body.code).toBe(404);
    expect((await inbox(lina)).total).toBe(ids.length);
    const batch = await post<{ count: number }>(lina, '/message/inbox/delete/', { ids });
    expect(batch.body.data.count).toBe(ids.length);
    expect((await inbox(lina)).total).toBe(0);
    // The sender's outbox still shows li.na as a recipient.
    const out = await get<{ recipients: { userId: string }[] }>(admin, `/message/outbox/read/${sent.id}`);
    expect(out.body.data.recipients.map((r) => r.userId).sort()).toEqual(['2', '3']);
  });
});

describe('recipients by center and by role', () => {
  it('a center reaches its enabled users, once each, without the sender unless chosen', async () => {
    const members = (
      await t.database.db
        .select({ id: userDispatchCenters.userId })
        .from(userDispatchCenters)
        .where(eq(userDispatchCenters.dispatchCenterId, 'dc-hk'))
    ).map((r) => r.id);
    expect(members).toContain(1);
    const expected = (await enabledIds(members)).filter((id) => id !== 1);
    const sent = await send(admin, { title: 'HK only', centerIds: ['dc-hk'], userIds: ['7'] });
    expect(await recipientIds(sent.id)).toEqual(expected);
    expect(sent.recipientCount).toBe(expected.length);
    // Chosen as a user too, the sender receives it.
    const self = await send(admin, { title: 'HK and me', centerIds: ['dc-hk'], userIds: ['1'] });
    expect(await recipientIds(self.id)).toEqual([...expected, 1].sort((a, b) => a - b));
  });

  it('a role reaches every enabled user holding it', async () => {
    const roles = await get<{ id: string; roleKey: string }[]>(zhang, '/message/draftBox/getSysRoles');
    const scheduler = roles.body.data.find((r) => r.roleKey === 'scheduler');
    expect(scheduler).toBeDefined();
    const holders = (
      await t.database.db
        .select({ id: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.roleId, Number(scheduler?.id)))
    ).map((r) => r.id);
    const sent = await send(zhang, { title: 'Planners', roleIds: [scheduler?.id] });
    expect(await recipientIds(sent.id)).toEqual((await enabledIds(holders)).filter((id) => id !== 2));
    expect((await inbox(wang)).rows.map((r) => r.title)).toContain('Planners');
  });

  it('lists the centers with their users for the picker', async () => {
    const res = await get<{ id: string; users: { id: string; userName: string }[] }[]>(
      zhang,
      '/message/draftBox/getUserRefDispatchs',
    );
    expect(res.body.code).toBe(0);
    const sh = res.body.data.find((c) => c.id === 'dc-sh');
    expect(sh?.users.map((u) => u.userName)).toEqual(expect.arrayContaining(['zhang.wei', 'wang.fang']));
    expect(sh?.users.find((u) => u.userName === 'zhang.wei')?.id).toBe('2');
  });
});

describe('drafts and the outbox', () => {
  let draftId = '';
  it('saves, changes, lists and shows a draft with its chosen recipients and attachments', async () => {
    const [file] = await t.database.db
      .insert(ossFiles)
      .values({
        fileName: 'a.pdf',
        originalName: 'plan.pdf',
        url: '/files/a.pdf',
        size: 10,
        createBy: 'zhang.wei',
      })
      .returning({ id: ossFiles.id });
    const created = await post<{ id: string }>(
      zhang,
      '/message/draftBox/create',
      compose({ title: 'Draft 1', centerIds: ['dc-gz'], attachmentIds: [String(file?.id)] }),
    );
    expect(created.body.code).toBe(0);
    draftId = created.body.data.id;
    const changed = await post(
      zhang,
      '/message/draftBox/create',
      compose({ id: draftId, title: 'Draft 1b', userIds: ['3'], attachmentIds: [String(file?.id)] }),
    );
    expect(changed.body.code).toBe(0);
    const viaGet = await get<{ id: string; title: string }[]>(zhang, '/message/draftBox/list?title=draft');
    const viaPost = await post<{ id: string; title: string }[]>(zhang, '/message/draftBox/list', {
      title: 'draft',
    });
    expect(viaGet.body.data.map((d) => d.title)).toEqual(['Draft 1b']);
    expect(viaPost.body.data).toEqual(viaGet.body.data);
    expect(viaGet.body.total).toBe(1);
    const detail = await get<{ recipients: unknown; attachments: { name: string }[]; body: string }>(
      zhang,
      `/message/draftBox/detail/${draftId}`,
    );
    expect(detail.body.data.recipients).toEqual({ userIds: ['3'], centerIds: [], roleIds: [] });
    expect(detail.body.data.attachments.map((a) => a.name)).toEqual(['plan.pdf']);
    // A draft is in nobody's inbox.
    expect((await inbox(lina)).rows.map((r) => r.title)).not.toContain('Draft 1b');
  });

  it('sends a saved draft; it leaves the draft box for the outbox, with who has read it', async () => {
    const sent = await post<Sent>(
      zhang,
      '/message/draftBox/send',
      compose({
        id: draftId,
        title: 'Draft 1b',
        userIds: ['3'],
        attachmentIds: (
          await get<{ attachments: { id: string }[] }>(zhang, `/message/draftBox/detail/${draftId}`)
        ).body.data.attachments.map((a) => a.id),
      }),
    );
    expect(sent.body.code).toBe(0);
    expect(sent.body.data).toEqual({ id: draftId, recipientCount: 1 });
    expect((await get(zhang, '/message/draftBox/list')).body.total).toBe(0);
    const read = await get<{ attachments: { id: string; name: string }[] }>(
      lina,
      `/message/inbox/read/${draftId}`,
    );
    expect(read.body.data.attachments.map((a) => a.name)).toEqual(['plan.pdf']);
    const out = await get<{ id: string; readCount: number; recipientCount: number }[]>(
      zhang,
      '/message/outbox/list',
    );
    expect(out.body.data.find((m) => m.id === draftId)).toMatchObject({ recipientCount: 1, readCount: 1 });
    const detail = await get<{ recipients: { userName: string; read: boolean; readTime: string | null }[] }>(
      zhang,
      `/message/outbox/read/${draftId}`,
    );
    expect(detail.body.data.recipients).toEqual([
      {
        userId: '3',
        userName: 'li.na',
        nickName: expect.any(String),
        read: true,
        readTime: expect.any(String),
      },
    ]);
    // The recipient may now download the attachment; a stranger may not.
    const fileId = read.body.data.attachments[0]?.id;
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/system/oss/download/${fileId}`,
      headers: { authorization: `Bearer ${lina}` },
    });
    expect(download.statusCode).not.toBe(403);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/system/oss/download/${fileId}`,
      headers: { authorization: `Bearer ${wang}` },
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('a sent message is not a draft: sending, changing or deleting it again is refused', async () => {
    const again = await post(zhang, '/message/draftBox/batchSend', { ids: [draftId] }, 'en-US');
    expect(again.body.msg).toMatch(messageOf('message.notDraft'));
    const change = await post(zhang, '/message/draftBox/create', compose({ id: draftId }), 'en-US');
    expect(change.body.msg).toMatch(messageOf('message.notDraft'));
    const del = await post(zhang, '/message/draftBox/delete/', { ids: [draftId] }, 'en-US');
    expect(del.body.msg).toMatch(messageOf('message.notDraft'));
    expect(await recipientIds(draftId)).toEqual([3]);
  });

  it('batch send sends every draft, or none when one cannot go', async () => {
    const a = (
      await post<{ id: string }>(zhang, '/message/draftBox/create', compose({ title: 'A', userIds: ['3'] }))
    ).body.data.id;
    const b = (
      await post<{ id: string }>(zhang, '/message/draftBox/create', compose({ title: 'B', userIds: [] }))
    ).body.data.id;
    const refused = await post<{ problems: { at: { id: string; title: string } }[] }>(
      zhang,
      '/message/draftBox/batchSend',
      { ids: [a, b] },
      'en-US',
    );
    expect(refused.body.msg).toMatch(messageOf('message.recipientsRequired'));
    expect(refused.body.data.problems[0]?.at).toEqual({ id: b, title: 'B' });
    expect(await recipientIds(a)).toEqual([]);
    expect((await get(zhang, '/message/draftBox/list')).body.total).toBe(2);

    await post(zhang, '/message/draftBox/create', compose({ id: b, title: 'B', userIds: ['4'] }));
    const ok = await post<Sent[]>(zhang, '/message/draftBox/batchSend', { ids: [a, b] });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.map((s) => s.recipientCount)).toEqual([1, 1]);
    expect(await recipientIds(b)).toEqual([4]);
  });

  it('deletes drafts, all or none', async () => {
    const c = (await post<{ id: string }>(zhang, '/message/draftBox/create', compose({ title: 'C' }))).body
      .data.id;
    const d = (await post<{ id: string }>(zhang, '/message/draftBox/create', compose({ title: 'D' }))).body
      .data.id;
    const del = await post<{ count: number }>(zhang, '/message/draftBox/delete/', { ids: [c, d] });
    expect(del.body.data.count).toBe(2);
    expect((await get(zhang, '/message/draftBox/list')).body.total).toBe(0);
    expect((await get(zhang, `/message/draftBox/detail/${c}`)).body.code).toBe(404);
  });
});

describe('own data only', () => {
  it('another user’s inbox, outbox and draft ids answer not found and change nothing', async () => {
    const sent = await send(admin, { title: 'For zhang', userIds: ['2'] });
    const draft = (
      await post<{ id: string }>(admin, '/message/draftBox/create', compose({ title: 'Admin draft' }))
    ).body.data.id;
    const attempts = [
      get(lina, `/message/inbox/read/${sent.id}`),
      post(lina, `/message/inbox/delete/${sent.id}`),
      post(lina, '/message/inbox/delete/', { ids: [sent.id] }),
      post(lina, '/message/inbox/batchRead', { ids: [sent.id] }),
      get(lina, `/message/outbox/read/${sent.id}`),
      get(zhang, `/message/outbox/read/${sent.id}`),
      get(lina, `/message/draftBox/detail/${draft}`),
      post(lina, '/message/draftBox/create', compose({ id: draft })),
      post(lina, '/message/draftBox/send', compose({ id: draft, userIds: ['3'] })),
      post(lina, '/message/draftBox/batchSend', { ids: [draft] }),
      post(lina, '/message/draftBox/delete/', { ids: [draft] }),
      get(lina, '/message/inbox/read/99999999999999999'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.body.code).toBe(404);
      expect(res.status).toBe(200);
    }
    expect((await inbox(zhang, { title: 'For zhang' })).rows).toMatchObject([{ read: false }]);
    expect((await get<{ title: string }>(admin, `/message/draftBox/detail/${draft}`)).body.data.title).toBe(
      'Admin draft',
    );
    expect(await recipientIds(draft)).toEqual([]);
  });

  it('the seeded roles may use their messages; signed out may not', async () => {
    for (const user of ['zhou.carrier', 'auditor', 'wang.fang']) {
      const token = await t.login(user);
      expect((await post(token, '/message/inbox/list')).body.code, user).toBe(0);
    }
    const auditor = await t.login('auditor');
    // The read-only role reads its messages but does not write any.
    expect((await post(auditor, '/message/draftBox/create', compose())).status).toBe(403);
    expect((await t.call('POST', '/api/message/inbox/list', { body: {} })).status).toBe(401);
  });
});

describe('the push on send', () => {
  it('a send emits message.sent, and its listener pushes to each recipient still showing it', async () => {
    const sent = await send(admin, { title: 'Pushed', userIds: ['2', '3'] });
    await post(lina, `/message/inbox/delete/${sent.id}`);
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'message.sent'));
    const event = events.find((e) => e.payload.messageId === Number(sent.id));
    expect(event?.payload).toEqual({ messageId: Number(sent.id), senderId: 1, type: 'NOTICE' });
    const pushed: { userIds: readonly number[]; message: unknown }[] = [];
    const ctx = {
      tx: t.database.db,
      push: {
        toUsers: async (userIds: readonly number[], message: unknown) =>
          void pushed.push({ userIds, message }),
      },
    } as unknown as ListenerContext;
    await pushMessageReceived.run(ctx, {
      id: event?.id ?? 0,
      type: 'message.sent',
      payload: { messageId: Number(sent.id), senderId: 1, type: 'NOTICE' },
      createTime: new Date(),
    });
    expect(pushed).toEqual([
      { userIds: [2], message: { type: 'message.received', data: { id: sent.id, type: 'NOTICE' } } },
    ]);
  });
});
