import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationSettings, smsCodes, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

type Received = { method: string; url: string; headers: Record<string, unknown>; body: string };

let t: TestApp;
let admin: string;
let gateway: Server;
let gatewayUrl: string;
let answer = 200;
const received: Received[] = [];
const MOBILE = '13700001111';

let ip = 0;
/** Each send from its own address: the per-IP budget of the call (5 a minute) is not what is tested. */
async function send(mobile = MOBILE, lang = 'en-US') {
  ip += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account/sms',
    remoteAddress: `10.9.0.${ip}`,
    headers: { lang },
    payload: { mobile },
  });
  return { body: response.json() as { code: number; msg: string } };
}
const signIn = (code: string, mobile = MOBILE, lang = 'en-US') =>
  t.call<{ token: string }>('POST', '/api/auth/login/sms', { body: { mobile, code }, lang });
/** The code the gateway was asked to send last (the test's gateway reads it from the text). */
const lastCode = () => /code (\d{6})/.exec(received.at(-1)?.body ?? '')?.[1] ?? '';
const stored = async (mobile = MOBILE) =>
  t.database.db.query.smsCodes.findFirst({ where: eq(smsCodes.mobile, mobile) });
/** Lets the 60 s between codes pass by moving the last code's time back. */
const age = (ms: number, mobile = MOBILE) =>
  t.database.db
    .update(smsCodes)
    .set({ sentAt: new Date(Date.now() - ms) })
    .where(eq(smsCodes.mobile, mobile));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await t.database.db.update(users).set({ phonenumber: MOBILE }).where(eq(users.userName, 'zhang.wei'));
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw });
      res.writeHead(answer).end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  // The gateway configured as an administrator does: method, an API key header and a body template.
  const saved = await t.call('POST', '/api/system/integration/save', {
    token: admin,
    body: {
      name: 'sms',
      url: `${gatewayUrl}/send`,
      method: 'POST',
      headers: { 'X-Api-Key': 'k-123' },
      bodyTemplate: '{"to":"{mobile}","text":"TMS code {code}, valid 5 minutes"}',
    },
  });
  expect(saved.body.code).toBe(0);
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await t.close();
});

describe('sending a sign-in code', () => {
  it('calls the configured gateway with its method, headers and filled template, and stores only a hash', async () => {
    const res = await send();
    expect(res.body).toMatchObject({ code: 0, msg: 'The code has been sent' });
    const call = received.at(-1);
    expect(call).toMatchObject({ method: 'POST', url: '/send' });
    expect(call?.headers).toMatchObject({ 'x-api-key': 'k-123', 'content-type': 'application/json' });
    const body = JSON.parse(call?.body ?? '{}');
    expect(body.to).toBe(MOBILE);
    expect(body.text).toMatch(/^TMS code \d{6}, valid 5 minutes$/);
    const row = await stored();
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(lastCode());
    expect((row?.expiresAt.getTime() ?? 0) - (row?.sentAt.getTime() ?? 0)).toBe(5 * 60_000);
  });

  it('refuses another code for the same mobile within 60 seconds, with a translated message', async () => {
    const before = received.length;
    const again = await send();
    expect(again.body.code).toBe(500);
    expect(again.body.msg).toMatch(/^A code was sent to this number just now; try again in \d+ s$/);
    const zh = await send(MOBILE, 'zh-CN');
    expect(zh.body.msg).toMatch(/验证码发送过于频繁/);
    expect(received.length).toBe(before);
    await age(61_000);
    expect((await send()).body.code).toBe(0);
  });

  it('answers the gateway failure and stores no code', async () => {
    answer = 502;
    const res = await send('13700002222');
    expect(res.body.msg).toBe('The SMS gateway did not accept the message; please retry later');
    expect(await stored('13700002222')).toBeUndefined();
    answer = 200;
  });
});

describe('signing in with the code', () => {
  it('a wrong code counts a try; the right one signs in once', async () => {
    await age(61_000);
    expect((await send()).body.code).toBe(0);
    const code = lastCode();
    const wrong = await signIn(code === '000000' ? '000001' : '000000');
    expect(wrong.body.msg).toBe('Wrong code; 4 tries left');
    const ok = await signIn(code);
    expect(ok.body.code).toBe(0);
    const info = await t.call<{ user: { userName: string } }>('GET', '/api/system/user/info', {
      token: ok.body.data.token,
    });
    expect(info.body.code).toBe(0);
    expect(JSON.stringify(info.body.data)).toContain('zhang.wei');
    const reused = await signIn(code);
    expect(reused.body.msg).toBe('The code has expired or was never sent; request a new one');
  });

  it('an expired code is refused', async () => {
    await age(61_000);
    await send();
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(smsCodes.mobile, MOBILE));
    const res = await signIn(lastCode(), MOBILE, 'zh-HK');
    expect(res.body.msg).toBe('驗證碼已過期或不存在，請重新獲取');
  });

  it('five wrong codes drop the code, so even the right one is refused afterwards', async () => {
    await age(61_000);
    await send();
    const code = lastCode();
    const other = code === '111111' ? '222222' : '111111';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await signIn(other)).body.msg);
    expect(answers).toEqual([
      'Wrong code; 4 tries left',
      'Wrong code; 3 tries left',
      'Wrong code; 2 tries left',
      'Wrong code; 1 tries left',
      'Too many wrong codes; request a new one',
    ]);
    expect(await stored()).toBeUndefined();
    expect((await signIn(code)).body.msg).toBe('The code has expired or was never sent; request a new one');
  });

  it('a mobile no user has is refused after the code check', async () => {
    await send('13700003333');
    const res = await signIn(lastCode(), '13700003333');
    expect(res.body.msg).toBe('No user has this mobile number');
  });

  it('checks the code format', async () => {
    const res = await signIn('12ab');
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('The code has 6 digits');
  });
});

describe('the gateway with a GET URL template', () => {
  it('fills {mobile} and {code} in the URL', async () => {
    await t.database.db
      .update(integrationSettings)
      .set({ method: 'GET', url: `${gatewayUrl}/get?to={mobile}&msg=Code%20{code}`, bodyTemplate: null })
      .where(eq(integrationSettings.name, 'sms'));
    expect((await send('13700004444')).body.code).toBe(0);
    expect(received.at(-1)).toMatchObject({ method: 'GET' });
    expect(received.at(-1)?.url).toMatch(/^\/get\?to=13700004444&msg=Code%20\d{6}$/);
  });
});
