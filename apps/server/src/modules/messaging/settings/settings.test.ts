import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictData, messageSettings, roles, userRoles, users } from '../../../db/schema';
import { openSecret, sealSecret, secretKeyOf } from '../../../platform/encryption';
import { messageOf } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';
import { settingRecipientIds } from '..';
import type { SettingRow } from './schemas';

type List = { emailAvailable: boolean; rows: SettingRow[] };
type Saved = { type: string; webhookSecret: string | null };

let t: TestApp;
let admin: string;
let zhang: string;
let auditor: string;
let dispatcherRoleId: number;
beforeAll(async () => {
  t = await createTestApp({ secretKey: 'settings-test-key' });
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
  auditor = await t.login('auditor');
  const [role] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.roleKey, 'dispatcher'));
  dispatcherRoleId = role?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const list = async (token = admin) => {
  const res = await t.call<List>('GET', '/api/message/setting/list', { token });
  expect(res.body.msg).toBe('');
  return res.body.data;
};
const save = (body: Record<string, unknown>, token = admin, lang = 'en-US') =>
  t.call<Saved>('POST', '/api/message/setting/save', { token, body, lang });
const userId = async (userName: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]?.id ?? 0;

describe('the settings list', () => {
  it('shows every message type with the defaults until one is saved, and whether mail can be sent', async () => {
    const data = await list();
    expect(data.emailAvailable).toBe(false);
    expect(data.rows.map((r) => r.type)).toEqual(expect.arrayContaining(['NOTICE', 'SYSTEM', 'DISPATCH']));
    expect(data.rows.find((r) => r.type === 'SYSTEM')).toEqual({
      type: 'SYSTEM',
      roleIds: [],
      userIds: [],
      roles: [],
      users: [],
      inApp: true,
      emailEnabled: false,
      webhookEnabled: false,
      webhookUrl: null,
      webhookSecretSet: false,
      updateBy: null,
      updateTime: null,
    });
  });

  it('a type added to the dictionary later is listed too', async () => {
    await t.database.db
      .insert(dictData)
      .values({ dictType: 'message_type', dictLabel: 'Later', dictValue: 'LATER_TYPE', dictSort: 99 });
    expect((await list()).rows.find((r) => r.type === 'LATER_TYPE')).toMatchObject({
      emailEnabled: false,
      webhookEnabled: false,
    });
  });
});

describe('saving a setting', () => {
  it('keeps recipients and channels, answers a new webhook secret once and never lists it', async () => {
    const wang = await userId('wang.fang');
    const res = await save({
      type: 'SYSTEM',
      roleIds: [String(dispatcherRoleId)],
      userIds: [String(wang), String(wang)],
      webhookEnabled: true,
      webhookUrl: 'https://hooks.example.com/tms',
    });
    expect(res.body.msg).toBe('');
    const secret = res.body.data.webhookSecret;
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);

    const listed = await t.call<List>('GET', '/api/message/setting/list', { token: admin });
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const row = listed.body.data.rows.find((r) => r.type === 'SYSTEM');
    expect(row).toMatchObject({
      roleIds: [String(dispatcherRoleId)],
      userIds: [String(wang)],
      roles: [{ id: String(dispatcherRoleId), roleName: expect.any(String) }],
      users: [{ id: String(wang), userName: 'wang.fang' }],
      webhookEnabled: true,
      webhookUrl: 'https://hooks.example.com/tms',
      webhookSecretSet: true,
      updateBy: 'admin',
    });
    expect(row?.updateTime).not.toBeNull();

    // Kept sealed: the row does not hold the secret, the configured key opens it.
    const [stored] = await t.database.db
      .select()
      .from(messageSettings)
      .where(eq(messageSettings.type, 'SYSTEM'));
    expect(stored?.webhookSecret).not.toContain(secret ?? '-');
    expect(openSecret(stored?.webhookSecret ?? '', secretKeyOf(t.config))).toBe(secret);
  });

  it('a later save keeps the secret unless a new one is asked for', async () => {
    const body = { type: 'SYSTEM', webhookEnabled: true, webhookUrl: 'https://hooks.example.com/tms' };
    const [before] = await t.database.db
      .select()
      .from(messageSettings)
      .where(eq(messageSettings.type, 'SYSTEM'));
    expect((await save(body)).body.data.webhookSecret).toBeNull();
    const [kept] = await t.database.db
      .select()
      .from(messageSettings)
      .where(eq(messageSettings.type, 'SYSTEM'));
    expect(kept?.webhookSecret).toBe(before?.webhookSecret);
    const renewed = (await save({ ...body, generateSecret: true })).body.data.webhookSecret;
    expect(renewed).toMatch(/^whsec_/);
    const [after] = await t.database.db
      .select()
      .from(messageSettings)
      .where(eq(messageSettings.type, 'SYSTEM'));
    expect(openSecret(after?.webhookSecret ?? '', secretKeyOf(t.config))).toBe(renewed);
  });

  it('refuses a webhook URL that is not http(s), in the caller\u2019s language', async () => {
    const res = await save({
      type: 'NOTICE',
      webhookEnabled: true,
      webhookUrl: 'ftp://files.example.com/in',
    });
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toMatch(messageOf('messageSetting.webhookUrlInvalid'));
    const zh = await save({ type: 'NOTICE', webhookUrl: 'javascript:alert(1)' }, admin, 'zh-CN');
    expect(zh.body.msg).toBe('Webhook 地址必须是 http:// 或 https:// 开头的完整网址');
    const missing = await save({ type: 'NOTICE', webhookEnabled: true });
    expect(missing.body.msg).toMatch(messageOf('messageSetting.webhookUrlRequired'));
  });

  it('refuses unknown roles, users and types, naming them', async () => {
    const roleRes = await save({ type: 'NOTICE', roleIds: ['987654321'] });
    expect(roleRes.body.msg).toMatch(messageOf('messageSetting.unknownRoles'));
    expect(roleRes.body.msg).toContain('987654321');
    const userRes = await save({ type: 'NOTICE', userIds: ['1', '987654322'] });
    expect(userRes.body.msg).toMatch(messageOf('messageSetting.unknownUsers'));
    expect(userRes.body.msg).toContain('987654322');
    expect((await save({ type: 'NOPE' })).body.msg).toMatch(messageOf('message.unknownType'));
    // Nothing was stored for NOTICE.
    expect((await list()).rows.find((r) => r.type === 'NOTICE')?.updateTime).toBeNull();
  });

  it('refuses to switch e-mail on while the server has no mail transport', async () => {
    const res = await save({ type: 'NOTICE', emailEnabled: true });
    expect(res.body.msg).toMatch(messageOf('messageSetting.emailUnavailable'));
  });

  it('is refused without the screen\u2019s keys', async () => {
    expect((await t.call('GET', '/api/message/setting/list', { token: zhang })).status).toBe(403);
    expect((await save({ type: 'NOTICE' }, zhang)).status).toBe(403);
    expect((await save({ type: 'NOTICE' }, auditor)).status).toBe(403);
    expect(
      (await t.call('POST', '/api/message/setting/testWebhook', { token: zhang, body: { type: 'NOTICE' } }))
        .status,
    ).toBe(403);
  });
});

