import { connect } from 'node:net';
import { LANGUAGES } from '@tms/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { startSession } from '../modules/identity/sign-in/start-session';
import { invalidateCallers } from '../platform/auth/revocation';
import { t as translate } from '../platform/i18n';
import {
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  requestsFor,
} from './fuzz-requests';
import { createTestApp, type TestApp } from './harness';

/**
 * Garbage at every operation of the OpenAPI document, signed out and as the administrator (so validation
 * and the use cases are reached). No answer may be a 5xx, take over 5 s, or show a stack trace, SQL or a
 * server path. The seed is fixed: a failure names the request, and the same run reproduces it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_601);
const SIGNED_OUT_RUNS = 2;
/** FUZZ_RUNS=50 digs deeper when hunting (about 10 s of PGlite per extra run over every operation). */
const ADMIN_RUNS = Number(process.env.FUZZ_RUNS ?? 6);
/** Signed-out requests for each operation that answers strangers. */
const PUBLIC_RUNS = 24;
const CHUNKS = 6;
const HANG_MS = 5_000;

/** What an answer must never show: stack frames, SQL and database errors, server paths. */
const LEAKS: readonly RegExp[] = [
  / {4}at /,
  /\bselect\s+["*a-z_]+.*\bfrom\s+"/i,
  /\binsert into\b/i,
  /\bdelete from\b/i,
  /\bupdate\s+"[a-z_]+"\s+set\b/i,
  /syntax error/i,
  /\bviolates\b/i,
  /relation "/i,
  /invalid input syntax/i,
  /out of range for type/i,
  /invalid byte sequence/i,
  /Failed query/i,
  /DrizzleQueryError|PGlite|ZodError/,
  /node_modules|apps\/server|file:\/\//,
];

/** The HTTP statuses of the spec's error catalogue (docs/api.md); everything else is answered with 200. */
const CATALOGUE_STATUSES = new Set([200, 401, 403, 404, 412]);

/**
 * The error handler's safety net answers a value the database refused with this message; in the fuzz it
 * means a validation is missing, so it fails like a 500 would.
 */
const SAFETY_NET = new Set(LANGUAGES.map((lang) => translate(lang, 'common.invalidValue')));

let t: TestApp;
let operations: Operation[] = [];
let adminToken = '';
let sent = 0;
const covered = new Set<string>();
const publicOperations = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  operations = operationsOf(doc);
  adminToken = await t.login();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A session of the administrator, opened directly: the fuzz may have locked the password sign-in. */
function adminSession(): Promise<string> {
  return startSession(t.database.db, {
    userId: 1,
    ip: '127.0.0.1',
    browser: 'fuzz',
    os: 'fuzz',
    now: new Date(),
  });
}

/** The fuzz may disable, remove or sign out the administrator: bring the account and a session back. */
async function restoreAdmin(): Promise<void> {
  await t.database.db
    .update(users)
    .set({ status: '0', delFlag: '0', lockedUntil: null, failedAttempts: 0 })
    .where(eq(users.id, 1));
  await invalidateCallers();
  adminToken = await adminSession();
}

type Outcome = { response: LightMyRequestResponse; ms: number } | 'hang' | { error: unknown };

async function send(request: FuzzRequest): Promise<Outcome> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  try {
    const answer = await Promise.race([
      t.app
        .inject(request as InjectOptions)
        .then((response) => ({ response, ms: performance.now() - started })),
      hang,
    ]);
    return answer;
  } catch (error) {
    return { error };
  } finally {
    clearTimeout(timer);
  }
}

function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined ? '' : ` ${JSON.stringify(String(request.payload).slice(0, 400))}`;
  const type = request.headers['content-type'] ? ` [${request.headers['content-type']}]` : '';
  const who = request.headers.authorization ? 'admin' : 'anonymous';
  return `${who} ${request.method} ${request.url.slice(0, 200)}${type}${payload}`;
}

