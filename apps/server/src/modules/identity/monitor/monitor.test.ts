import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

type OperLog = {
  id: number;
  title: string | null;
  businessType: string | null;
  operName: string | null;
  operUrl: string;
  status: number;
  errorMsg: string | null;
  operTime: string;
};

/**
 * The operation log is written after the response has gone (it never slows a call down), so a
 * test waits until the entry it expects is there.
 */
async function operLogsWhen(query: string, ready: (rows: OperLog[]) => boolean): Promise<OperLog[]> {
  let rows: OperLog[] = [];
  await expect
    .poll(
      async () => {
        rows = (await t.call<OperLog[]>('GET', `/api/monitor/operlog/list?${query}`, { token: admin })).body
          .data;
        return ready(rows);
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBe(true);
  return rows;
}

describe('operation log', () => {
  it('masks passwords, phone numbers and ID numbers in the parameters it keeps', async () => {
    const sent = {
      password: 'Secret#2024',
      oldPassword: 'older-one',
      phonenumber: '13812345678',
      contact: { driverMobile: '13987654321', idCard: '310101199001011234' },
      remark: 'kept as it is',
    };
    const res = await t.call('POST', '/api/monitor/logininfor/unlock?userName=wang.fang', {
      token: admin,
      body: sent,
    });
    expect(res.body.code).toBe(0);
    const [entry] = await operLogsWhen('title=Login%20log', (rows) => rows.length === 1);
    // The title reads in the reader's language (zh-CN by default), never as a stored English word.
    expect(entry).toMatchObject({
      title: '登录日志 · 解锁',
      businessType: 'UNLOCK',
      operName: 'admin',
      status: 0,
    });
    expect(entry?.operUrl).toBe('/api/monitor/logininfor/unlock');
    const detail = await t.call<{ operParam: string }>('GET', `/api/monitor/operlog/${entry?.id}`, {
      token: admin,
    });
    const params = JSON.parse(detail.body.data.operParam);
    expect(params.query).toEqual({ userName: 'wang.fang' });
    expect(params.body).toEqual({
      password: '******',
      oldPassword: '******',
      phonenumber: '138****5678',
      contact: { driverMobile: '139****4321', idCard: '310101********1234' },
      remark: 'kept as it is',
    });
    expect(detail.body.data.operParam).not.toContain('Secret#2024');
  });

  it('titles every entry by its route in the reader’s language, and finds it by that title', async () => {
    const [zh] = await operLogsWhen(`title=${encodeURIComponent('登录日志')}`, (rows) => rows.length >= 1);
    expect(zh?.title).toBe('登录日志 · 解锁');
    const en = await t.call<OperLog[]>('GET', '/api/monitor/operlog/list?title=login', {
      token: admin,
      lang: 'en-US',
    });
    expect(en.body.data[0]?.title).toBe('Login log · Unlock');
    const hk = await t.call<{ title: string }>('GET', `/api/monitor/operlog/${zh?.id}`, {
      token: admin,
      lang: 'zh-HK',
    });
    expect(hk.body.data.title).toBe('登入日誌 · 解鎖');
  });

  it('records failures with the message the caller saw', async () => {
    await t.call('POST', '/api/monitor/logininfor/unlock?userName=nobody', { token: admin, lang: 'en-US' });
    const rows = await operLogsWhen('status=1', (r) => r.length === 1);
    expect(rows[0]?.status).toBe(1);
    expect(rows[0]?.errorMsg).toBe('User nobody does not exist');
  });

  it('filters by title, operator, business type and time range', async () => {
    const byType = await t.call<OperLog[]>('GET', '/api/monitor/operlog/list?businessType=UNLOCK', {
      token: admin,
    });
    expect(byType.body.total).toBe(2);
    const byName = await t.call<OperLog[]>('GET', '/api/monitor/operlog/list?operName=zhang', {
      token: admin,
    });
    expect(byName.body.total).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = await t.call<OperLog[]>('GET', `/api/monitor/operlog/list?beginTime=${future}`, {
      token: admin,
    });
    expect(later.body.total).toBe(0);
    const upToNow = await t.call<OperLog[]>(
      'GET',
      `/api/monitor/operlog/list?beginTime=2000-01-01&endTime=${new Date(Date.now() + 60_000).toISOString()}`,
      { token: admin },
    );
    expect(upToNow.body.total).toBe(2);
    const bad = await t.call('GET', '/api/monitor/operlog/list?beginTime=yesterday', {
      token: admin,
      lang: 'en-US',
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('Invalid date or time');
  });

  it('answers not found for an unknown entry', async () => {
    const { body } = await t.call('GET', '/api/monitor/operlog/999999', { token: admin, lang: 'en-US' });
    expect(body).toMatchObject({ code: 404 });
  });

  it('is readable by the auditor but not removable; dispatchers do not see it', async () => {
    const auditor = await t.login('auditor');
    expect((await t.call('GET', '/api/monitor/operlog/list', { token: auditor })).body.code).toBe(0);
    expect((await t.call('POST', '/api/monitor/operlog/clean', { token: auditor })).status).toBe(403);
    const dispatcher = await t.login('zhang.wei');
    expect((await t.call('GET', '/api/monitor/operlog/list', { token: dispatcher })).status).toBe(403);
  });

  it('removes chosen entries, then cleans the rest', async () => {
    const { body } = await t.call<OperLog[]>('GET', '/api/monitor/operlog/list', { token: admin });
    const first = body.data[0];
    const removed = await t.call<{ removed: number }>(
      'POST',
      `/api/monitor/operlog/remove?ids=${first?.id}`,
      {
        token: admin,
      },
    );
    expect(removed.body.data.removed).toBe(1);
    expect((await t.call('GET', `/api/monitor/operlog/${first?.id}`, { token: admin })).body.code).toBe(404);
    await operLogsWhen('businessType=DELETE', (rows) => rows.length === 1);
    expect((await t.call('POST', '/api/monitor/operlog/clean', { token: admin })).body.code).toBe(0);
    // Only the clean call itself, logged after it ran.
    await operLogsWhen('', (rows) => rows.length === 1 && rows[0]?.businessType === 'CLEAN');
  });
});

type LoginLog = {
  id: number;
  userName: string;
  status: number;
  msg: string;
  ipaddr: string;
  browser: string;
};

describe('login log', () => {
  it('lists attempts with filters', async () => {
    await t.call('POST', '/api/auth/login/slide', { body: { username: 'li.na', password: 'wrong-one' } });
    const failed = await t.call<LoginLog[]>('GET', '/api/monitor/logininfor/list?status=1&userName=li.na', {
      token: admin,
    });
    expect(failed.body.total).toBe(1);
    expect(failed.body.data[0]).toMatchObject({ userName: 'li.na', status: 1 });
    const ok = await t.call<LoginLog[]>('GET', '/api/monitor/logininfor/list?status=0&userName=admin', {
      token: admin,
    });
    expect(ok.body.data.every((r) => r.userName === 'admin' && r.status === 0)).toBe(true);
  });

  it('unlocks a locked account at once', async () => {
    for (let i = 0; i < 5; i++) {
      await t.call('POST', '/api/auth/login/slide', { body: { username: 'chen.jie', password: `bad-${i}` } });
    }
    const locked = await t.call('POST', '/api/auth/login/slide', {
      body: { username: 'chen.jie', password: 'admin123' },
      lang: 'en-US',
    });
    expect(locked.body.msg).toContain('locked');
    const unlock = await t.call('POST', '/api/monitor/logininfor/unlock?userName=chen.jie', { token: admin });
    expect(unlock.body.code).toBe(0);
    await expect(t.login('chen.jie')).resolves.toBeTruthy();
  });

  it('removes and cleans', async () => {
    const { body } = await t.call<LoginLog[]>('GET', '/api/monitor/logininfor/list?pageSize=2', {
      token: admin,
    });
    const ids = body.data.map((r) => r.id).join(',');
    const removed = await t.call<{ removed: number }>('POST', `/api/monitor/logininfor/remove?ids=${ids}`, {
      token: admin,
    });
    expect(removed.body.data.removed).toBe(2);
    const bad = await t.call('POST', '/api/monitor/logininfor/remove?ids=1,x', { token: admin });
    expect(bad.body.code).toBe(400);
    expect((await t.call('POST', '/api/monitor/logininfor/clean', { token: admin })).body.code).toBe(0);
    const after = await t.call('GET', '/api/monitor/logininfor/list', { token: admin });
    expect(after.body.total).toBe(0);
  });
});

describe('request log', () => {
  it('lists API calls once the batch is written', async () => {
    await t.call('GET', '/api/system/user/info', { token: admin });
    await expect
      .poll(
        async () =>
          (
            await t.call<{ url: string; statusCode: number; userName: string }[]>(
              'GET',
              '/api/monitor/requestlog/list?url=/system/user/info&method=GET',
              { token: admin },
            )
          ).body.data,
        { timeout: 6_000, interval: 500 },
      )
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ url: '/api/system/user/info', statusCode: 200, userName: 'admin' }),
        ]),
      );
  });
});

