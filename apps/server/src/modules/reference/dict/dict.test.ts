import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictData } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

type Entry = { dictValue: string; dictLabel: string; listClass: string | null; isDefault: string };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

async function createType(dictType: string, dictName = dictType) {
  const { body } = await t.call<{ id: number }>('POST', '/api/system/dict/type/save', {
    token: admin,
    body: { dictName, dictType, status: '0' },
  });
  expect(body.code).toBe(0);
  return body.data.id;
}

async function createEntry(dictType: string, dictValue: string, dictLabel: string, extra = {}) {
  const { body } = await t.call<{ id: number }>('POST', '/api/system/dict/data/save', {
    token: admin,
    body: { dictType, dictValue, dictLabel, ...extra },
  });
  expect(body.code).toBe(0);
  return body.data.id;
}

describe('dictionary types', () => {
  it('lists the seeded types, paged', async () => {
    const { body } = await t.call<{ dictType: string }[]>('GET', '/api/system/dict/type/list?pageSize=5', {
      token: admin,
    });
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThanOrEqual(13);
  });

  it('names each type in the request language, and keeps the translations it is given', async () => {
    type TypeRow = {
      dictType: string;
      dictName: string;
      displayName: string;
      labels: Record<string, string>;
    };
    const seeded = await t.call<TypeRow[]>('GET', '/api/system/dict/type/optionselect', {
      token: admin,
      lang: 'en-US',
    });
    const waybill = seeded.body.data.find((row) => row.dictType === 'waybill_status');
    expect(waybill).toMatchObject({ dictName: '运单状态', displayName: 'Waybill status' });

    await t.call('POST', '/api/system/dict/type/save', {
      token: admin,
      body: { dictName: '温控设备', dictType: 'cold_device', labels: { 'zh-HK': ' 溫控設備 ', 'en-US': '' } },
    });
    const hk = await t.call<TypeRow[]>('GET', '/api/system/dict/type/list?dictType=cold_device', {
      token: admin,
      lang: 'zh-HK',
    });
    expect(hk.body.data[0]).toMatchObject({ displayName: '溫控設備', labels: { 'zh-HK': '溫控設備' } });
    const en = await t.call<TypeRow[]>('GET', '/api/system/dict/type/list?dictType=cold_device', {
      token: admin,
      lang: 'en-US',
    });
    // No English name given: the zh-CN name stands in.
    expect(en.body.data[0]?.displayName).toBe('温控设备');
  });

  it('refuses a dictType that is taken, on create and on rename', async () => {
    const created = await t.call('POST', '/api/system/dict/type/save', {
      token: admin,
      body: { dictName: 'Again', dictType: 'sys_yes_no' },
      lang: 'en-US',
    });
    expect(created.body.code).toBe(500);
    expect(created.body.msg).toBe('Dictionary type "sys_yes_no" already exists');

    const id = await createType('dock_door_kind');
    const renamed = await t.call('POST', '/api/system/dict/type/update', {
      token: admin,
      body: { id, dictName: 'x', dictType: 'order_type' },
      lang: 'en-US',
    });
    expect(renamed.body.msg).toBe('Dictionary type "order_type" already exists');
  });

  it('accepts only letters, digits and underscores in the type code', async () => {
    const { body } = await t.call('POST', '/api/system/dict/type/save', {
      token: admin,
      body: { dictName: 'Bad', dictType: 'bad-type!' },
      lang: 'en-US',
    });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('dictType');
    expect(body.msg).toContain('Only English letters, digits and underscores');
  });

  it('renaming a type carries its entries along', async () => {
    const id = await createType('pallet_kind');
    await createEntry('pallet_kind', 'EUR', '欧标托盘');
    await t.call('POST', '/api/system/dict/type/update', {
      token: admin,
      body: { id, dictName: 'Pallet kind', dictType: 'pallet_type' },
    });
    const { body } = await t.call<Entry[]>('GET', '/api/system/dict/data/type?dictType=pallet_type', {
      token: admin,
    });
    expect(body.data.map((e) => e.dictValue)).toEqual(['EUR']);
  });

  it('refuses to remove a type that still has entries, removes an empty one', async () => {
    const used = await t.call('POST', '/api/system/dict/type/list', { token: admin });
    expect(used.status).toBe(404);
    const types = await t.call<{ id: number; dictType: string }[]>(
      'GET',
      '/api/system/dict/type/list?dictType=sys_yes_no',
      { token: admin },
    );
    const yesNo = types.body.data.find((r) => r.dictType === 'sys_yes_no');
    const refused = await t.call('POST', `/api/system/dict/type/remove?ids=${yesNo?.id}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(refused.body.msg).toBe('Dictionary type "sys_yes_no" still has entries and cannot be deleted');

    const id = await createType('empty_kind');
    expect((await t.call('POST', `/api/system/dict/type/remove?ids=${id}`, { token: admin })).body.code).toBe(
      0,
    );
    const after = await t.call<unknown[]>('GET', '/api/system/dict/type/list?dictType=empty_kind', {
      token: admin,
    });
    expect(after.body.total).toBe(0);
  });

  it('needs the dictionary permission keys', async () => {
    const dispatcher = await t.login('zhang.wei');
    const list = await t.call('GET', '/api/system/dict/type/list', { token: dispatcher });
    expect(list.status).toBe(403);
    const save = await t.call('POST', '/api/system/dict/type/save', {
      token: dispatcher,
      body: { dictName: 'x', dictType: 'x_kind' },
    });
    expect(save.status).toBe(403);
    const auditor = await t.login('auditor');
    expect((await t.call('GET', '/api/system/dict/type/list', { token: auditor })).body.code).toBe(0);
    const removed = await t.call('POST', '/api/system/dict/type/remove?ids=1', { token: auditor });
    expect(removed.status).toBe(403);
  });
});

describe('dictionary data', () => {
  it('refuses a value that already exists within the type, but allows it in another type', async () => {
    await createType('door_side');
    await createEntry('door_side', 'L', '左门');
    const dup = await t.call('POST', '/api/system/dict/data/save', {
      token: admin,
      body: { dictType: 'door_side', dictValue: 'L', dictLabel: '左侧门' },
      lang: 'en-US',
    });
    expect(dup.body.code).toBe(500);
    expect(dup.body.msg).toBe('Dictionary "door_side" already has the value "L"');
    await createType('door_lock');
    await createEntry('door_lock', 'L', '锁定');
  });

  it('lists entries of one type, paged, and selectAllByType includes disabled entries', async () => {
    await createType('seal_kind');
    await createEntry('seal_kind', 'P', '塑料封条', { dictSort: 2 });
    await createEntry('seal_kind', 'M', '金属封条', { dictSort: 1, status: '1' });
    const list = await t.call<{ dictValue: string }[]>(
      'GET',
      '/api/system/dict/data/list?dictType=seal_kind',
      {
        token: admin,
      },
    );
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((r) => r.dictValue)).toEqual(['M', 'P']);
    const all = await t.call<{ dictValue: string; status: string }[]>(
      'GET',
      '/api/system/dict/data/selectAllByType?dictType=seal_kind',
      { token: admin },
    );
    expect(all.body.data.map((r) => `${r.dictValue}:${r.status}`)).toEqual(['M:1', 'P:0']);
    const served = await t.call<Entry[]>('GET', '/api/system/dict/data/type?dictType=seal_kind', {
      token: admin,
    });
    expect(served.body.data.map((e) => e.dictValue)).toEqual(['P']);
  });

  it('serves labels in the request language, falling back to zh-CN', async () => {
    const dispatcher = await t.login('zhang.wei');
    const read = (lang: string) =>
      t.call<Entry[]>('GET', '/api/system/dict/data/type?dictType=waybill_status', {
        token: dispatcher,
        lang,
      });
    const zhCN = await read('zh-CN');
    const en = await read('en-US');
    const hk = await read('zh-HK');
    const label = (rows: Entry[], value: string) => rows.find((r) => r.dictValue === value)?.dictLabel;
    expect(label(zhCN.body.data, 'E')).toBe('已审核');
    expect(label(en.body.data, 'E')).toBe('Audited');
    expect(label(hk.body.data, 'E')).toBe('已審核');
    expect(en.body.data.find((r) => r.dictValue === 'C')?.listClass).toBe('error');

    await createType('temp_probe');
    await createEntry('temp_probe', 'A', '探头A', { labels: { 'en-US': 'Probe A' } });
    const hkOnly = await t.call<Entry[]>('GET', '/api/system/dict/data/type?dictType=temp_probe', {
      token: dispatcher,
      lang: 'zh-HK',
    });
    expect(hkOnly.body.data[0]?.dictLabel).toBe('探头A');
  });

  it('serves from the cache, reloaded when a dictionary changes', async () => {
    await createType('cache_probe');
    const id = await createEntry('cache_probe', 'X', '旧标签');
    const read = async () =>
      (await t.call<Entry[]>('GET', '/api/system/dict/data/type?dictType=cache_probe', { token: admin })).body
        .data[0]?.dictLabel;
    expect(await read()).toBe('旧标签');

    // Written behind the API's back: the cache still answers the old label.
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(dictData).set({ dictLabel: '绕过' }).where(eq(dictData.id, id));
    expect(await read()).toBe('旧标签');

    await t.call('POST', '/api/system/dict/data/update', {
      token: admin,
      body: { id, dictType: 'cache_probe', dictValue: 'X', dictLabel: '新标签' },
    });
    expect(await read()).toBe('新标签');

    // A change of the type (disabling it) reloads too: a disabled type serves nothing.
    const types = await t.call<{ id: number }[]>('GET', '/api/system/dict/type/list?dictType=cache_probe', {
      token: admin,
    });
    await t.call('POST', '/api/system/dict/type/update', {
      token: admin,
      body: { id: types.body.data[0]?.id, dictName: 'cache', dictType: 'cache_probe', status: '1' },
    });
    expect(await read()).toBeUndefined();
  });

  it('answers every enabled dictionary at once for the startup load, to any signed-in user', async () => {
    const carrier = await t.login('zhou.carrier');
    const { body } = await t.call<Record<string, Entry[]>>('GET', '/api/system/dict/data/all', {
      token: carrier,
      lang: 'en-US',
    });
    expect(body.code).toBe(0);
    expect(body.data.sys_yes_no?.map((e) => e.dictLabel)).toEqual(['Yes', 'No']);
    expect(Object.keys(body.data)).toContain('item_temperature');
    expect((await t.call('GET', '/api/system/dict/data/all')).status).toBe(401);
  });

  it('removes entries by ids', async () => {
    await createType('tmp_kind');
    const a = await createEntry('tmp_kind', 'A', '甲');
    const b = await createEntry('tmp_kind', 'B', '乙');
    expect(
      (await t.call('POST', `/api/system/dict/data/remove?ids=${a},${b}`, { token: admin })).body.code,
    ).toBe(0);
    const after = await t.call<Entry[]>('GET', '/api/system/dict/data/type?dictType=tmp_kind', {
      token: admin,
    });
    expect(after.body.data).toEqual([]);
  });
});
