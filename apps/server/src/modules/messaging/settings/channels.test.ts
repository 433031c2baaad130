import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDeliveries, outboxEvents, users } from '../../../db/schema';
import { DEFAULT_JOBS_OPTIONS, type JobContext, silentLog } from '../../../platform/jobs/context';
import { deliver } from '../../../platform/jobs/outbox';
import { createPushHub } from '../../../platform/push';
import { messageOf } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';
import { closeMailTransports, htmlToPlainText } from './channels/mail';
import { emailChannel } from './listeners/email-channel';
import { webhookChannel } from './listeners/webhook-channel';

type Mail = { from: string; to: string[]; raw: string };
type Hook = { headers: IncomingHttpHeaders; body: string };

const mails: Mail[] = [];
const hooks: Hook[] = [];
/** The status the webhook sink answers; a test changes it. */
let hookStatus = 200;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      raw += chunk;
    });
    stream.on('end', () => {
      const from = session.envelope.mailFrom;
      mails.push({
        from: from ? from.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      });
      callback();
    });
  },
});
const sink: Server = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    body += chunk;
  });
  req.on('end', () => {
    hooks.push({ headers: req.headers, body });
    res.statusCode = hookStatus;
    res.end('{}');
  });
});
const portOf = (server: { address(): string | AddressInfo | null }) => (server.address() as AddressInfo).port;

let t: TestApp;
let admin: string;
let hookUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${portOf(sink)}/tms-hook`;
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${portOf(smtp.server)}`,
    smtpFrom: 'TMS <tms@test.example>',
    secretKey: 'channels-test-key',
  });
  admin = await t.login('admin');
  // zhang.wei and li.na have addresses, wang.fang has none.
  await t.database.db
    .update(users)
    .set({ email: 'zhang.wei@test.example' })
    .where(eq(users.userName, 'zhang.wei'));
  await t.database.db.update(users).set({ email: 'li.na@test.example' }).where(eq(users.userName, 'li.na'));
  await t.database.db.update(users).set({ email: null }).where(eq(users.userName, 'wang.fang'));
});
afterAll(async () => {
  closeMailTransports();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

const call = <T>(url: string, body: unknown) =>
  t.call<T>('POST', `/api${url}`, { token: admin, body, lang: 'en-US' });
const saveSetting = async (body: Record<string, unknown>) => {
  const res = await call<{ webhookSecret: string | null }>('/message/setting/save', body);
  expect(res.body.msg).toBe('');
  return res.body.data.webhookSecret;
};
const userIdOf = async (userName: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]?.id ?? 0;

let sent = 0;
/** Sends a message as admin (a new body each time, so the repeat guard lets it through); answers its event. */
const sendMessage = async (type: string, userNames: string[]) => {
  sent += 1;
  const userIds = await Promise.all(userNames.map(async (n) => String(await userIdOf(n))));
  const res = await call<{ id: string }>('/message/draftBox/send', {
    type,
    title: `Dock 4 closed ${type}`,
    body: `<p>Use <b>dock 5</b> &amp; call <a href="https://x.example/d">the desk</a> (${sent})</p>`,
    userIds,
  });
  expect(res.body.msg).toBe('');
  const events = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'message.sent'));
  const event = events.find(
    (e) => (e.payload as { messageId: number }).messageId === Number(res.body.data.id),
  );
  if (!event) throw new Error('no message.sent event');
  return { messageId: res.body.data.id, eventId: event.id };
};

/** Runs one outbox delivery as a worker would: in its transaction, recorded when it succeeds. */
const context = (): JobContext => ({
  db: t.database.db,
  database: t.database,
  config: t.config,
  log: silentLog,
  push: createPushHub(),
  options: DEFAULT_JOBS_OPTIONS,
  signal: new AbortController().signal,
});
const delivered = async (eventId: number, listener: string) =>
  (
    await t.database.db
      .select()
      .from(outboxDeliveries)
      .where(and(eq(outboxDeliveries.eventId, eventId), eq(outboxDeliveries.listener, listener)))
  ).length === 1;

