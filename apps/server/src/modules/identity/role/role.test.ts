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

const post = (url: string, body?: unknown, token = admin) =>
  t.call<{ id: number }>('POST', `/api${url}`, { token, body, lang: 'en-US' });
const get = <T>(url: string, token = admin) => t.call<T>('GET', `/api${url}`, { token, lang: 'en-US' });
type Role = { id: number; roleKey: string; roleName: string; status: string; dataScope: string };

let n = 0;
const roleBody = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    roleName: `线路审核员${n}`,
    roleKey: `route_auditor_${n}`,
    roleSort: 10 + n,
    status: '0',
    remark: null,
    menuIds: [menus.get('system:user'), menus.get('system:user:query')],
    ...overrides,
  };
};

describe('role lists', () => {
  it('GET /system/role/list pages by display order and filters', async () => {
    const { body } = await get<Role[]>('/system/role/list?pageSize=2');
    expect(body.total).toBe(5);
    expect(body.data.map((r) => r.roleKey)).toEqual(['admin', 'dispatcher']);
    const byKey = await get<Role[]>('/system/role/list?roleKey=sched');
    expect(byKey.body.data.map((r) => r.roleKey)).toEqual(['scheduler']);
    const byName = await get<Role[]>(`/system/role/list?roleName=${encodeURIComponent('承运商')}`);
    expect(byName.body.data.map((r) => r.roleKey)).toEqual(['carrier']);
    const disabled = await get<Role[]>('/system/role/list?status=1');
    expect(disabled.body.total).toBe(0);
  });

  it('GET /system/role/all offers the admin role to administrators only', async () => {
    expect((await get<Role[]>('/system/role/all')).body.data.map((r) => r.roleKey)).toContain('admin');
    const zhang = await t.login('zhang.wei');
    expect((await get<Role[]>('/system/role/all', zhang)).body.data.map((r) => r.roleKey)).not.toContain(
      'admin',
    );
  });

  it('GET /system/role/get/{id} carries menu ids and department ids', async () => {
    const dispatcher = await roleByKey(t, admin, 'dispatcher');
    const { body } = await get<Role & { menuIds: number[]; deptIds: number[] }>(
      `/system/role/get/${dispatcher.id}`,
    );
    expect(body.data.dataScope).toBe('4');
    expect(body.data.menuIds).toContain(menus.get('order:waybill'));
    expect(body.data.menuIds).not.toContain(menus.get('system:user'));
    expect(body.data.deptIds).toEqual([]);
  });
});

describe('POST /system/role/save and /update', () => {
  it('refuses a dispatcher with HTTP 403 and code 403', async () => {
    const zhang = await t.login('zhang.wei');
    const { status, body } = await post('/system/role/save', roleBody(), zhang);
    expect(status).toBe(403);
    expect(body.code).toBe(403);
    expect(body.msg).toBe('No permission');
  });

  it('creates a role with its menus', async () => {
    const { body } = await post(
      '/system/role/save',
      roleBody({ roleKey: 'night_audit', roleName: '夜间审核' }),
    );
    expect(body.code).toBe(0);
    const role = await get<{ menuIds: number[]; dataScope: string }>(`/system/role/get/${body.data.id}`);
    expect(role.body.data.menuIds.sort()).toEqual(
      [menus.get('system:user'), menus.get('system:user:query')].sort(),
    );
    expect(role.body.data.dataScope).toBe('1');
  });

  it('needs at least one menu', async () => {
    const empty = await post('/system/role/save', roleBody({ menuIds: [] }));
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).toBe('Field menuIds is invalid: Select at least one menu permission');
    const unknown = await post('/system/role/save', roleBody({ menuIds: [987654] }));
    expect(unknown.body.code).toBe(500);
    expect(unknown.body.msg).toBe('Select at least one menu permission');
  });

  it('keeps role keys and names unique', async () => {
    const key = await post('/system/role/save', roleBody({ roleKey: 'dispatcher' }));
    expect(key.body.msg).toBe('Role key "dispatcher" already exists');
    const name = await post('/system/role/save', roleBody({ roleName: '调度员' }));
    expect(name.body.msg).toBe('Role name "调度员" already exists');
  });

  it('accepts only status 0 or 1', async () => {
    const { body } = await post('/system/role/save', roleBody({ status: '2' }));
    expect(body.code).toBe(400);
    expect(body.msg).toContain('status');
  });

  it('never changes, disables, rescopes or removes the admin role', async () => {
    const adminRole = await roleByKey(t, admin, 'admin');
    const update = await post(
      '/system/role/update',
      roleBody({ id: adminRole.id, roleKey: 'admin', roleName: '超级管理员' }),
    );
    expect(update.body.msg).toBe('The administrator role cannot be changed');
    const status = await post('/system/role/status', { id: adminRole.id, status: '1' });
    expect(status.body.msg).toBe('The administrator role cannot be changed');
    const scope = await post('/system/role/authDataScope', { roleId: adminRole.id, dataScope: '5' });
    expect(scope.body.msg).toBe('The administrator role cannot be changed');
    const remove = await post(`/system/role/remove?ids=${adminRole.id}`);
    expect(remove.body.msg).toBe('The administrator role cannot be changed');
  });

  it('updating the menus changes what the holders may do at once', async () => {
    const created = await post('/system/role/save', roleBody({ menuIds: [menus.get('welcome')] }));
    const id = created.body.data.id;
    await post('/system/role/binding', { roleId: id, userIds: [7] });
    const chan = await t.login('chan.taiman');
    expect((await get('/system/user/list', chan)).status).toBe(403);
    const body = roleBody({ id, menuIds: [menus.get('system:user')] });
    expect((await post('/system/role/update', body)).body.code).toBe(0);
    expect((await get('/system/user/list', chan)).body.code).toBe(0);
  });
});

