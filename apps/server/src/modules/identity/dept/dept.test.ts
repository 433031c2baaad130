import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantMenus, setScope } from '../../../test/fixtures/identity';
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

type Dept = { id: number; parentId: number; ancestors: string; deptName: string; status: string };
const post = (url: string, body?: unknown, token = admin) =>
  t.call<{ id: number }>('POST', `/api${url}`, { token, body, lang: 'en-US' });
const depts = async (query = '', token = admin) =>
  (await t.call<Dept[]>('GET', `/api/system/dept/list${query}`, { token })).body.data;
const byId = async (id: number) => (await depts()).find((d) => d.id === id);
const save = async (parentId: number, deptName: string, extra: Record<string, unknown> = {}) => {
  const { body } = await post('/system/dept/save', { parentId, deptName, orderNum: 1, ...extra });
  if (body.code !== 0) throw new Error(body.msg);
  return body.data.id;
};
const update = (dept: Dept, changes: Record<string, unknown>) =>
  post('/system/dept/update', {
    id: dept.id,
    parentId: dept.parentId,
    deptName: dept.deptName,
    status: dept.status,
    ...changes,
  });

describe('GET /system/dept/list', () => {
  it('is flat and ordered, and filters by name and status', async () => {
    const all = await depts();
    expect(all).toHaveLength(10);
    expect(all[0]).toMatchObject({ id: 100, parentId: 0, ancestors: '0' });
    expect((await depts(`?deptName=${encodeURIComponent('调度组')}`)).map((d) => d.id)).toEqual([
      111, 121, 131,
    ]);
    expect(await depts('?status=1')).toEqual([]);
  });

  it('applies the data scope: a scope-4 dispatcher sees their department and below', async () => {
    const roleId = await grantMenus(t, admin, 'dispatcher', ['system:dept']);
    await setScope(t, admin, roleId, '4');
    const zhang = await t.login('zhang.wei');
    const sub = await save(111, '冷库班组');
    expect((await depts('', zhang)).map((d) => d.id).sort()).toEqual([111, sub].sort());
    const enabled = await t.call<Dept[]>('GET', '/api/system/dept/list/enable', { token: zhang });
    expect(enabled.body.data.map((d) => d.id).sort()).toEqual([111, sub].sort());
  });
});

describe('POST /system/dept/save', () => {
  it('keeps ancestors as the path from the root', async () => {
    const id = await save(121, '广州夜班');
    expect((await byId(id))?.ancestors).toBe('0,100,102,121');
  });

  it('refuses a duplicate name under the same parent, a missing parent and a disabled parent', async () => {
    const dup = await post('/system/dept/save', { parentId: 101, deptName: '上海调度组' });
    expect(dup.body.msg).toBe('A department named "上海调度组" already exists under that parent');
    const missing = await post('/system/dept/save', { parentId: 9999, deptName: '无上级' });
    expect(missing.body.msg).toBe('The parent department does not exist');
    const off = await save(103, '香港停用组', { status: '1' });
    const underOff = await post('/system/dept/save', { parentId: off, deptName: '下级' });
    expect(underOff.body.msg).toBe('The parent department is disabled');
  });

  it('checks the contact mobile and email', async () => {
    const { body } = await post('/system/dept/save', {
      parentId: 101,
      deptName: '电话错误',
      phone: '021-1234',
    });
    expect(body.code).toBe(400);
    expect(body.msg).toBe('Field phone is invalid: Invalid mobile number');
  });
});

describe('POST /system/dept/update', () => {
  it('refuses the department itself or one of its descendants as parent', async () => {
    const branch = (await byId(101)) as Dept;
    const self = await update(branch, { parentId: 101 });
    expect(self.body.code).toBe(500);
    expect(self.body.msg).toBe('A department cannot be its own parent');
    const below = await update(branch, { parentId: 111 });
    expect(below.body.msg).toBe('A department cannot be its own parent');
  });

  it('moving a department rewrites the ancestors of its whole subtree', async () => {
    const team = await save(112, '计划一组');
    const cell = await save(team, '计划一组A班');
    const planning = (await byId(112)) as Dept;
    expect((await update(planning, { parentId: 102 })).body.code).toBe(0);
    expect((await byId(112))?.ancestors).toBe('0,100,102');
    expect((await byId(team))?.ancestors).toBe('0,100,102,112');
    expect((await byId(cell))?.ancestors).toBe(`0,100,102,112,${team}`);
    // Users of a moved department follow it in the department filter.
    const names = await t.call<{ userName: string }[]>('GET', '/api/system/user/list?deptId=102', {
      token: admin,
    });
    expect(names.body.data.map((u) => u.userName)).toContain('wang.fang');
  });

  it('disables only departments whose children are disabled; enabling enables the ones above', async () => {
    const parent = await save(131, '香港冷库');
    const child = await save(parent, '香港冷库一班');
    const refused = await update((await byId(parent)) as Dept, { status: '1' });
    expect(refused.body.msg).toBe('The department has enabled sub-departments');
    expect((await update((await byId(child)) as Dept, { status: '1' })).body.code).toBe(0);
    expect((await update((await byId(parent)) as Dept, { status: '1' })).body.code).toBe(0);
    expect((await update((await byId(child)) as Dept, { status: '0', orderNum: 2 })).body.code).toBe(0);
    expect((await byId(parent))?.status).toBe('0');
  });
});

describe('POST /system/dept/remove/{id}', () => {
  it('refuses a department with sub-departments or users, and removes an empty one', async () => {
    const withChildren = await post('/system/dept/remove/101');
    expect(withChildren.body.msg).toBe('The department has sub-departments and cannot be deleted');
    const withUsers = await post('/system/dept/remove/122');
    expect(withUsers.body.msg).toBe('The department has users and cannot be deleted');
    const empty = await save(104, '临时项目组');
    expect((await post(`/system/dept/remove/${empty}`)).body.code).toBe(0);
    expect(await byId(empty)).toBeUndefined();
  });

  it('needs system:dept:remove', async () => {
    const zhang = await t.login('zhang.wei');
    const { status } = await post('/system/dept/remove/111', undefined, zhang);
    expect(status).toBe(403);
  });
});
