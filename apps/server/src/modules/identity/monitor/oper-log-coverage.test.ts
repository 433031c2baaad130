import { operLogActionKey, operLogTitleKey } from '@tms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let zhang: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
});
afterAll(async () => {
  await t.close();
});

type OperLog = { id: number; title: string | null; operName: string | null; operUrl: string };

const operLogs = async (lang = 'en-US') =>
  (await t.call<OperLog[]>('GET', '/api/monitor/operlog/list?pageNum=1&pageSize=100', { token: admin, lang }))
    .body.data;

/** The log is written after the answer has gone: wait for what a call should have added. */
async function logsWhen(ready: (rows: OperLog[]) => boolean, lang = 'en-US'): Promise<OperLog[]> {
  let rows: OperLog[] = [];
  await expect
    .poll(
      async () => {
        rows = await operLogs(lang);
        return ready(rows);
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBe(true);
  return rows;
}

describe('the operation log records changes, each titled in words', () => {
  it('every route the log writes names its module and its action (no raw path, no empty title)', () => {
    const logged = t.app.routeAccess.filter((r) => r.logged);
    expect(logged.length).toBeGreaterThan(200);
    const untitled = logged
      .filter((r) => !operLogTitleKey(r.url) || !operLogActionKey(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(untitled).toEqual([]);
  });

  it('reads write nothing: opening the inbox, a message, a list, a search posted as POST', async () => {
    // Something logged first, so "unchanged" is a count that could have grown.
    await t.call('POST', '/api/message/inbox/batchRead', { token: zhang, body: { all: true } });
    const before = await logsWhen((rows) => rows.some((r) => r.operName === 'zhang.wei'));
    const reads: [string, string, unknown?][] = [
      ['POST', '/api/message/inbox/list?pageNum=1&pageSize=10', {}],
      ['POST', '/api/report-server/async/task/page?current=1&size=10', {}],
      ['GET', '/api/message/index/messageCount'],
      ['GET', '/api/shipment/shipment/selectPage?pageNum=1&pageSize=10'],
      ['GET', '/api/system/dict/data/all'],
    ];
    for (const [method, url, body] of reads) {
      const res = await t.call(method as 'GET' | 'POST', url, { token: zhang, body });
      expect(res.status, url).toBe(200);
    }
    const inbox = await t.call<{ id: string }[]>('POST', '/api/message/inbox/list?pageNum=1&pageSize=1', {
      token: zhang,
      body: {},
    });
    const first = inbox.body.data[0];
    if (first)
      expect((await t.call('GET', `/api/message/inbox/read/${first.id}`, { token: zhang })).status).toBe(200);
    // A change made after the reads is the next row: nothing came in between.
    await t.call('POST', '/api/message/inbox/batchRead', { token: zhang, body: { all: true } });
    const after = await logsWhen((rows) => rows.length === before.length + 1);
    expect(after[0]).toMatchObject({ operName: 'zhang.wei', title: 'Messages · Mark as read' });
    expect(after.slice(1).map((r) => r.id)).toEqual(before.map((r) => r.id));
  });

  it('a change reads "Module · Action" in the reader’s language and is found by either part', async () => {
    await logsWhen((rows) => rows.some((r) => r.operUrl === '/api/message/inbox/batchRead'));
    const zh = await logsWhen((rows) => rows[0]?.title === '消息 · 标为已读', 'zh-CN');
    expect(zh[0]?.operUrl).toBe('/api/message/inbox/batchRead');
    const byAction = await t.call<OperLog[]>('GET', '/api/monitor/operlog/list?title=mark%20as%20read', {
      token: admin,
      lang: 'en-US',
    });
    expect(byAction.body.data.length).toBeGreaterThan(0);
    expect(byAction.body.data.every((r) => r.title === 'Messages · Mark as read')).toBe(true);
  });
});