describe('status, remove, binding, data scope', () => {
  it('a disabled role grants nothing', async () => {
    const created = await post('/system/role/save', roleBody());
    const id = created.body.data.id;
    await post('/system/role/binding', { roleId: id, userIds: [8] });
    const lau = await t.login('lau.kaming');
    expect((await get('/system/user/list', lau)).body.code).toBe(0);
    expect((await post('/system/role/status', { id, status: '1' })).body.code).toBe(0);
    expect((await get('/system/user/list', lau)).status).toBe(403);
  });

  it('refuses to remove a role users hold, and removes one nobody holds', async () => {
    const held = await roleByKey(t, admin, 'carrier');
    const refused = await post(`/system/role/remove?ids=${held.id}`);
    expect(refused.body.code).toBe(500);
    expect(refused.body.msg).toBe('Role "承运商人员" still has users and cannot be deleted');

    const created = await post('/system/role/save', roleBody({ roleKey: 'temp_role', roleName: '临时角色' }));
    expect((await post(`/system/role/remove?ids=${created.body.data.id}`)).body.code).toBe(0);
    expect((await get(`/system/role/get/${created.body.data.id}`)).body.code).toBe(404);
    // Key and name are free again.
    expect(
      (await post('/system/role/save', roleBody({ roleKey: 'temp_role', roleName: '临时角色' }))).body.code,
    ).toBe(0);
  });

  it('binds and unbinds users; the allocated and unallocated lists and the user role lists follow', async () => {
    const created = await post('/system/role/save', roleBody());
    const roleId = created.body.data.id;
    expect((await post('/system/role/binding', { roleId, userIds: [2, 3] })).body.code).toBe(0);
    const allocated = await get<{ userName: string }[]>(
      `/system/role/authUser/allocatedList?roleId=${roleId}`,
    );
    expect(allocated.body.data.map((u) => u.userName)).toEqual(['zhang.wei', 'li.na']);
    const unallocated = await get<{ userName: string }[]>(
      `/system/role/authUser/unallocatedList?roleId=${roleId}&pageSize=100`,
    );
    expect(unallocated.body.total).toBe(8);
    expect(unallocated.body.data.map((u) => u.userName)).not.toContain('li.na');

    const held = await get<Role[]>('/system/role/selectUserRefRolesByUserId?userId=2');
    expect(held.body.data.map((r) => r.id)).toContain(roleId);
    const notHeld = await get<Role[]>('/system/role/selectUserNotRefRolesByUserId?userId=2');
    expect(notHeld.body.data.map((r) => r.id)).not.toContain(roleId);
    expect(notHeld.body.data.map((r) => r.roleKey)).toContain('scheduler');

    expect((await post('/system/role/unbinding', { roleId, userIds: [2] })).body.code).toBe(0);
    const after = await get<{ userName: string }[]>(`/system/role/authUser/allocatedList?roleId=${roleId}`);
    expect(after.body.data.map((u) => u.userName)).toEqual(['li.na']);
  });

  it('keeps custom departments only for scope 2', async () => {
    const created = await post('/system/role/save', roleBody());
    const roleId = created.body.data.id;
    await post('/system/role/authDataScope', { roleId, dataScope: '2', deptIds: [111, 121] });
    const custom = await get<{ dataScope: string; deptIds: number[] }>(`/system/role/get/${roleId}`);
    expect(custom.body.data).toMatchObject({ dataScope: '2', deptIds: [111, 121] });
    const tree = await get<{ checkedKeys: number[] }>(`/system/dept/role/${roleId}`);
    expect(tree.body.data.checkedKeys.sort()).toEqual([111, 121]);
    await post('/system/role/authDataScope', { roleId, dataScope: '4', deptIds: [111] });
    const own = await get<{ dataScope: string; deptIds: number[] }>(`/system/role/get/${roleId}`);
    expect(own.body.data).toMatchObject({ dataScope: '4', deptIds: [] });
    const bad = await post('/system/role/authDataScope', { roleId, dataScope: '9' });
    expect(bad.body.code).toBe(400);
  });
});
