import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

type Row = { id: number; menuId: number; lang: string; name: string; menuName: string };

let t: TestApp;
let admin: string;
let dictMenuId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const menu = await t.database.db.query.menus.findFirst({ where: eq(menus.menuKey, 'system:dict') });
  if (!menu) throw new Error('seed menu system:dict missing');
  dictMenuId = menu.id;
});
afterAll(async () => {
  await t.close();
});

describe('menu languages', () => {
  it('lists the seeded translations of a menu', async () => {
    const { body } = await t.call<Row[]>('GET', `/api/system/menuLanguage/list?menuId=${dictMenuId}`, {
      token: admin,
    });
    expect(body.data.map((r) => `${r.lang}:${r.name}`).sort()).toEqual([
      'en-US:Dictionaries',
      'zh-HK:字典管理',
    ]);
    expect(body.data[0]?.menuName).toBe('字典管理');
  });

  it('answers the same through the spec alias /sys/meun/language', async () => {
    const { body } = await t.call<Row[]>(
      'GET',
      `/api/sys/meun/language/list?menuId=${dictMenuId}&lang=en-US`,
      {
        token: admin,
      },
    );
    expect(body.data.map((r) => r.name)).toEqual(['Dictionaries']);
  });

  it('allows one name per menu and language', async () => {
    const dup = await t.call('POST', '/api/system/menuLanguage/save', {
      token: admin,
      body: { menuId: dictMenuId, lang: 'en-US', name: 'Dictionary' },
      lang: 'en-US',
    });
    expect(dup.body.code).toBe(500);
    expect(dup.body.msg).toBe('The menu already has a en-US name');

    const zh = await t.call<{ id: number }>('POST', '/api/sys/meun/language/save', {
      token: admin,
      body: { menuId: dictMenuId, lang: 'zh-CN', name: '数据字典' },
    });
    expect(zh.body.code).toBe(0);
    const moved = await t.call('POST', '/api/system/menuLanguage/update', {
      token: admin,
      body: { id: zh.body.data.id, menuId: dictMenuId, lang: 'zh-HK', name: '數據字典' },
      lang: 'en-US',
    });
    expect(moved.body.msg).toBe('The menu already has a zh-HK name');
  });

  it('updates and removes a name', async () => {
    const list = await t.call<Row[]>('GET', `/api/system/menuLanguage/list?menuId=${dictMenuId}&lang=en-US`, {
      token: admin,
    });
    const row = list.body.data[0];
    if (!row) throw new Error('no row');
    const updated = await t.call('POST', '/api/sys/meun/language/update', {
      token: admin,
      body: { id: row.id, menuId: dictMenuId, lang: 'en-US', name: 'Data dictionary' },
    });
    expect(updated.body.code).toBe(0);
    const after = await t.call<Row[]>(
      'GET',
      `/api/system/menuLanguage/list?menuId=${dictMenuId}&lang=en-US`,
      {
        token: admin,
      },
    );
    expect(after.body.data[0]?.name).toBe('Data dictionary');
    expect(
      (await t.call('POST', `/api/sys/meun/language/remove?ids=${row.id}`, { token: admin })).body.code,
    ).toBe(0);
    const gone = await t.call<Row[]>('GET', `/api/system/menuLanguage/list?menuId=${dictMenuId}&lang=en-US`, {
      token: admin,
    });
    expect(gone.body.total).toBe(0);
  });

  it('refuses an unknown menu and an unknown language', async () => {
    const menu = await t.call('POST', '/api/system/menuLanguage/save', {
      token: admin,
      body: { menuId: 987654, lang: 'en-US', name: 'x' },
      lang: 'en-US',
    });
    expect(menu.body.msg).toBe('Menu 987654 does not exist');
    const lang = await t.call('POST', '/api/system/menuLanguage/save', {
      token: admin,
      body: { menuId: dictMenuId, lang: 'pt-BR', name: 'x' },
      lang: 'en-US',
    });
    expect(lang.body.code).toBe(400);
    expect(lang.body.msg).toContain('lang');
  });

  it('needs the menu language permission keys on both paths', async () => {
    const dispatcher = await t.login('zhang.wei');
    expect((await t.call('GET', '/api/system/menuLanguage/list', { token: dispatcher })).status).toBe(403);
    expect((await t.call('GET', '/api/sys/meun/language/list', { token: dispatcher })).status).toBe(403);
  });
});
