import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/fixtures/export';
import { createTestApp, type TestApp } from '../../../test/harness';

type Row = { uuid: string; code: string; name: string; phone: string | null; platformType: string | null };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: Record<string, unknown>, token = admin) =>
  t.call<{ uuid: string }>('POST', url, { token, body, lang: 'en-US' });

describe('logistics platforms', () => {
  it('lists the seeded platforms by code', async () => {
    const { body } = await t.call<Row[]>('GET', '/api/system/logisticsPlatform/list?pageSize=50', {
      token: admin,
    });
    expect(body.code).toBe(0);
    expect(body.data.map((r) => r.code).sort()).toEqual(['LP-FREIGHT', 'LP-G7', 'LP-NTMS']);
  });

  it('creates, changes, finds by filter and removes a platform', async () => {
    const made = await post('/api/system/logisticsPlatform/save', {
      code: 'LP-TEST',
      name: '测试平台',
      platformType: 'tracking',
      contact: '李雷',
      phone: '13712345678',
    });
    expect(made.body.code).toBe(0);
    const uuid = made.body.data.uuid;
    const changed = await post('/api/system/logisticsPlatform/update', {
      uuid,
      code: 'LP-TEST',
      name: '测试平台二',
      platformType: 'freight',
      phone: '13712345678',
    });
    expect(changed.body.code).toBe(0);
    const found = await t.call<Row[]>('GET', '/api/system/logisticsPlatform/list?platformType=freight', {
      token: admin,
    });
    expect(found.body.data.map((r) => r.name)).toContain('测试平台二');
    const removed = await t.call('POST', `/api/system/logisticsPlatform/remove?ids=${uuid}`, {
      token: admin,
    });
    expect(removed.body.code).toBe(0);
    const gone = await t.call('GET', `/api/system/logisticsPlatform/get/${uuid}`, { token: admin });
    expect(gone.body.code).toBe(404);
  });

  it('masks the phone in the list and keeps the stored number when the masked value comes back', async () => {
    const list = await t.call<Row[]>('GET', '/api/system/logisticsPlatform/list?code=LP-G7', {
      token: admin,
    });
    const row = list.body.data[0];
    expect(row?.phone).toBe('138****8001');
    const saved = await post('/api/system/logisticsPlatform/update', {
      uuid: row?.uuid,
      code: 'LP-G7',
      name: 'G7 车联网平台',
      platformType: 'tracking',
      phone: row?.phone,
    });
    expect(saved.body.code).toBe(0);
    const full = await t.call<Row>('GET', `/api/system/logisticsPlatform/get/${row?.uuid}`, { token: admin });
    expect(full.body.data.phone).toBe('13800138001');
  });

  it('refuses a taken code, a bad code, an unknown type and a bad phone', async () => {
    expect((await post('/api/system/logisticsPlatform/save', { code: 'LP-G7', name: 'x' })).body.msg).toBe(
      'Code "LP-G7" already exists',
    );
    expect((await post('/api/system/logisticsPlatform/save', { code: 'LP 1', name: 'x' })).body.code).toBe(
      400,
    );
    expect(
      (await post('/api/system/logisticsPlatform/save', { code: 'LP-X', name: 'x', platformType: 'rail' }))
        .body.msg,
    ).toBe('"rail" is not a valid option (logistics_platform_type)');
    expect(
      (await post('/api/system/logisticsPlatform/save', { code: 'LP-X', name: 'x', phone: 'call me' })).body
        .code,
    ).toBe(400);
  });

  it('exports the list as xlsx', async () => {
    const file = await readExport(t, '/api/system/logisticsPlatform/export?code=LP-', admin);
    expect(file.status).toBe(200);
    expect(file.header[0]).toBe('Code');
    expect(file.codes).toContain('LP-NTMS');
  });
});