/** The problem with one answer, or null when it is an honest one. */
function judge(outcome: Outcome): string | null {
  if (outcome === 'hang') return `no answer within ${HANG_MS} ms`;
  if ('error' in outcome) return `inject failed: ${String(outcome.error)}`;
  const { response, ms } = outcome;
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (ms > HANG_MS) return `answered after ${Math.round(ms)} ms`;
  if (!CATALOGUE_STATUSES.has(response.statusCode)) {
    return `HTTP ${response.statusCode} is not in the error catalogue: ${response.body.slice(0, 200)}`;
  }
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('json')) {
    const body = safeJson(response.body) as { code?: unknown; msg?: unknown } | null;
    if (typeof body?.code !== 'number' || typeof body.msg !== 'string') {
      return `answer outside the {code, msg, data} envelope: ${response.body.slice(0, 200)}`;
    }
  }
  if (/json|text|html/.test(type)) {
    const leak = LEAKS.find((pattern) => pattern.test(response.body));
    if (leak) return `answer shows ${leak}: ${response.body.slice(0, 300)}`;
    if (SAFETY_NET.has(String((safeJson(response.body) as { msg?: unknown } | null)?.msg))) {
      return `the database refused a value validation let through: ${response.body.slice(0, 200)}`;
    }
  }
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Whether the call answers without a session. The input guard runs after the sign-in check, so a NUL in the
 * query answers 401 on a protected call and code 400 on a public one.
 */
async function answersStrangers(operation: Operation, failures: string[]): Promise<boolean> {
  const path = operation.path.replace(/\{[^}]+\}/g, '1');
  const probe: FuzzRequest = { method: operation.method, url: `${path}?probe=%00`, headers: {} };
  const outcome = await send(probe);
  sent += 1;
  const problem = judge(outcome);
  if (problem) failures.push(`${describeRequest(probe)} -> ${problem}`);
  return typeof outcome === 'object' && 'response' in outcome && outcome.response.statusCode === 200;
}

/** A seed per operation from its method and path, so new routes do not change the requests of others. */
function seedOf(operation: Operation, salt: number): number {
  let hash = 2_166_136_261;
  for (const char of `${operation.method} ${operation.path}`)
    hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return (SEED ^ hash ^ Math.imul(salt, 0x9e3779b1)) >>> 0;
}

async function fuzzOperation(operation: Operation): Promise<string[]> {
  const failures: string[] = [];
  const run = async (signedIn: boolean, runs: number, seed: number) => {
    const samples = fc.sample(requestsFor(operation, signedIn ? 'TOKEN' : undefined), {
      seed,
      numRuns: runs,
    });
    for (const sample of samples) {
      // Signing out with the shared session would end the administrator's run: use a session of its own.
      const token = signedIn && operation.path === '/api/auth/logout' ? await adminSession() : adminToken;
      const request = {
        ...sample,
        headers: signedIn ? { ...sample.headers, authorization: `Bearer ${token}` } : sample.headers,
        // Every request from its own address, so the per-IP budgets of public calls do not end the run.
        remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      };
      const outcome = await send(request);
      sent += 1;
      const problem = judge(outcome);
      if (problem) failures.push(`${describeRequest(request)} -> ${problem}`);
      const status = typeof outcome === 'object' && 'response' in outcome ? outcome.response.statusCode : 0;
      if (signedIn && status === 401) await restoreAdmin();
    }
  };
  // A public call (sign-in, captcha, SSO exchange, beacons) meets strangers: it gets more garbage.
  const isPublic = await answersStrangers(operation, failures);
  await run(false, isPublic ? PUBLIC_RUNS : SIGNED_OUT_RUNS, seedOf(operation, 1));
  await run(true, ADMIN_RUNS, seedOf(operation, 3));
  covered.add(`${operation.method} ${operation.path}`);
  if (isPublic) publicOperations.add(`${operation.method} ${operation.path}`);
  return failures;
}

describe('fuzz over the OpenAPI surface', () => {
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    it(
      `answers garbage without a 5xx, a hang or a leak (operations ${chunk + 1}/${CHUNKS})`,
      async () => {
        const failures: string[] = [];
        for (const [index, operation] of operations.entries()) {
          if (index % CHUNKS !== chunk) continue;
          failures.push(...(await fuzzOperation(operation)));
        }
        expect(failures).toEqual([]);
      },
      120_000 + ADMIN_RUNS * 15_000,
    );
  }

  it('reached every operation with at least 2,000 requests, public calls among them', () => {
    expect(operations.length).toBeGreaterThan(400);
    expect(covered.size).toBe(operations.length);
    expect(sent).toBeGreaterThanOrEqual(2_000);
    expect(publicOperations).toContain('POST /api/auth/captcha/check');
    expect(publicOperations).toContain('POST /api/order/waybill/handmadeCancelNew');
  });
});

