import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';

/** Rate limiting (HTTP 412) and the repeat-submit guard, as a caller meets them. */

const LIMIT = 4;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const get = (
  app: FastifyInstance,
  options: { token?: string; ip?: string; headers?: Record<string, string> },
) =>
  app.inject({
    method: 'GET',
    url: '/api/auth/captcha/captchaImage',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      lang: 'en-US',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });

async function statuses(n: number, call: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call()).statusCode);
  return out;
}

describe('rate limit', () => {
  let t: TestApp;
  let adminToken: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: LIMIT });
    // Sign-ins come from 127.0.0.1; the tests below use other addresses.
    adminToken = await t.login('admin');
    otherToken = await t.login('zhang.wei');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers HTTP 412, body code 412 and the translated message over the limit', async () => {
    expect(await statuses(LIMIT, () => get(t.app, { ip: '198.51.100.1' }))).toEqual(Array(LIMIT).fill(200));
    const over = await get(t.app, { ip: '198.51.100.1' });
    expect(over.statusCode).toBe(412);
    expect(over.json()).toMatchObject({ code: 412, msg: 'Request rate too high; the request was blocked' });
    const zh = await get(t.app, { ip: '198.51.100.1', headers: { lang: 'zh-CN' } });
    expect(zh.json().msg).toBe('请求频率过高，已被拦截');
  });

  it('counts per IP for anonymous callers', async () => {
    await statuses(LIMIT + 1, () => get(t.app, { ip: '198.51.100.2' }));
    expect((await get(t.app, { ip: '198.51.100.2' })).statusCode).toBe(412);
    expect((await get(t.app, { ip: '198.51.100.3' })).statusCode).toBe(200);
  });

  it('counts per session for signed-in callers, whatever their address', async () => {
    // One session from many addresses shares one budget...
    const spread = await statuses(LIMIT + 1, () =>
      get(t.app, { token: adminToken, ip: `203.0.113.${Math.floor(Math.random() * 200) + 1}` }),
    );
    expect(spread.at(-1)).toBe(412);
    // ...and another session on the same address has its own.
    expect((await get(t.app, { token: otherToken, ip: '203.0.113.250' })).statusCode).toBe(200);
  });

  it('gives made-up tokens no fresh budget: they count against the IP', async () => {
    const codes = await statuses(LIMIT + 1, () =>
      get(t.app, { token: `made-up-${Math.random()}`, ip: '198.51.100.9' }),
    );
    expect(codes.at(-1)).toBe(412);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const codes = await statuses(LIMIT + 1, () =>
      get(t.app, {
        ip: '192.0.2.77',
        headers: { 'x-forwarded-for': `198.18.0.${Math.floor(Math.random() * 250)}` },
      }),
    );
    expect(codes.at(-1)).toBe(412);
  });
});

async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe.skipIf(!(await redisReachable(REDIS_URL)))('rate limit with REDIS_URL', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: LIMIT, redisUrl: REDIS_URL });
    second = await buildApp({ database: t.database, config: t.config, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  /**
   * Signs in from an address of its own: Redis outlives the test, and the per-IP budget of
   * 127.0.0.1 would run out when the suite is run again within a minute.
   */
  async function freshLogin(userName: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/slide',
      remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      payload: { username: userName, password: 'admin123' },
    });
    return res.json().data.token;
  }

  it('shares one budget between two instances', async () => {
    // A fresh session, so earlier runs against the same Redis cannot have used its budget.
    const token = await freshLogin('li.na');
    const first = await statuses(LIMIT / 2, () => get(t.app, { token }));
    const other = await statuses(LIMIT / 2, () => get(second, { token }));
    expect([...first, ...other]).toEqual(Array(LIMIT).fill(200));
    expect((await get(second, { token })).statusCode).toBe(412);
    expect((await get(t.app, { token })).statusCode).toBe(412);
  });

  it('shares the repeat-submit guard between instances too', async () => {
    const token = await freshLogin('admin');
    const url = `/api/monitor/logininfor/unlock?userName=wang.fang&n=${Math.random()}`;
    const call = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, lang: 'en-US' } });
    expect((await call(t.app)).json().code).toBe(0);
    expect((await call(second)).json().msg).toBe(
      'Repeated submission refused; please wait a moment and retry',
    );
  });
});

describe('with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: LIMIT, redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps answering: the rate limit and the repeat guard fail open', async () => {
    const started = Date.now();
    const token = await t.login('admin');
    expect((await get(t.app, { token })).statusCode).toBe(200);
    const unlock = await t.call('POST', '/api/monitor/logininfor/unlock?userName=wang.fang', { token });
    expect(unlock.body.code).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('repeat-submit guard', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const unlock = (userName: string) =>
    t.call('POST', `/api/monitor/logininfor/unlock?userName=${userName}`, { token, lang: 'en-US' });

  it('refuses an identical mutating request within 5 s, every time, but passes a corrected one', async () => {
    expect((await unlock('wang.fang')).body.code).toBe(0);
    const again = await unlock('wang.fang');
    expect(again.body).toMatchObject({
      code: 500,
      msg: 'Repeated submission refused; please wait a moment and retry',
    });
    // The refused duplicate must not have freed the guard for a third copy.
    expect((await unlock('wang.fang')).body.msg).toBe(
      'Repeated submission refused; please wait a moment and retry',
    );
    expect((await unlock('huang.min')).body.code).toBe(0);
  });

  it('lets a failed request be sent again at once', async () => {
    const first = await unlock('no.such.user');
    expect(first.body.msg).toBe('User no.such.user does not exist');
    expect((await unlock('no.such.user')).body.msg).toBe('User no.such.user does not exist');
  });
});
