import { mkdtempSync, rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUSH_STREAM_PATH } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadCaller } from '../../../platform/auth/caller';
import { hashToken } from '../../../platform/auth/tokens';
import { type Database, openDatabase } from '../../../platform/db';
import { createPushHub } from '../../../platform/push';
import { createTestApp, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait-for';
import { openPushStream } from './open-stream';

/**
 * The push channel end to end: a real listening server, streams read as a browser tab reads them
 * (fetch, bearer header, Accept: text/event-stream), an export finishing in the background. On
 * PostgreSQL a second instance (jobs off, one Redis) serves a tab of its own: the message crosses over.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const FAST = { pollingIntervalSeconds: 0.5, relayMs: 300, sweepMs: 300, heartbeatMs: 200 };

type Frame = { event: string; data: unknown };
type Tab = {
  frames: Frame[];
  status: number;
  headers: IncomingHttpHeaders;
  ended: Promise<void>;
  close(): void;
};

let t: TestApp;
let dataDir: string;
let baseUrl = '';
let other: { app: FastifyInstance; database: Database; url: string } | undefined;

/**
 * Opens a stream as a browser tab does and collects its events until closed. Plain node:http without
 * an agent: one connection per stream, nothing pooled that could outlive the test.
 */
function openTab(url: string, token: string | null, headers: Record<string, string> = {}): Promise<Tab> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${url}/api${PUSH_STREAM_PATH}`,
      {
        agent: false,
        headers: {
          accept: 'text/event-stream',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (response) => {
        const frames: Frame[] = [];
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let at = buffer.indexOf('\n\n');
          while (at >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) frames.push({ event, data: JSON.parse(data) });
            at = buffer.indexOf('\n\n');
          }
        });
        const ended = new Promise<void>((done) => response.on('close', () => done()));
        resolve({
          frames,
          status: response.statusCode ?? 0,
          headers: response.headers,
          ended,
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

const finishedOf = (tab: Tab, taskId: number) =>
  tab.frames.find((f) => f.event === 'report.task.finished' && (f.data as { id: number }).id === taskId);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tms-push-'));
  t = await createTestApp(
    { jobsEnabled: true, dataDir, ...(onPostgres ? { redisUrl: REDIS_URL } : {}) },
    { jobs: FAST },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  if (onPostgres) {
    const database = await openDatabase({ url: t.config.databaseUrl });
    const app = await buildApp({
      database,
      config: { ...t.config, jobsEnabled: false, redisUrl: REDIS_URL },
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    other = { app, database, url: `http://127.0.0.1:${port}` };
  }
}, 60_000);

afterAll(async () => {
  // Open streams must not keep the servers from closing.
  await other?.app.close();
  await other?.database.close();
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the push stream', () => {
  it("delivers a finished export to its owner's tabs, and to no one else", async () => {
    const admin = await t.login('admin');
    const zhang = await t.login('zhang.wei');
    const adminTab = await openTab(baseUrl, admin);
    const zhangTab = await openTab(baseUrl, zhang);
    const adminElsewhere = other ? await openTab(other.url, admin) : undefined;
    expect([adminTab.status, zhangTab.status]).toEqual([200, 200]);

    const { body } = await t.call<{ taskId: number }>('POST', '/api/system/user/export', {
      token: admin,
      body: {},
    });
    expect(body.code).toBe(0);
    const taskId = body.data.taskId;
    const finished = await waitFor(async () => finishedOf(adminTab, taskId));
    expect(finished.data).toEqual({ id: taskId, status: 'FINISH' });
    // Progress came first, straight from the worker.
    const progress = adminTab.frames.filter(
      (f) => f.event === 'report.task.progress' && (f.data as { id: number }).id === taskId,
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(adminTab.frames.indexOf(progress[0] as Frame)).toBeLessThan(adminTab.frames.indexOf(finished));

    if (adminElsewhere) {
      // A tab streaming from the other instance hears it through Redis.
      await waitFor(async () => finishedOf(adminElsewhere, taskId));
      adminElsewhere.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Nothing of the export reaches another user (the demo's own alerts and messages may reach them).
    expect(zhangTab.frames.filter((f) => f.event.startsWith('report.task'))).toEqual([]);
    adminTab.close();
    zhangTab.close();
  });

  it('answers code 400 to a call that does not ask for an event stream, and 401 without a session', async () => {
    const admin = await t.login('admin');
    const plain = await t.call('GET', `/api${PUSH_STREAM_PATH}`, { token: admin, lang: 'en-US' });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ code: 400, msg: expect.stringContaining('text/event-stream') });
    const stranger = await openTab(baseUrl, null);
    expect(stranger.status).toBe(401);
    stranger.close();
  });

  it('answers as an event stream under the security headers, and the server closes with tabs open', async () => {
    const admin = await t.login('admin');
    const tab = await openTab(baseUrl, admin);
    expect(tab.headers['content-type']).toContain('text/event-stream');
    expect(tab.headers['cache-control']).toBe('no-cache, no-transform');
    expect(tab.headers['x-content-type-options']).toBe('nosniff');
    // Left open on purpose: afterAll closes the server with this stream still attached.
  });
});

describe('a stream and its session', () => {
  it('ends once its session ends (logout), at the next heartbeat', async () => {
    const token = await t.login('zhang.wei');
    const caller = await loadCaller(t.database.db, hashToken(token));
    if (!caller) throw new Error('no session');
    const push = createPushHub();
    const stream = openPushStream({ db: t.database.db, push }, caller, { heartbeatMs: 100, maxMs: 60_000 });
    let ended = false;
    stream.on('end', () => {
      ended = true;
    });
    stream.resume();
    expect(push.openStreams()).toBe(1);
    await t.call('POST', '/api/auth/logout', { token });
    await waitFor(async () => (ended ? true : undefined), { timeoutMs: 5_000 });
    expect(push.openStreams()).toBe(0);
  });

  it('ends after its lifetime, and with the instance', async () => {
    const token = await t.login('zhang.wei');
    const caller = await loadCaller(t.database.db, hashToken(token));
    if (!caller) throw new Error('no session');
    const push = createPushHub();
    const short = openPushStream({ db: t.database.db, push }, caller, { heartbeatMs: 1_000, maxMs: 200 });
    const long = openPushStream({ db: t.database.db, push }, caller, { heartbeatMs: 1_000, maxMs: 60_000 });
    const endOf = (stream: typeof short) =>
      new Promise<void>((resolve) => {
        stream.on('end', () => resolve());
        stream.resume();
      });
    await endOf(short);
    expect(push.openStreams()).toBe(1);
    push.endStreams();
    await endOf(long);
    expect(push.openStreams()).toBe(0);
  });
});
