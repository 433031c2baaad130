import type { District } from '@tms/contract';
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

async function byCode(code: string): Promise<District> {
  const { body } = await t.call<District[]>('GET', `/api/system/district/list?code=${code}`, {
    token: admin,
  });
  const row = body.data.find((d) => d.code === code);
  if (!row) throw new Error(`no district ${code}`);
  return row;
}

describe('districts', () => {
  it('lists the seeded provinces under parent 0, with children flags', async () => {
    const { body } = await t.call<District[]>('GET', '/api/system/district/list?parentId=0', {
      token: admin,
    });
    expect(body.data.map((d) => d.name)).toEqual(['上海市', '广东省', '香港特别行政区']);
    expect(body.data.every((d) => d.level === 1 && d.hasChildren)).toBe(true);
  });

  it('answers a nested tree with tree=true', async () => {
    const { body } = await t.call<District[]>('GET', '/api/system/district/list?tree=true', { token: admin });
    const guangdong = body.data.find((d) => d.code === '440000');
    const guangzhou = guangdong?.children?.find((d) => d.code === '440100');
    expect(guangzhou?.children?.map((d) => d.name)).toContain('白云区');
    const hk = body.data.find((d) => d.code === '810000');
    expect(hk?.children?.find((d) => d.code === '810300')?.children?.map((d) => d.name)).toContain('葵青区');
  });

  it('filters by name', async () => {
    const { body } = await t.call<District[]>(
      'GET',
      `/api/system/district/list?name=${encodeURIComponent('浦东')}`,
      {
        token: admin,
      },
    );
    expect(body.data.map((d) => d.code)).toEqual(['310115']);
  });

  it('refuses a taken code', async () => {
    const pudong = await byCode('310115');
    const { body } = await t.call('POST', '/api/system/district/save', {
      token: admin,
      body: { parentId: pudong.parentId, code: '310115', name: '重复', level: 3 },
      lang: 'en-US',
    });
    expect(body.code).toBe(500);
    expect(body.msg).toBe('District code "310115" already exists');
  });

  it('keeps levels consistent: a street sits one level below its area, a province has no parent', async () => {
    const pudong = await byCode('310115');
    const wrong = await t.call('POST', '/api/system/district/save', {
      token: admin,
      body: { parentId: pudong.id, code: '310115125', name: '航头镇', level: 3 },
      lang: 'en-US',
    });
    expect(wrong.body.msg).toBe('A district must be exactly one level below its parent');
    const province = await t.call('POST', '/api/system/district/save', {
      token: admin,
      body: { parentId: 0, code: '320000', name: '江苏省', level: 2 },
      lang: 'en-US',
    });
    expect(province.body.code).toBe(500);
    const street = await t.call<{ id: number }>('POST', '/api/system/district/save', {
      token: admin,
      body: { parentId: pudong.id, code: '310115125', name: '航头镇', level: 4 },
    });
    expect(street.body.code).toBe(0);
    const children = await t.call<District[]>('GET', `/api/system/district/list?parentId=${pudong.id}`, {
      token: admin,
    });
    expect(children.body.data.map((d) => d.name)).toEqual(['航头镇']);
  });

  it('refuses to remove a district with sub-districts, removes a leaf, and a parent together with its children', async () => {
    const guangzhou = await byCode('440100');
    const refused = await t.call('POST', `/api/system/district/remove?ids=${guangzhou.id}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(refused.body.msg).toBe('District "广州市" has sub-districts and cannot be deleted');

    const dongguan = await byCode('441900');
    expect(
      (await t.call('POST', `/api/system/district/remove?ids=${dongguan.id}`, { token: admin })).body.code,
    ).toBe(0);

    const foshan = await byCode('440600');
    const kids = await t.call<District[]>('GET', `/api/system/district/list?parentId=${foshan.id}`, {
      token: admin,
    });
    const ids = [foshan.id, ...kids.body.data.map((d) => d.id)].join(',');
    expect((await t.call('POST', `/api/system/district/remove?ids=${ids}`, { token: admin })).body.code).toBe(
      0,
    );
  });

  it('renames a district through update', async () => {
    const tsuenWan = await byCode('810301');
    const { body } = await t.call('POST', '/api/system/district/update', {
      token: admin,
      body: { ...tsuenWan, name: '荃湾' },
    });
    expect(body.code).toBe(0);
    expect((await byCode('810301')).name).toBe('荃湾');
  });

  it('serves pickers to any signed-in user, but the admin list needs its permission', async () => {
    const dispatcher = await t.login('zhang.wei');
    const options = await t.call<District[]>('GET', '/api/system/district/options', { token: dispatcher });
    expect(options.body.data.map((d) => d.code)).toEqual(['310000', '440000', '810000']);
    expect((await t.call('GET', '/api/system/district/list', { token: dispatcher })).status).toBe(403);
  });
});
