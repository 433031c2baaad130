import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * Two instances on one PostgreSQL and one Redis: this process's app (A) and a second server in a
 * child process (B). B caches every caller for a few seconds; a session ended on A must be refused
 * by B at once, not once B's cache runs out.
 */
const databaseUrl = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverRoot = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let other: ChildProcess | undefined;
let otherUrl = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function untilUp(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const onB = (token: string) =>
  fetch(`${otherUrl}/api/system/user/info`, { headers: { authorization: `Bearer ${token}` } }).then(
    (r) => r.status,
  );

describe.skipIf(!databaseUrl)('revocation across instances (PostgreSQL and Redis)', () => {
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: REDIS_URL });
    const port = await freePort();
    otherUrl = `http://127.0.0.1:${port}`;
    other = spawn('npx', ['tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: t.config.databaseUrl,
        REDIS_URL,
        PORT: String(port),
        HOST: '127.0.0.1',
        TMS_JOBS: 'off',
        TMS_CAPTCHA: 'off',
        TMS_WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await untilUp(`${otherUrl}/api/auth/publicConfig`, 60_000);
  }, 90_000);

  afterAll(async () => {
    other?.kill('SIGTERM');
    await t?.close();
  });

  it('refuses on B at once a session logged out on A', async () => {
    const token = await t.login('zhang.wei');
    expect(await onB(token)).toBe(200);
    await t.call('POST', '/api/auth/logout', { token });
    expect(await onB(token)).toBe(401);
  });

  it('refuses on B at once the sessions of a user disabled on A', async () => {
    const admin = await t.login('admin');
    const token = await t.login('li.na');
    expect(await onB(token)).toBe(200);
    const { body } = await t.call('POST', '/api/system/user/status', {
      token: admin,
      body: { id: 3, status: '1' },
    });
    expect(body.code).toBe(0);
    expect(await onB(token)).toBe(401);
  });

  it('refuses on B at once a session whose password an administrator reset on A', async () => {
    const admin = await t.login('admin');
    const token = await t.login('wang.fang');
    expect(await onB(token)).toBe(200);
    const { body } = await t.call('POST', '/api/system/user/resetPwd', {
      token: admin,
      body: { id: 4, password: 'new-secret-1' },
    });
    expect(body.code).toBe(0);
    expect(await onB(token)).toBe(401);
  });

  it('refuses on B at once a session forced out on A', async () => {
    const admin = await t.login('admin');
    const token = await t.login('chen.jie');
    expect(await onB(token)).toBe(200);
    const online = await t.call<{ tokenId: string; userName: string }[]>('GET', '/api/monitor/online/list', {
      token: admin,
    });
    const session = online.body.data.find((s) => s.userName === 'chen.jie');
    expect(session).toBeDefined();
    const forced = await t.call('POST', `/api/monitor/online/forceLogout?tokenId=${session?.tokenId}`, {
      token: admin,
    });
    expect(forced.body.code).toBe(0);
    expect(await onB(token)).toBe(401);
  });
});

describe('sessions that end with a password or a status', () => {
  let one: TestApp;
  beforeAll(async () => {
    one = await createTestApp();
  });
  afterAll(async () => {
    await one.close();
  });
  const info = (token: string) => one.call('GET', '/api/system/user/info', { token }).then((r) => r.status);

  it('ends every session of a user whose password an administrator resets', async () => {
    const admin = await one.login('admin');
    const token = await one.login('huang.min');
    expect(await info(token)).toBe(200);
    await one.call('POST', '/api/system/user/resetPwd', {
      token: admin,
      body: { id: 6, password: 'new-secret-1' },
    });
    expect(await info(token)).toBe(401);
  });

  it('ends the other sessions of a user who changes their own password, and keeps this one', async () => {
    const elsewhere = await one.login('chan.taiman');
    const here = await one.login('chan.taiman');
    const { body } = await one.call('POST', '/api/system/user/profile/updatePwd', {
      token: here,
      body: { oldPassword: 'admin123', newPassword: 'changed-123' },
    });
    expect(body.code).toBe(0);
    expect(await info(elsewhere)).toBe(401);
    expect(await info(here)).toBe(200);
  });

  it('ends the sessions of a user who is disabled', async () => {
    const admin = await one.login('admin');
    const token = await one.login('lau.kaming');
    await one.call('POST', '/api/system/user/status', { token: admin, body: { id: 8, status: '1' } });
    expect(await info(token)).toBe(401);
  });
});
