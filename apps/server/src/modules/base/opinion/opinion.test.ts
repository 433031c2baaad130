import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/fixtures/export';
import { createTestApp, type TestApp } from '../../../test/harness';

type Row = {
  uuid: string;
  code: string;
  title: string;
  status: string;
  reply: string | null;
  createBy: string;
};

let t: TestApp;
let admin: string;
let wang: string;
let huang: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // Schedulers hold no key of the opinions screen: plain signed-in users.
  wang = await t.login('wang.fang');
  huang = await t.login('huang.min');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: Record<string, unknown>, token: string) =>
  t.call<{ uuid: string }>('POST', url, { token, body, lang: 'en-US' });
const submit = (token: string, title: string) =>
  post(
    '/api/system/opinion/submit',
    { opinionType: 'suggestion', title, content: '希望增加批量打印' },
    token,
  );

describe('opinions and suggestions', () => {
  it('any signed-in user submits and sees only their own', async () => {
    const mine = await submit(wang, '批量打印');
    expect(mine.body.code).toBe(0);
    await submit(huang, '黄敏的建议');
    const own = await t.call<Row[]>('GET', '/api/system/opinion/mine', { token: wang });
    expect(own.body.data.map((r) => r.title)).toEqual(['批量打印']);
    expect(own.body.data[0]?.status).toBe('N');
    const other = await t.call<Row[]>('GET', '/api/system/opinion/mine', { token: huang });
    const huangsOwn = other.body.data[0]?.uuid;
    expect((await t.call('GET', `/api/system/opinion/mine/${huangsOwn}`, { token: wang })).status).toBe(403);
  });

  it("the administrators' list and replies need the screen's keys", async () => {
    expect((await t.call('GET', '/api/system/opinion/list', { token: wang })).status).toBe(403);
    const own = await t.call<Row[]>('GET', '/api/system/opinion/mine', { token: wang });
    const replied = await post(
      '/api/system/opinion/reply',
      { uuid: own.body.data[0]?.uuid, status: 'D', reply: 'x' },
      wang,
    );
    expect(replied.status).toBe(403);
  });

  it('an administrator replies: new → processing → done; never back to new', async () => {
    const made = await submit(wang, '温度曲线导出');
    const uuid = made.body.data.uuid;
    const all = await t.call<Row[]>('GET', '/api/system/opinion/list?status=N', { token: admin });
    expect(all.body.data.map((r) => r.uuid)).toContain(uuid);
    expect(
      (await post('/api/system/opinion/reply', { uuid, status: 'P', reply: '已排期' }, admin)).body.code,
    ).toBe(0);
    const back = await post('/api/system/opinion/reply', { uuid, status: 'N' }, admin);
    expect(back.body.msg).toBe('An opinion cannot move from "P" to "N"');
    expect(
      (await post('/api/system/opinion/reply', { uuid, status: 'D', reply: '已上线' }, admin)).body.code,
    ).toBe(0);
    const seen = await t.call<Row>('GET', `/api/system/opinion/mine/${uuid}`, { token: wang });
    expect(seen.body.data).toMatchObject({ status: 'D', reply: '已上线' });
  });

  it('refuses content over 2000 characters, an unknown type and an unknown status', async () => {
    const long = await post(
      '/api/system/opinion/submit',
      { opinionType: 'bug', title: 't', content: 'x'.repeat(2001) },
      wang,
    );
    expect(long.body.code).toBe(400);
    const ok = await post(
      '/api/system/opinion/submit',
      { opinionType: 'bug', title: 't', content: 'x'.repeat(2000) },
      wang,
    );
    expect(ok.body.code).toBe(0);
    expect(
      (await post('/api/system/opinion/submit', { opinionType: 'praise', title: 't', content: 'x' }, wang))
        .body.code,
    ).toBe(400);
    expect(
      (await post('/api/system/opinion/reply', { uuid: ok.body.data.uuid, status: 'X' }, admin)).body.code,
    ).toBe(400);
  });

  it('the administrator exports and removes', async () => {
    const file = await readExport(t, '/api/system/opinion/export', admin);
    expect(file.status).toBe(200);
    expect(file.header[0]).toBe('Number');
    const made = await submit(huang, '待删除');
    expect(
      (await t.call('POST', `/api/system/opinion/remove?ids=${made.body.data.uuid}`, { token: admin }))
        .status,
    ).toBe(200);
    const own = await t.call<Row[]>('GET', '/api/system/opinion/mine', { token: huang });
    expect(own.body.data.map((r) => r.title)).not.toContain('待删除');
  });
});
