import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuIds, roleByKey } from '../../../test/fixtures/identity';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let menus: Map<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  menus = await menuIds(t, admin);
});
afterAll(async () => {
  await t.close();
});

type Nav = {
  menuName: string;
  menuKey: string;
  menuType: string;
  hidden: boolean;
  target: string | null;
  children?: Nav[];
};
type MenuRow = {
  id: number;
  menuName: string;
  label: string;
  parentId: number;
  target: string | null;
  menuKey: string | null;
};

const post = (url: string, body?: unknown, token = admin) =>
  t.call<{ id: number }>('POST', `/api${url}`, { token, body, lang: 'en-US' });
const nav = (token: string, lang = 'en-US') =>
  t.call<Nav[]>('GET', '/api/system/menu/lanAndSystemCode?systemCode=TMS', { token, lang });
const flatten = (nodes: Nav[]): Nav[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

let n = 0;
const menuBody = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    menuName: `测试菜单${n}`,
    parentId: menus.get('system'),
    orderNum: 50 + n,
    menuType: 'C',
    path: `/system/t${n}`,
    component: `system/t${n}`,
    perms: `system:t${n}:list`,
    visible: '0',
    status: '0',
    ...overrides,
  };
};

describe('GET /system/menu/list', () => {
  it('is flat, with the name in the request language as label, and filters by name in any language', async () => {
    const { body } = await t.call<MenuRow[]>('GET', '/api/system/menu/list?menuName=dispatch%20CENTERS', {
      token: admin,
      lang: 'en-US',
    });
    expect(body.data.map((m) => [m.menuName, m.label])).toEqual([['调度中心', 'Dispatch centers']]);
    const all = await t.call<MenuRow[]>('GET', '/api/system/menu/list', { token: admin });
    expect(all.body.data.length).toBe(menus.size);
    expect(all.body.data.some((m) => m.parentId > 0)).toBe(true);
  });
});

describe('GET /system/menu/lanAndSystemCode', () => {
  it('gives the administrator the whole tree, translated, without buttons', async () => {
    const { body } = await nav(admin, 'en-US');
    const system = body.data.find((m) => m.menuKey === 'system');
    expect(system?.menuName).toBe('System');
    expect(system?.children?.[0]?.menuName).toBe('Users');
    expect(flatten(body.data).some((m) => m.menuType === 'F')).toBe(false);
    const hk = await nav(admin, 'zh-HK');
    expect(hk.body.data.find((m) => m.menuKey === 'system')?.children?.[0]?.menuName).toBe('用戶管理');
    const cn = await nav(admin, 'zh-CN');
    expect(cn.body.data.find((m) => m.menuKey === 'system')?.children?.[0]?.menuName).toBe('用户管理');
  });

  it('gives a dispatcher only the menus of their roles; hidden directories say hidden', async () => {
    const zhang = await t.login('zhang.wei');
    const { body } = await nav(zhang);
    expect(body.data.map((m) => m.menuKey)).toEqual([
      'welcome',
      'order',
      'shipment',
      'base',
      'alert',
      // The system directory holds the control room's data screen alone for them.
      'system',
      'message',
      'rpt',
      'report',
    ]);
    expect(body.data.find((m) => m.menuKey === 'report')?.hidden).toBe(true);
    expect(body.data.find((m) => m.menuKey === 'order')?.hidden).toBe(false);
  });

  it('brings the directories above a granted menu along', async () => {
    const carrierRole = await roleByKey(t, admin, 'carrier');
    const current = await t.call<{ menuIds: number[] }>('GET', `/api/system/role/get/${carrierRole.id}`, {
      token: admin,
    });
    await post('/system/role/update', {
      id: carrierRole.id,
      roleName: carrierRole.roleName,
      roleKey: carrierRole.roleKey,
      roleSort: carrierRole.roleSort,
      status: '0',
      menuIds: [...current.body.data.menuIds, menus.get('system:dept')],
    });
    const zhou = await t.login('zhou.carrier');
    const { body } = await nav(zhou);
    const system = body.data.find((m) => m.menuKey === 'system');
    expect(system?.children?.map((c) => c.menuKey)).toEqual(['system:dept']);
  });

  it('leaves out disabled menus, and falls back to the zh-CN name when no translation exists', async () => {
    const created = await post(
      '/system/menu/save',
      menuBody({ menuName: '温控看板', menuKey: 'temp-board' }),
    );
    expect(created.body.code).toBe(0);
    const disabled = await post(
      '/system/menu/save',
      menuBody({ menuName: '停用菜单', menuKey: 'off-menu', status: '1' }),
    );
    expect(disabled.body.code).toBe(0);
    const all = flatten((await nav(admin, 'en-US')).body.data);
    expect(all.find((m) => m.menuKey === 'temp-board')?.menuName).toBe('温控看板');
    expect(all.find((m) => m.menuKey === 'off-menu')).toBeUndefined();
  });
});