describe('the requests of the outside fuzz run', () => {
  const as = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
  // The fuzz above may have left the administrator locked or signed out.
  beforeAll(restoreAdmin);

  it('refuses NUL in a path parameter, a query value and a JSON body with code 400', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/system/station/get/%00', undefined],
      ['GET', '/api/system/dept/list/enable?deptName=%00', undefined],
      ['POST', '/api/system/config/save', { configName: 'a\u0000', configKey: 'k', configValue: 'v' }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...as(adminToken), lang: 'en-US' },
        payload,
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().code, url).toBe(400);
      expect(response.json().msg, url).toContain('NUL');
    }
  });

  it('judges a captcha drop between pixels instead of failing the update', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/captcha/check',
      headers: { lang: 'en-US' },
      payload: { token: 'abc', x: 0.5 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 500, msg: translate('en-US', 'auth.captchaExpired') });
  });

  it('answers a number too large for the id columns without touching SQL', async () => {
    for (const url of [
      '/api/system/dispatchCenter/getDispatchIdsDriver/99999999999999999999',
      '/api/system/dispatchCenter/getDispatchIdsDriver/9223372036854775808',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: as(adminToken) });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ code: 0, data: [] });
    }
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/system/config/get/99999999999999999999',
      headers: as(adminToken),
    });
    expect(config.json().code).toBe(400);
  });

  it('refuses dates that match the pattern but are no real day, and pages past any offset', async () => {
    for (const url of [
      '/api/order/waybill/selectIds?etdBegin=2024-13-45',
      '/api/shipment/shipment/selectPage?createBegin=2024-02-30',
      '/api/system/user/list?beginTime=2024-02-30',
      '/api/monitor/requestlog/list?minCostMs=3000000000',
      '/api/system/user/list?pageNum=9007199254740991&pageSize=10000',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: as(adminToken) });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().code, url).toBe(400);
      expect(SAFETY_NET.has(response.json().msg), url).toBe(false);
    }
  });

  it('refuses a sort field that only the prototype knows', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/route/list?sortField=__proto__',
      headers: as(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(500);
  });
});

type RawAnswer = { text: string; closed: boolean; ms: number };

/** Writes raw bytes to the listening server; resolves at the first answer, a close, or after waitMs. */
function rawExchange(port: number, chunks: string[], waitMs: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed, ms: performance.now() - started });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (data) => {
      text += data.toString('latin1');
      // The whole answer is in once the JSON body has closed.
      if (/\r\n\r\n[\s\S]*\}$/.test(text)) done(false);
    });
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk, 'latin1');
    });
  });
}

function multipartRequest(path: string, fileBytes: number, extra = ''): string {
  const body = [
    '--b',
    'Content-Disposition: form-data; name="ids"',
    '',
    'a,b',
    '--b',
    'Content-Disposition: form-data; name="file"; filename="a.bin"',
    'Content-Type: application/octet-stream',
    '',
    'x'.repeat(fileBytes),
    '--b--',
    '',
  ].join('\r\n');
  return (
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nlang: en-US\r\n${extra}\r\n${body}`
  );
}

describe('over a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('answers a multipart body with a file part sent to the page-unload beacon within 5 s', async () => {
    const answer = await rawExchange(
      port,
      [multipartRequest('/api/order/waybill/handmadeCancelNew', 64 * 1024)],
      5_000,
    );
    expect(answer.text).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.text).toContain('"code":400');
    expect(answer.ms).toBeLessThan(5_000);
  });

  it('refuses multipart on a JSON route at once and keeps the connection usable', async () => {
    const refused = multipartRequest('/api/auth/captcha/check', 256 * 1024);
    const next = 'GET /api/auth/captcha/captchaImage HTTP/1.1\r\nHost: localhost\r\nlang: en-US\r\n\r\n';
    const answer = await rawExchange(port, [refused], 5_000);
    expect(answer.text).toContain(translate('en-US', 'common.multipartNotAccepted'));
    // The unread body is drained, so a second request on the same connection is answered too.
    const both = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(text);
      }, 5_000);
      socket.on('data', (data) => {
        text += data.toString('latin1');
        if ((text.match(/HTTP\/1\.1 /g) ?? []).length >= 2 && /captchaEnabled[^}]*\}\}$/.test(text)) {
          clearTimeout(timer);
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('connect', () => socket.write(refused + next, 'latin1'));
    });
    expect(both).toContain('multipart/form-data');
    expect(both).toContain('captchaEnabled');
  });

  it('answers before the body ends when the route refuses multipart, even if the client stalls', async () => {
    const full = multipartRequest('/api/auth/captcha/check', 1024);
    const answer = await rawExchange(port, [full.slice(0, full.length - 200)], 5_000);
    expect(answer.text).toContain('"code":400');
    expect(answer.ms).toBeLessThan(5_000);
  });
});
