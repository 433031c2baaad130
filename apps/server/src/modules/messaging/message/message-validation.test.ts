import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageRecipients, messages, ossFiles, roles, userRoles, users } from '../../../db/schema';
import { messageOf } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let zhang: string;
beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
});
afterAll(async () => {
  await t.close();
});

let n = 0;
/** Each call differs (a fresh title suffix), so the repeat-submit guard never answers instead. */
const compose = (overrides: Record<string, unknown> = {}) => ({
  type: 'NOTICE',
  title: `Notice ${++n}`,
  body: '<p>text</p>',
  userIds: ['3'],
  ...overrides,
});
const call = (url: string, body: unknown, lang = 'en-US') =>
  t.call<unknown>('POST', `/api${url}`, { token: zhang, body, lang });
const messageCount = async () => (await t.database.db.select({ id: messages.id }).from(messages)).length;
const recipientCount = async () =>
  (await t.database.db.select({ id: messageRecipients.messageId }).from(messageRecipients)).length;

/** Both calls refuse the message with the key's text and write nothing. */
async function refused(key: string, overrides: Record<string, unknown>, only?: 'send') {
  const before = [await messageCount(), await recipientCount()];
  const urls = only ? ['/message/draftBox/send'] : ['/message/draftBox/create', '/message/draftBox/send'];
  for (const url of urls) {
    const res = await call(url, compose(overrides));
    expect(res.body.code, `${url} ${key}`).toBe(500);
    expect(res.body.msg, url).toMatch(messageOf(key));
  }
  expect([await messageCount(), await recipientCount()]).toEqual(before);
}

describe('a message is refused, translated and with nothing written, when', () => {
  it('it has no title, or a title over 200 characters', async () => {
    await refused('message.titleRequired', { title: '   ' });
    await refused('message.titleTooLong', { title: 'x'.repeat(201) });
  });

  it('its body is over 20,000 characters once sanitized (what the sanitizer drops does not count)', async () => {
    await refused('message.bodyTooLong', { body: `<p>${'x'.repeat(20_001)}</p>` });
    const scripted = await call(
      '/message/draftBox/create',
      compose({ body: `<script>${'x'.repeat(30_000)}</script><p>ok</p>` }),
    );
    expect(scripted.body.code).toBe(0);
  });

  it('its type is not a message_type value', async () => {
    await refused('message.unknownType', { type: 'GOSSIP' });
  });

  it('an attachment is unknown, or a file the sender did not upload', async () => {
    await refused('message.unknownAttachments', { attachmentIds: ['987654321'] });
    const [other] = await t.database.db
      .insert(ossFiles)
      .values({
        fileName: 'id.jpg',
        originalName: 'id-card.jpg',
        url: '/f/id.jpg',
        size: 5,
        createBy: 'admin',
      })
      .returning({ id: ossFiles.id });
    await refused('message.unknownAttachments', { attachmentIds: [String(other?.id)] });
    await refused('message.tooManyAttachments', {
      attachmentIds: Array.from({ length: 21 }, (_, i) => String(i + 1)),
    });
  });

  it('no recipient is chosen (a draft may wait for them)', async () => {
    await refused('message.recipientsRequired', { userIds: [] }, 'send');
    expect((await call('/message/draftBox/create', compose({ userIds: [] }))).body.code).toBe(0);
  });

  it('a chosen user, center or role is unknown or disabled', async () => {
    await refused('message.unknownUsers', { userIds: ['3', '424242'] });
    await t.database.db.update(users).set({ status: '1' }).where(eq(users.userName, 'huang.min'));
    await refused('message.unknownUsers', { userIds: ['6'] });
    await refused('message.unknownCenters', { userIds: [], centerIds: ['dc-nowhere'] });
    await refused('message.unknownRoles', { userIds: [], roleIds: ['424242'] });
    const res = await call('/message/draftBox/send', compose({ userIds: ['6', '9999999999999999999'] }));
    expect(res.body.msg).toMatch(messageOf('message.unknownUsers'));
    expect(res.body.msg).toContain('6, 9999999999999999999');
  });

  it('the chosen role has no enabled user', async () => {
    const [empty] = await t.database.db
      .insert(roles)
      .values({ roleName: 'Empty', roleKey: 'empty-role' })
      .returning({ id: roles.id });
    await refused('message.noRecipients', { userIds: [], roleIds: [String(empty?.id)] }, 'send');
  });

  it('in the caller\u2019s language', async () => {
    const zh = await call('/message/draftBox/send', compose({ title: '' }), 'zh-CN');
    expect(zh.body.msg).toBe('请填写消息标题');
    const hk = await call('/message/draftBox/send', compose({ type: 'GOSSIP' }), 'zh-HK');
    expect(hk.body.msg).toBe('消息類型「GOSSIP」不存在');
  });
});

describe('a large send', () => {
  it('a message to a role of 1,000 users writes 1,000 inbox rows in one call', async () => {
    const [role] = await t.database.db
      .insert(roles)
      .values({ roleName: 'Drivers of the week', roleKey: 'bulk-role' })
      .returning({ id: roles.id });
    const inserted = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 1_000 }, (_, i) => ({
          userName: `bulk.${i}`,
          nickName: `Bulk ${i}`,
          password: 'x',
        })),
      )
      .returning({ id: users.id });
    await t.database.db
      .insert(userRoles)
      .values(inserted.map((u) => ({ userId: u.id, roleId: role?.id ?? 0 })));
    const res = await t.call<{ id: string; recipientCount: number }>('POST', '/api/message/draftBox/send', {
      token: zhang,
      body: compose({ userIds: [], roleIds: [String(role?.id)] }),
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.recipientCount).toBe(1_000);
    const rows = await t.database.db
      .select({ userId: messageRecipients.userId })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, Number(res.body.data.id)));
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(inserted.map((u) => u.id)));
  });
});