const verify = (secret: string, hook: Hook) => {
  const timestamp = String(hook.headers['x-tms-timestamp']);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${hook.body}`).digest('hex');
  return hook.headers['x-tms-signature'] === `sha256=${expected}`;
};

describe('the e-mail channel', () => {
  it('mails one message to the recipients with an address, as blind copies, with HTML and text', async () => {
    await saveSetting({ type: 'NOTICE', emailEnabled: true });
    const { eventId } = await sendMessage('NOTICE', ['zhang.wei', 'li.na', 'wang.fang']);
    mails.length = 0;
    await deliver(context(), { eventId, listener: emailChannel.name });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.from).toBe('tms@test.example');
    expect(mail?.to.sort()).toEqual(['li.na@test.example', 'zhang.wei@test.example']);
    // Blind copies: no recipient sees the others' addresses.
    expect(mail?.raw).not.toMatch(/^(to|cc|bcc):.*test\.example/im);
    expect(mail?.raw).toMatch(/^Subject: Dock 4 closed NOTICE/m);
    expect(mail?.raw).toContain('Content-Type: text/html');
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(await delivered(eventId, emailChannel.name)).toBe(true);
  });

  it('sends nothing when the type\u2019s e-mail is off', async () => {
    const { eventId } = await sendMessage('DISPATCH', ['zhang.wei']);
    mails.length = 0;
    await deliver(context(), { eventId, listener: emailChannel.name });
    expect(mails).toHaveLength(0);
  });

  it('the plain-text part keeps line breaks, link addresses and decoded entities', () => {
    expect(
      htmlToPlainText(
        '<p>Use <b>dock 5</b> &amp; call <a href="https://x.example/d">the desk</a></p><p>Bye<br>Ops</p>',
      ),
    ).toBe('Use dock 5 & call the desk (https://x.example/d)\nBye\nOps');
  });
});

describe('the webhook channel', () => {
  it('posts the message signed with the type\u2019s secret', async () => {
    const secret = await saveSetting({ type: 'SYSTEM', webhookEnabled: true, webhookUrl: hookUrl });
    expect(secret).toBeTruthy();
    const { messageId, eventId } = await sendMessage('SYSTEM', ['zhang.wei', 'li.na']);
    hooks.length = 0;
    hookStatus = 204;
    await deliver(context(), { eventId, listener: webhookChannel.name });
    expect(hooks).toHaveLength(1);
    const [hook] = hooks;
    if (!hook || !secret) throw new Error('no call');
    expect(verify(secret, hook)).toBe(true);
    expect(verify('whsec_other', hook)).toBe(false);
    expect(Math.abs(Number(hook.headers['x-tms-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(hook.headers['content-type']).toContain('application/json');
    expect(JSON.parse(hook.body)).toEqual({
      event: 'message.sent',
      id: messageId,
      type: 'SYSTEM',
      title: 'Dock 4 closed SYSTEM',
      body: expect.stringContaining('<b>dock 5</b>'),
      sendTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sender: { id: '1', userName: 'admin' },
      recipients: [
        { id: String(await userIdOf('zhang.wei')), userName: 'zhang.wei' },
        { id: String(await userIdOf('li.na')), userName: 'li.na' },
      ].sort((a, b) => Number(a.id) - Number(b.id)),
    });
    expect(await delivered(eventId, webhookChannel.name)).toBe(true);
  });

  it('a failing webhook throws to be retried, and the e-mail of the same message still goes', async () => {
    await saveSetting({ type: 'SYSTEM', emailEnabled: true, webhookEnabled: true, webhookUrl: hookUrl });
    const { eventId } = await sendMessage('SYSTEM', ['zhang.wei']);
    hooks.length = 0;
    mails.length = 0;
    hookStatus = 503;
    await expect(deliver(context(), { eventId, listener: webhookChannel.name })).rejects.toThrow(/HTTP 503/);
    // Not recorded as delivered: pg-boss retries it, with backoff.
    expect(await delivered(eventId, webhookChannel.name)).toBe(false);
    expect(webhookChannel.retryLimit).toBeGreaterThan(0);
    expect(webhookChannel.retryBackoff).toBe(true);
    await deliver(context(), { eventId, listener: emailChannel.name });
    expect(mails.map((m) => m.to)).toEqual([['zhang.wei@test.example']]);
    expect(await delivered(eventId, emailChannel.name)).toBe(true);
    // The retry succeeds once the receiver is back, and is then recorded.
    hookStatus = 200;
    await deliver(context(), { eventId, listener: webhookChannel.name });
    expect(hooks).toHaveLength(2);
    expect(await delivered(eventId, webhookChannel.name)).toBe(true);
  });

  it('an unreachable webhook throws too', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${portOf(closed)}/gone`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await saveSetting({ type: 'DISPATCH', webhookEnabled: true, webhookUrl: deadUrl });
    const { eventId } = await sendMessage('DISPATCH', ['zhang.wei']);
    await expect(deliver(context(), { eventId, listener: webhookChannel.name })).rejects.toThrow(
      /unreachable/,
    );
    await saveSetting({ type: 'DISPATCH', webhookEnabled: false, webhookUrl: deadUrl });
  });
});

describe('testing a webhook from the settings screen', () => {
  it('answers the status of a signed test call', async () => {
    const secret = await saveSetting({
      type: 'SYSTEM',
      webhookEnabled: true,
      webhookUrl: hookUrl,
      generateSecret: true,
    });
    hooks.length = 0;
    hookStatus = 200;
    const res = await call<{ status: number; ok: boolean }>('/message/setting/testWebhook', {
      type: 'SYSTEM',
    });
    expect(res.body.data).toEqual({ status: 200, ok: true });
    const [hook] = hooks;
    if (!hook || !secret) throw new Error('no call');
    expect(verify(secret, hook)).toBe(true);
    expect(JSON.parse(hook.body)).toMatchObject({ event: 'message.test', type: 'SYSTEM' });
    hookStatus = 500;
    // The URL being edited, not yet saved (also keeps the repeat guard from taking it for a double click).
    const failed = await call<{ status: number; ok: boolean }>('/message/setting/testWebhook', {
      type: 'SYSTEM',
      webhookUrl: `${hookUrl}?unsaved=1`,
    });
    expect(failed.body.data).toEqual({ status: 500, ok: false });
  });

  it('says why when no answer came, and needs a saved secret', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${portOf(closed)}/gone`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const res = await call('/message/setting/testWebhook', { type: 'SYSTEM', webhookUrl: deadUrl });
    expect(res.body.msg).toMatch(messageOf('messageSetting.webhookUnreachable'));
    expect(res.body.msg).toContain('ECONNREFUSED');
    const noSecret = await call('/message/setting/testWebhook', { type: 'NOTICE', webhookUrl: hookUrl });
    expect(noSecret.body.msg).toMatch(messageOf('messageSetting.noWebhookSecret'));
    const badUrl = await call('/message/setting/testWebhook', {
      type: 'SYSTEM',
      webhookUrl: 'file:///etc/passwd',
    });
    expect(badUrl.body.msg).toMatch(messageOf('messageSetting.webhookUrlInvalid'));
  });
});