type Online = {
  tokenId: string;
  userName: string;
  nickName: string;
  deptName: string | null;
  ipaddr: string;
  browser: string;
  os: string;
  loginTime: string;
  lastAccessTime: string;
};

describe('online users', () => {
  it('lists live sessions with user, department, address and client', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/slide',
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
      },
      payload: { username: 'wang.fang', password: 'admin123' },
    });
    expect(res.json().code).toBe(0);
    const { body } = await t.call<Online[]>('GET', '/api/monitor/online/list?userName=wang.fang', {
      token: admin,
    });
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({ userName: 'wang.fang', browser: 'Chrome', os: 'Windows' });
    expect(body.data[0]?.deptName).toBeTruthy();
    expect(body.data[0]?.tokenId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('does not expose tokens or their hashes', async () => {
    const { body } = await t.call<Online[]>('GET', '/api/monitor/online/list', { token: admin });
    const sessions = await t.database.db.query.sessions.findMany();
    const text = JSON.stringify(body);
    for (const s of sessions) expect(text).not.toContain(s.tokenHash);
  });

  it('forces a session out: its next call answers HTTP 401', async () => {
    const victim = await t.login('huang.min');
    expect((await t.call('GET', '/api/system/user/info', { token: victim })).status).toBe(200);
    const { body } = await t.call<Online[]>('GET', '/api/monitor/online/list?userName=huang.min', {
      token: admin,
    });
    const tokenId = body.data[0]?.tokenId;
    const out = await t.call('POST', `/api/monitor/online/forceLogout?tokenId=${tokenId}`, { token: admin });
    expect(out.body.code).toBe(0);
    expect((await t.call('GET', '/api/system/user/info', { token: victim })).status).toBe(401);
    // A different URL, or the repeat-submit guard would answer first.
    const again = await t.call('POST', `/api/monitor/online/forceLogout?tokenId=${tokenId}&retry=1`, {
      token: admin,
      lang: 'en-US',
    });
    expect(again.body.msg).toBe('That session has already ended or expired');
  });

  it('refuses force-logout to whoever lacks the button', async () => {
    const auditor = await t.login('auditor');
    expect((await t.call('GET', '/api/monitor/online/list', { token: auditor })).body.code).toBe(0);
    const { status } = await t.call('POST', '/api/monitor/online/forceLogout?tokenId=0123456789abcdef', {
      token: auditor,
    });
    expect(status).toBe(403);
  });

  it('refuses a full token hash as tokenId', async () => {
    const sessions = await t.database.db.query.sessions.findMany();
    const { body } = await t.call(
      'POST',
      `/api/monitor/online/forceLogout?tokenId=${sessions[0]?.tokenHash}`,
      {
        token: admin,
      },
    );
    expect(body.code).toBe(400);
  });
});
