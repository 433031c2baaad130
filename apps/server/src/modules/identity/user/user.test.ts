import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  grantMenus,
  listUserNames,
  newUserBody,
  roleByKey,
  setScope,
  type UserRow,
} from '../../../test/fixtures/identity';
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

const post = (url: string, body: unknown, token = admin, lang = 'en-US') =>
  t.call('POST', `/api${url}`, { token, body, lang });

describe('GET /system/user/list', () => {
  it('pages every user for the administrator and never shows a password', async () => {
    const { body } = await t.call<UserRow[]>('GET', '/api/system/user/list?pageSize=3', { token: admin });
    expect(body.code).toBe(0);
    expect(body.total).toBe(10);
    expect(body.data).toHaveLength(3);
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/);
    expect(body.data[0]).toMatchObject({ userName: 'admin', deptName: '信息技术部' });
  });

  it('filters by name, nickname, mobile and status', async () => {
    expect(await listUserNames(t, admin, '&userName=zhang')).toEqual(['zhang.wei']);
    expect(await listUserNames(t, admin, `&nickName=${encodeURIComponent('李')}`)).toEqual(['li.na']);
    expect(await listUserNames(t, admin, '&phonenumber=13761523387')).toEqual(['li.na']);
    expect(await listUserNames(t, admin, '&status=1')).toEqual([]);
  });

  it('matches % and _ in a filter literally, not as wildcards', async () => {
    // 'zhang.wei' would match the pattern 'zhang_wei' if '_' were a wildcard.
    expect(await listUserNames(t, admin, '&userName=zhang_wei')).toEqual([]);
    expect(await listUserNames(t, admin, `&userName=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('trims GET string parameters, so a pasted name with spaces still matches', async () => {
    expect(await listUserNames(t, admin, '&userName=%20zhang%20%20')).toEqual(['zhang.wei']);
  });

  it('filters by department including every department below it', async () => {
    // 101 is the Shanghai branch: 111 dispatch team and 112 planning team sit under it.
    expect(await listUserNames(t, admin, '&deptId=101')).toEqual([
      'li.na',
      'wang.fang',
      'zhang.wei',
      'zhou.carrier',
    ]);
    expect(await listUserNames(t, admin, '&deptId=112')).toEqual(['wang.fang']);
  });

  it('filters by create time, both ends inclusive, a date meaning the whole day', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
    expect(await listUserNames(t, admin, `&beginTime=${today}&endTime=${today}`)).toHaveLength(10);
    expect(await listUserNames(t, admin, '&endTime=2000-01-01')).toEqual([]);
    expect(await listUserNames(t, admin, '&beginTime=2999-01-01')).toEqual([]);
  });

  it('refuses callers without system:user:list (HTTP 403)', async () => {
    const token = await t.login('wang.fang');
    const { status, body } = await t.call('GET', '/api/system/user/list', { token });
    expect(status).toBe(403);
    expect(body.code).toBe(403);
  });
});

describe('data scope', () => {
  let dispatcherRole: number;
  let zhang: string;
  let nightShiftDept: number;
  beforeAll(async () => {
    dispatcherRole = await grantMenus(t, admin, 'dispatcher', ['system:user', 'system:user:query']);
    const dept = await post('/system/dept/save', { parentId: 111, deptName: '上海调度夜班', orderNum: 9 });
    nightShiftDept = (dept.body.data as { id: number }).id;
    const created = await post(
      '/system/user/save',
      newUserBody({ userName: 'night.owl', deptId: nightShiftDept }),
    );
    expect(created.body.code).toBe(0);
    zhang = await t.login('zhang.wei');
  });

  it('scope 4: a dispatcher sees their department and the departments below it only', async () => {
    await setScope(t, admin, dispatcherRole, '4');
    expect(await listUserNames(t, zhang)).toEqual(['li.na', 'night.owl', 'zhang.wei', 'zhou.carrier']);
  });

  it('scope 3: only their own department, not the ones below', async () => {
    await setScope(t, admin, dispatcherRole, '3');
    expect(await listUserNames(t, zhang)).toEqual(['li.na', 'zhang.wei', 'zhou.carrier']);
  });

  it('scope 2: only the departments chosen for the role', async () => {
    await setScope(t, admin, dispatcherRole, '2', [121, 131]);
    expect(await listUserNames(t, zhang)).toEqual(['chan.taiman', 'chen.jie', 'lau.kaming']);
  });

  it('scope 5: only themselves, and other users are refused by id', async () => {
    await setScope(t, admin, dispatcherRole, '5');
    expect(await listUserNames(t, zhang)).toEqual(['zhang.wei']);
    const other = await t.call('GET', '/api/system/user/get/3', { token: zhang, lang: 'en-US' });
    expect(other.body.code).toBe(500);
    expect(other.body.msg).toBe('No access to that user');
  });

  it('scope 1: everything', async () => {
    await setScope(t, admin, dispatcherRole, '1');
    expect(await listUserNames(t, zhang)).toHaveLength(11);
  });
});

describe('POST /system/user/save', () => {
  it('creates a user with roles, data groups and dispatch centers; the password is hashed and works', async () => {
    const scheduler = await roleByKey(t, admin, 'scheduler');
    const input = newUserBody({
      userName: 'xu.lei',
      roleIds: [scheduler.id],
      dataGroups: { client: ['cl-1'], carrier: [], dispatchCenter: ['dc-gz'], zone: ['z-north'] },
      dispatchCenters: [
        { dispatchCenterId: 'dc-sh', isDefault: 0 },
        { dispatchCenterId: 'dc-gz', isDefault: 1 },
      ],
    });
    const { body } = await post('/system/user/save', input);
    expect(body.code).toBe(0);
    const id = (body.data as { id: number }).id;
    const got = await t.call<{
      user: UserRow & { phonenumber: string };
      roleIds: number[];
      dataGroups: Record<string, string[]>;
      dispatchCenters: { dispatchCenterId: string; isDefault: number }[];
    }>('GET', `/api/system/user/get/${id}`, { token: admin });
    expect(got.body.data.user.userName).toBe('xu.lei');
    expect(got.body.data.roleIds).toEqual([scheduler.id]);
    expect(got.body.data.dataGroups).toEqual({
      client: ['cl-1'],
      carrier: [],
      dispatchCenter: ['dc-gz'],
      zone: ['z-north'],
      dataGroup: [],
    });
    expect(got.body.data.dispatchCenters).toEqual([
      { dispatchCenterId: 'dc-gz', isDefault: 1 },
      { dispatchCenterId: 'dc-sh', isDefault: 0 },
    ]);
    expect(JSON.stringify(got.body)).not.toMatch(/secret123|scrypt/);
    const stored = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
    expect(stored?.password).toMatch(/^scrypt\$/);
    await expect(t.login('xu.lei', 'secret123')).resolves.toBeTruthy();
  });

  it('refuses a login name that exists', async () => {
    const { body } = await post('/system/user/save', newUserBody({ userName: 'zhang.wei' }));
    expect(body.code).toBe(500);
    expect(body.msg).toBe('Login name "zhang.wei" already exists');
  });

  it('refuses a mobile number or email another user has', async () => {
    const phone = await post('/system/user/save', newUserBody({ phonenumber: '13916820451' }));
    expect(phone.body.msg).toBe('Mobile number "13916820451" already exists');
    const email = await post('/system/user/save', newUserBody({ email: 'li.na@coldchain.example' }));
    expect(email.body.msg).toBe('Email "li.na@coldchain.example" already exists');
  });

  it('requires a nickname, naming the field', async () => {
    const { status, body } = await post('/system/user/save', newUserBody({ nickName: '' }));
    expect(status).toBe(200);
    expect(body.code).toBe(400);
    expect(body.msg).toContain('nickName');
  });

  it('requires a password of 6 to 16 characters on create', async () => {
    for (const password of ['12345', '12345678901234567']) {
      const { body } = await post('/system/user/save', newUserBody({ password }));
      expect(body.code).toBe(400);
      expect(body.msg).toBe('Field password is invalid: Passwords are 6 to 16 characters');
    }
    const missing = await post('/system/user/save', { ...newUserBody(), password: undefined });
    expect(missing.body.code).toBe(400);
    expect(missing.body.msg).toContain('password');
  });

  it('checks the mobile pattern and the email format', async () => {
    const phone = await post('/system/user/save', newUserBody({ phonenumber: '12912345678' }));
    expect(phone.body.msg).toBe('Field phonenumber is invalid: Invalid mobile number');
    const email = await post('/system/user/save', newUserBody({ email: 'not-an-email' }));
    expect(email.body.msg).toBe('Field email is invalid: Invalid email address');
  });

  it('needs exactly one default among the dispatch centers', async () => {
    for (const dispatchCenters of [
      [
        { dispatchCenterId: 'dc-sh', isDefault: 1 },
        { dispatchCenterId: 'dc-gz', isDefault: 1 },
      ],
      [{ dispatchCenterId: 'dc-sh', isDefault: 0 }],
    ]) {
      const { body } = await post('/system/user/save', newUserBody({ dispatchCenters }));
      expect(body.code).toBe(500);
      expect(body.msg).toBe('Choose a default among the selected dispatch centers');
    }
  });

  it('refuses unknown dispatch centers, roles and departments', async () => {
    const dc = await post(
      '/system/user/save',
      newUserBody({ dispatchCenters: [{ dispatchCenterId: 'dc-xx', isDefault: 1 }] }),
    );
    expect(dc.body.msg).toBe('Dispatch center "dc-xx" does not exist');
    const role = await post('/system/user/save', newUserBody({ roleIds: [9999] }));
    expect(role.body.msg).toBe('Role "9999" does not exist');
    const dept = await post('/system/user/save', newUserBody({ deptId: 9999 }));
    expect(dept.body.msg).toBe('Department "9999" does not exist');
  });

  it('lets only an administrator hand out the admin role', async () => {
    const adminRole = await roleByKey(t, admin, 'admin');
    await grantMenus(t, admin, 'scheduler', ['system:user', 'system:user:add']);
    const wang = await t.login('wang.fang');
    const { body } = await post(
      '/system/user/save',
      newUserBody({ deptId: 112, roleIds: [adminRole.id] }),
      wang,
    );
    expect(body.msg).toBe('The administrator role cannot be changed');
  });
});

describe('POST /system/user/update, status, resetPwd, remove', () => {
  it('never changes the super administrator', async () => {
    const update = await post('/system/user/update', { ...newUserBody({ userName: 'admin' }), id: 1 });
    expect(update.body.msg).toBe('The super administrator cannot be changed this way');
    const status = await post('/system/user/status', { id: 1, status: '1' });
    expect(status.body.msg).toBe('The super administrator cannot be changed this way');
    const reset = await post('/system/user/resetPwd', { id: 1, password: 'another1' });
    expect(reset.body.msg).toBe('The super administrator cannot be changed this way');
  });

  it('changing roles applies to the user at once', async () => {
    const created = await post('/system/user/save', newUserBody({ userName: 'role.swap' }));
    const id = (created.body.data as { id: number }).id;
    const token = await t.login('role.swap', 'secret123');
    const before = await t.call<{ roles: string[] }>('GET', '/api/system/user/info', { token });
    expect(before.body.data.roles).toEqual([]);
    const carrier = await roleByKey(t, admin, 'carrier');
    const update = await post('/system/user/update', {
      ...newUserBody({ userName: 'role.swap', roleIds: [carrier.id] }),
      id,
    });
    expect(update.body.code).toBe(0);
    const after = await t.call<{ roles: string[] }>('GET', '/api/system/user/info', { token });
    expect(after.body.data.roles).toEqual(['carrier']);
  });

  it('a disabled user is signed out at once', async () => {
    const created = await post('/system/user/save', newUserBody({ userName: 'to.disable' }));
    const id = (created.body.data as { id: number }).id;
    const token = await t.login('to.disable', 'secret123');
    expect((await post('/system/user/status', { id, status: '1' })).body.code).toBe(0);
    expect((await t.call('GET', '/api/system/user/info', { token })).status).toBe(401);
  });

  it('resets a password to one that then signs in', async () => {
    const created = await post('/system/user/save', newUserBody({ userName: 'forgetful' }));
    const id = (created.body.data as { id: number }).id;
    const short = await post('/system/user/resetPwd', { id, password: '123' });
    expect(short.body.code).toBe(400);
    expect((await post('/system/user/resetPwd', { id, password: 'fresh-pass' })).body.code).toBe(0);
    await expect(t.login('forgetful', 'fresh-pass')).resolves.toBeTruthy();
  });

  it('removes users (ids in the query) but never user 1 nor yourself', async () => {
    const one = await t.call('POST', '/api/system/user/remove?ids=1', { token: admin, lang: 'en-US' });
    expect(one.body.msg).toBe('The super administrator cannot be changed this way');
    const zhang = await t.login('zhang.wei');
    await grantMenus(t, admin, 'dispatcher', ['system:user:remove']);
    const self = await t.call('POST', '/api/system/user/remove?ids=2', { token: zhang, lang: 'en-US' });
    expect(self.body.msg).toBe('You cannot delete yourself');

    const a = await post('/system/user/save', newUserBody({ userName: 'leaver.a' }));
    const b = await post('/system/user/save', newUserBody({ userName: 'leaver.b' }));
    const ids = [(a.body.data as { id: number }).id, (b.body.data as { id: number }).id];
    const removed = await t.call('POST', `/api/system/user/remove?ids=${ids.join(',')}`, { token: admin });
    expect(removed.body.code).toBe(0);
    expect(await listUserNames(t, admin, '&userName=leaver')).toEqual([]);
    // The login name is free again.
    expect((await post('/system/user/save', newUserBody({ userName: 'leaver.a' }))).body.code).toBe(0);
  });
});

describe('the signed-in user', () => {
  it('GET /system/user/permissions lists their roles and keys', async () => {
    const token = await t.login('chen.jie');
    const { body } = await t.call<{
      roles: { roleKey: string }[];
      buttons: string[];
      items: { perms: string; menuName: string }[];
    }>('GET', '/api/system/user/permissions', { token, lang: 'en-US' });
    expect(body.data.roles.map((r) => r.roleKey)).toEqual(['dispatcher']);
    expect(body.data.buttons).toContain('order:waybill:list');
    expect(body.data.buttons).not.toContain('system:role:add');
    expect(body.data.items.find((i) => i.perms === 'order:waybill:list')?.menuName).toBe('Waybills');
  });

  it('GET /system/user/infoV2 adds the department and dispatch centers', async () => {
    const token = await t.login('li.na');
    const { body } = await t.call<{ userName: string; deptName: string; dispatchCenters: unknown[] }>(
      'GET',
      '/api/system/user/infoV2',
      { token },
    );
    expect(body.data.userName).toBe('li.na');
    expect(body.data.deptName).toBe('上海调度组');
    expect(body.data.dispatchCenters).toEqual([
      { uuid: 'dc-gz', code: 'GZ', name: '广州调度中心', isDefault: 0 },
      { uuid: 'dc-sh', code: 'SH', name: '上海调度中心', isDefault: 1 },
    ]);
  });

  it('reads and updates the profile', async () => {
    const token = await t.login('lau.kaming');
    const profile = await t.call<{ user: { nickName: string }; roleGroup: string; deptName: string }>(
      'GET',
      '/api/system/user/profile',
      { token },
    );
    expect(profile.body.data).toMatchObject({ roleGroup: '计划员', deptName: '香港调度组' });
    const update = await post(
      '/system/user/profile/update',
      {
        nickName: '劉家明 Ka Ming',
        email: 'kaming@coldchain.example',
        phonenumber: '13698765432',
        sex: '0',
        dateStyle: 'DD/MM/YYYY HH:mm:ss',
        timeZone: 'Asia/Hong_Kong',
      },
      token,
    );
    expect(update.body.code).toBe(0);
    const info = await t.call<{ name: string; dateStyle: string; timeZone: string }>(
      'GET',
      '/api/system/user/info',
      {
        token,
      },
    );
    expect(info.body.data).toMatchObject({
      name: '劉家明 Ka Ming',
      dateStyle: 'DD/MM/YYYY HH:mm:ss',
      timeZone: 'Asia/Hong_Kong',
    });
    const badZone = await post(
      '/system/user/profile/update',
      { nickName: 'x', sex: '0', dateStyle: 'YYYY-MM-DD', timeZone: 'Mars/Base' },
      token,
    );
    expect(badZone.body.code).toBe(400);
    expect(badZone.body.msg).toContain('timeZone');
  });

  it('changes the own password only with the current one, and to a different one', async () => {
    const token = await t.login('huang.min');
    const wrong = await post(
      '/system/user/profile/updatePwd',
      { oldPassword: 'nope-nope', newPassword: 'brand-new1' },
      token,
    );
    expect(wrong.body.msg).toBe('The current password is wrong');
    const same = await post(
      '/system/user/profile/updatePwd',
      { oldPassword: 'admin123', newPassword: 'admin123' },
      token,
    );
    expect(same.body.msg).toBe('The new password must differ from the current one');
    const short = await post(
      '/system/user/profile/updatePwd',
      { oldPassword: 'admin123', newPassword: 'abc' },
      token,
    );
    expect(short.body.code).toBe(400);
    const done = await post(
      '/system/user/profile/updatePwd',
      { oldPassword: 'admin123', newPassword: 'brand-new1' },
      token,
    );
    expect(done.body.code).toBe(0);
    await expect(t.login('huang.min', 'brand-new1')).resolves.toBeTruthy();
  });

  it('selectAll lists enabled users within the data scope', async () => {
    const { body } = await t.call<{ userName: string }[]>('GET', '/api/system/user/selectAll', {
      token: admin,
    });
    expect(body.data.map((u) => u.userName)).toContain('zhang.wei');
    expect(body.data.map((u) => u.userName)).not.toContain('to.disable');
  });
});
