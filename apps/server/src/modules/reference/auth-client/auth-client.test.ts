import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClients, authCodes, loginLogs } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

type Client = { id: number; clientId: string; clientName: string; status: string };
type Secret = { id: number; clientId: string; clientSecret: string };

let t: TestApp;
let admin: string;
let portal: Secret;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const { body } = await t.call<Secret>('POST', '/api/system/sysAuthClient/save', {
    token: admin,
    body: { clientId: 'hq_portal', clientName: '总部门户', portalUrl: 'https://sso.coldchain.example' },
  });
  expect(body.code).toBe(0);
  portal = body.data;
});
afterAll(async () => {
  await t.close();
});

async function accessCode(userName = 'li.na', secret = portal.clientSecret, clientId = portal.clientId) {
  return t.call<{ code: string }>('POST', '/api/auth/accessCode', {
    body: { clientId, clientSecret: secret, userName },
    lang: 'en-US',
  });
}

describe('auth client administration', () => {
  it('answers the secret once on create and stores only its hash', async () => {
    expect(portal.clientSecret.length).toBeGreaterThanOrEqual(40);
    const row = await t.database.db.query.authClients.findFirst({ where: eq(authClients.id, portal.id) });
    expect(row?.clientSecretHash).not.toContain(portal.clientSecret);
    const { body } = await t.call<Client[]>('GET', '/api/system/sysAuthClient/list', { token: admin });
    expect(body.data.map((c) => c.clientId)).toEqual(['sso-portal', 'hq_portal']);
    expect(JSON.stringify(body)).not.toContain(portal.clientSecret);
  });

  it('keeps the secret out of the operation log', async () => {
    const rows = await t.database.db.query.operLogs.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => (r.operParam ?? '').includes(portal.clientSecret))).toBe(false);
    expect(rows.some((r) => (r.jsonResult ?? '').includes(portal.clientSecret))).toBe(false);
  });

  it('refuses a client id that is taken, and one with spaces', async () => {
    const taken = await t.call('POST', '/api/system/sysAuthClient/save', {
      token: admin,
      body: { clientId: 'sso-portal', clientName: 'x' },
      lang: 'en-US',
    });
    expect(taken.body.code).toBe(500);
    expect(taken.body.msg).toBe('Client id "sso-portal" already exists');
    const spaced = await t.call('POST', '/api/system/sysAuthClient/save', {
      token: admin,
      body: { clientId: 'my portal', clientName: 'x' },
      lang: 'en-US',
    });
    expect(spaced.body.code).toBe(400);
    expect(spaced.body.msg).toContain('clientId');
  });

  it('needs the auth client permission keys', async () => {
    const auditor = await t.login('auditor');
    expect((await t.call('GET', '/api/system/sysAuthClient/list', { token: auditor })).body.code).toBe(0);
    const save = await t.call('POST', '/api/system/sysAuthClient/save', {
      token: auditor,
      body: { clientId: 'x_portal', clientName: 'x' },
    });
    expect(save.status).toBe(403);
  });
});

describe('single sign-on: access code and token exchange', () => {
  it('issues a code for valid client credentials and exchanges it once for a working session', async () => {
    const issued = await accessCode();
    expect(issued.body.code).toBe(0);
    const stored = await t.database.db.query.authCodes.findMany();
    expect(stored.some((r) => r.codeHash === issued.body.data.code)).toBe(false);

    const exchanged = await t.call<{ token: string }>('POST', '/api/auth/getToken', {
      body: { code: issued.body.data.code },
    });
    expect(exchanged.body.code).toBe(0);
    const info = await t.call<{ userName: string; dispatchCenterId: string }>(
      'GET',
      '/api/system/user/info',
      {
        token: exchanged.body.data.token,
      },
    );
    expect(info.body.data.userName).toBe('li.na');
    expect(info.body.data.dispatchCenterId).toBe('dc-sh');
    const logs = await t.database.db.query.loginLogs.findMany({ where: eq(loginLogs.userName, 'li.na') });
    expect(logs.some((l) => l.status === 0)).toBe(true);

    const again = await t.call('POST', '/api/auth/getToken', {
      body: { code: issued.body.data.code },
      lang: 'en-US',
    });
    expect(again.body.code).toBe(500);
    expect(again.body.msg).toBe('The access code is invalid or already used');
  });

  it('refuses an expired code', async () => {
    const issued = await accessCode('wang.fang');
    await t.database.db.update(authCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const { body } = await t.call('POST', '/api/auth/getToken', {
      body: { code: issued.body.data.code },
      lang: 'en-US',
    });
    expect(body.code).toBe(500);
    expect(body.msg).toBe('The access code is invalid or already used');
  });

  it('refuses an unknown code', async () => {
    const { body } = await t.call('POST', '/api/auth/getToken', { body: { code: 'made-up' }, lang: 'en-US' });
    expect(body.code).toBe(500);
    expect(body.msg).toBe('The access code is invalid or already used');
  });

  it('refuses a wrong secret, an unknown client and an unknown user', async () => {
    expect((await accessCode('li.na', 'wrong-secret')).body.msg).toBe(
      'The auth client does not exist or is disabled',
    );
    expect((await accessCode('li.na', portal.clientSecret, 'nobody')).body.msg).toBe(
      'The auth client does not exist or is disabled',
    );
    expect((await accessCode('no.such.user')).body.msg).toBe(
      'User "no.such.user" does not exist or is disabled',
    );
  });

  it('refuses codes of a disabled client, issued before or after it was disabled', async () => {
    const issued = await accessCode('chen.jie');
    const disabled = await t.call('POST', '/api/system/sysAuthClient/update', {
      token: admin,
      body: { id: portal.id, clientId: portal.clientId, clientName: '总部门户', status: '1' },
    });
    expect(disabled.body.code).toBe(0);
    const exchanged = await t.call('POST', '/api/auth/getToken', {
      body: { code: issued.body.data.code },
      lang: 'en-US',
    });
    expect(exchanged.body.msg).toBe('The auth client does not exist or is disabled');
    expect((await accessCode('chen.jie')).body.msg).toBe('The auth client does not exist or is disabled');
    await t.call('POST', '/api/system/sysAuthClient/update', {
      token: admin,
      body: { id: portal.id, clientId: portal.clientId, clientName: '总部门户', status: '0' },
    });
  });

  it('resets the secret: the old one stops working, the new one works', async () => {
    const reset = await t.call<Secret>('POST', `/api/system/sysAuthClient/resetSecret/${portal.id}`, {
      token: admin,
    });
    expect(reset.body.code).toBe(0);
    expect((await accessCode('li.na', portal.clientSecret)).body.code).toBe(500);
    expect((await accessCode('li.na', reset.body.data.clientSecret)).body.code).toBe(0);
  });

  it('removes a client with its outstanding codes', async () => {
    const created = await t.call<Secret>('POST', '/api/system/sysAuthClient/save', {
      token: admin,
      body: { clientId: 'tmp_portal', clientName: '临时' },
    });
    const issued = await accessCode('li.na', created.body.data.clientSecret, 'tmp_portal');
    expect(issued.body.code).toBe(0);
    const removed = await t.call('POST', `/api/system/sysAuthClient/remove?ids=${created.body.data.id}`, {
      token: admin,
    });
    expect(removed.body.code).toBe(0);
    const left = await t.database.db.query.authCodes.findMany({
      where: eq(authCodes.clientId, 'tmp_portal'),
    });
    expect(left).toEqual([]);
  });
});
