import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/login/slide', () => {
  it('answers a token that opens /system/user/info', async () => {
    const token = await t.login('admin');
    const { status, body } = await t.call<{ id: string; roles: string[] }>('GET', '/api/system/user/info', {
      token,
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.id).toBe('1');
    expect(body.data.roles).toContain('admin');
  });

  it('refuses a wrong password with the attempts left, translated by the lang header', async () => {
    const { body } = await t.call('POST', '/api/auth/login/slide', {
      body: { username: 'wang.fang', password: 'wrong-pass' },
      lang: 'en-US',
    });
    expect(body.code).toBe(500);
    expect(body.msg).toBe('Wrong user name or password (4 attempts left)');
  });

  it('locks the account for 10 minutes after five wrong passwords, even for the right one', async () => {
    for (let i = 0; i < 5; i++) {
      await t.call('POST', '/api/auth/login/slide', {
        body: { username: 'huang.min', password: `bad-${i}` },
      });
    }
    const { body } = await t.call('POST', '/api/auth/login/slide', {
      body: { username: 'huang.min', password: 'admin123' },
      lang: 'en-US',
    });
    expect(body.msg).toBe('Too many wrong passwords; the account is locked for 10 minutes');
  });

  it('locks the account when thirty wrong passwords arrive at once, and the right one right after is refused', async () => {
    const tries = Array.from({ length: 30 }, (_, i) =>
      t.call('POST', '/api/auth/login/slide', { body: { username: 'lau.kaming', password: `bad${i}` } }),
    );
    await Promise.all(tries);
    const user = await t.database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.userName, 'lau.kaming'),
    });
    expect(user?.failedAttempts).toBeGreaterThanOrEqual(5);
    const { body } = await t.call<{ token?: string }>('POST', '/api/auth/login/slide', {
      body: { username: 'lau.kaming', password: 'admin123' },
      lang: 'en-US',
    });
    expect(body.data?.token).toBeUndefined();
    expect(body.msg).toBe('Too many wrong passwords; the account is locked for 10 minutes');
  });

  it('writes every attempt to the login log', async () => {
    const rows = await t.database.db.query.loginLogs.findMany();
    expect(rows.some((r) => r.userName === 'admin' && r.status === 0)).toBe(true);
    expect(rows.some((r) => r.userName === 'wang.fang' && r.status === 1)).toBe(true);
  });

  it('names the missing field when the body is incomplete', async () => {
    const { status, body } = await t.call('POST', '/api/auth/login/slide', {
      body: { username: 'admin' },
      lang: 'en-US',
    });
    expect(status).toBe(200);
    expect(body.code).toBe(400);
    expect(body.msg).toContain('password');
    expect(body.msg).toContain('Required');
  });
});

describe('sessions', () => {
  it('answers HTTP 401 without a token, and login expired with an unknown one', async () => {
    const none = await t.call('GET', '/api/system/user/info', { lang: 'en-US' });
    expect(none.status).toBe(401);
    expect(none.body.msg).toBe('Authentication failed, cannot access system resources');
    const stale = await t.call('GET', '/api/system/user/info', { token: 'not-a-token', lang: 'en-US' });
    expect(stale.status).toBe(401);
    expect(stale.body.msg).toBe('Login expired, please retry');
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('zhang.wei');
    expect((await t.call('POST', '/api/auth/logout', { token })).body.code).toBe(0);
    expect((await t.call('GET', '/api/system/user/info', { token })).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('li.na');
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => r.expiresAt.getTime() - r.loginTime.getTime() === 43_200_000)).toBe(true);
  });
});