describe('settingRecipientIds', () => {
  it('answers the enabled members of the roles and the enabled users, each once, in id order', async () => {
    const wang = await userId('wang.fang');
    const zhangId = await userId('zhang.wei');
    const lina = await userId('li.na');
    await save({
      type: 'DISPATCH',
      roleIds: [String(dispatcherRoleId)],
      userIds: [String(wang), String(zhangId)],
    });
    // li.na is disabled since: she is no longer a recipient.
    await t.database.db.update(users).set({ status: '1' }).where(eq(users.id, lina));
    const dispatchers = (
      await t.database.db
        .select({ id: userRoles.userId })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(eq(userRoles.roleId, dispatcherRoleId))
    ).map((r) => r.id);
    const enabled = (
      await t.database.db
        .select({ id: users.id, status: users.status })
        .from(users)
        .where(inArray(users.id, [...dispatchers, wang]))
    )
      .filter((u) => u.status === '0')
      .map((u) => u.id);
    const expected = [...new Set(enabled)].sort((a, b) => a - b);
    const ids = await settingRecipientIds(t.database.db, 'DISPATCH');
    expect(ids).toEqual(expected);
    expect(ids).toContain(wang);
    expect(ids).toContain(zhangId);
    expect(ids).not.toContain(lina);
    await t.database.db.update(users).set({ status: '0' }).where(eq(users.id, lina));
  });

  it('answers none for a type without a setting', async () => {
    expect(await settingRecipientIds(t.database.db, 'LATER_TYPE')).toEqual([]);
  });
});

describe('sealed secrets', () => {
  it('open only with the key they were sealed with', () => {
    const key = secretKeyOf({ secretKey: 'one', dataDir: t.config.dataDir });
    const sealed = sealSecret('whsec_abc', key);
    expect(sealed).toMatch(/^v1:/);
    expect(sealSecret('whsec_abc', key)).not.toBe(sealed);
    expect(openSecret(sealed, key)).toBe('whsec_abc');
    expect(() => openSecret(sealed, secretKeyOf({ secretKey: 'two', dataDir: t.config.dataDir }))).toThrow();
  });

  it('without TMS_SECRET_KEY use a key generated once into the data directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tms-secret-'));
    const key = secretKeyOf({ dataDir });
    expect(secretKeyOf({ dataDir })).toEqual(key);
    const file = await stat(path.join(dataDir, 'secret.key'));
    expect(file.mode & 0o777).toBe(0o600);
    expect(openSecret(sealSecret('whsec_x', key), key)).toBe('whsec_x');
    await rm(dataDir, { recursive: true, force: true });
  });
});