describe('POST /system/menu/save and /update', () => {
  it('opens external links in a new window', async () => {
    const { body } = await post(
      '/system/menu/save',
      menuBody({ menuName: '帮助中心', path: 'https://help.coldchain.example', target: null }),
    );
    const list = await t.call<MenuRow[]>(
      'GET',
      `/api/system/menu/list?menuName=${encodeURIComponent('帮助中心')}`,
      { token: admin },
    );
    expect(list.body.data[0]).toMatchObject({ id: body.data.id, target: '_blank' });
  });

  it('accepts only the menu types M, C and F', async () => {
    const { body } = await post('/system/menu/save', menuBody({ menuType: 'X' }));
    expect(body.code).toBe(400);
    expect(body.msg).toContain('menuType');
  });

  it('keeps names unique under one parent and needs an existing, non-button parent', async () => {
    const dup = await post('/system/menu/save', menuBody({ menuName: '用户管理' }));
    expect(dup.body.msg).toBe('A menu named "用户管理" already exists under that parent');
    const orphan = await post('/system/menu/save', menuBody({ parentId: 999999 }));
    expect(orphan.body.msg).toBe('The parent menu does not exist');
    const underButton = await post(
      '/system/menu/save',
      menuBody({ parentId: menus.get('system:user:add'), menuType: 'F' }),
    );
    expect(underButton.body.msg).toBe('A button cannot be a parent');
  });

  it('refuses a menu as its own parent or under its own descendant', async () => {
    const system = menus.get('system') as number;
    const self = await post('/system/menu/update', {
      ...menuBody({ menuName: '系统管理', menuType: 'M', parentId: system }),
      id: system,
    });
    expect(self.body.code).toBe(500);
    expect(self.body.msg).toBe('A menu cannot be its own parent');
    const under = await post('/system/menu/update', {
      ...menuBody({ menuName: '系统管理', menuType: 'M', parentId: menus.get('system:user') }),
      id: system,
    });
    expect(under.body.msg).toBe('A menu cannot be its own parent');
    const moved = await post('/system/menu/update', {
      ...menuBody({
        menuName: '系统管理',
        menuType: 'M',
        parentId: 0,
        path: '/system',
        icon: 'SettingOutlined',
        orderNum: 3,
      }),
      id: system,
    });
    expect(moved.body.code).toBe(0);
  });

  it('changing a permission key applies to its holders at once', async () => {
    const zhang = await t.login('zhang.wei');
    const id = menus.get('order:waybill') as number;
    const before = await t.call<{ buttons: string[] }>('GET', '/api/system/user/info', { token: zhang });
    expect(before.body.data.buttons).toContain('order:waybill:list');
    await post('/system/menu/update', {
      id,
      menuName: '运单管理',
      parentId: menus.get('order'),
      orderNum: 1,
      menuType: 'C',
      path: '/Order/Waybill',
      component: 'Order/Waybill',
      perms: 'order:waybill:view',
      visible: '0',
      status: '0',
    });
    const after = await t.call<{ buttons: string[] }>('GET', '/api/system/user/info', { token: zhang });
    expect(after.body.data.buttons).toContain('order:waybill:view');
    expect(after.body.data.buttons).not.toContain('order:waybill:list');
  });
});

describe('POST /system/menu/remove/{id} and GET /system/menu/role/{roleId}', () => {
  it('refuses a menu with children and removes a leaf with its grants', async () => {
    const parent = await post(`/system/menu/remove/${menus.get('system:user')}`);
    expect(parent.body.code).toBe(500);
    expect(parent.body.msg).toBe('The menu has children and cannot be deleted');
    const leaf = menus.get('system:user:import') as number;
    expect((await post(`/system/menu/remove/${leaf}`)).body.code).toBe(0);
    const adminRole = await roleByKey(t, admin, 'admin');
    const role = await t.call<{ menuIds: number[] }>('GET', `/api/system/role/get/${adminRole.id}`, {
      token: admin,
    });
    expect(role.body.data.menuIds).not.toContain(leaf);
  });

  it('gives a new role the tree of the menus the caller may grant', async () => {
    const { body } = await t.call<{ id: number; label: string; children?: { label: string }[] }[]>(
      'GET',
      '/api/system/menu/treeselect',
      { token: admin, lang: 'en-US' },
    );
    expect(body.data.find((m) => m.label === 'System')?.children?.map((c) => c.label)).toContain('Roles');
    const zhang = await t.login('zhang.wei');
    expect((await t.call('GET', '/api/system/menu/treeselect', { token: zhang })).status).toBe(403);
  });

  it('gives the role screen the menu tree and the role menus', async () => {
    const dispatcher = await roleByKey(t, admin, 'dispatcher');
    const { body } = await t.call<{
      menus: { id: number; label: string; children?: unknown[] }[];
      checkedKeys: number[];
    }>('GET', `/api/system/menu/role/${dispatcher.id}`, { token: admin, lang: 'en-US' });
    expect(body.data.menus.map((m) => m.label)).toContain('System');
    expect(body.data.checkedKeys).toContain(menus.get('order:waybill'));
    expect(body.data.checkedKeys).not.toContain(menus.get('system:user'));
  });
});
