import type { TestApp } from '../../test/harness';

/** Small helpers shared by the identity route tests (users, roles, menus, departments). */
export async function menuIds(t: TestApp, token: string): Promise<Map<string, number>> {
  const { body } = await t.call<{ id: number; menuKey: string | null }[]>('GET', '/api/system/menu/list', {
    token,
  });
  return new Map(body.data.filter((m) => m.menuKey).map((m) => [m.menuKey as string, m.id]));
}

export async function roleByKey(t: TestApp, token: string, key: string) {
  const { body } = await t.call<{ id: number; roleKey: string; roleName: string; roleSort: number }[]>(
    'GET',
    '/api/system/role/all',
    { token },
  );
  const role = body.data.find((r) => r.roleKey === key);
  if (!role) throw new Error(`no role ${key}`);
  return role;
}

/** Adds menus (by key) to a role through POST /system/role/update, as an administrator would. */
export async function grantMenus(t: TestApp, adminToken: string, roleKey: string, keys: string[]) {
  const role = await roleByKey(t, adminToken, roleKey);
  const ids = await menuIds(t, adminToken);
  const current = await t.call<{ menuIds: number[]; status: string; remark: string | null }>(
    'GET',
    `/api/system/role/get/${role.id}`,
    { token: adminToken },
  );
  const menuIdList = [...current.body.data.menuIds, ...keys.map((k) => ids.get(k) ?? -1)];
  const { body } = await t.call('POST', '/api/system/role/update', {
    token: adminToken,
    body: {
      id: role.id,
      roleName: role.roleName,
      roleKey: role.roleKey,
      roleSort: role.roleSort,
      status: current.body.data.status,
      remark: current.body.data.remark,
      menuIds: menuIdList,
    },
  });
  if (body.code !== 0) throw new Error(`grant failed: ${body.msg}`);
  return role.id;
}

export async function setScope(
  t: TestApp,
  adminToken: string,
  roleId: number,
  dataScope: string,
  deptIds: number[] = [],
) {
  const { body } = await t.call('POST', '/api/system/role/authDataScope', {
    token: adminToken,
    body: { roleId, dataScope, deptIds },
  });
  if (body.code !== 0) throw new Error(`scope failed: ${body.msg}`);
}

export type UserRow = { id: number; userName: string; deptId: number | null; deptName: string | null };

export async function listUserNames(t: TestApp, token: string, query = ''): Promise<string[]> {
  const { body } = await t.call<UserRow[]>('GET', `/api/system/user/list?pageSize=100${query}`, { token });
  if (body.code !== 0) throw new Error(`list failed: ${body.code} ${body.msg}`);
  return body.data.map((u) => u.userName).sort();
}

let seq = 0;
/** A valid create-user body with unique names and mobile. */
export function newUserBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0');
  return {
    userName: `u${n}${seq}`,
    nickName: `测试用户${seq}`,
    password: 'secret123',
    deptId: 111,
    phonenumber: `137${String(seq).padStart(2, '0')}${n}`.slice(0, 11),
    email: `u${n}${seq}@coldchain.example`,
    sex: '0',
    status: '0',
    roleIds: [],
    dispatchCenters: [{ dispatchCenterId: 'dc-sh', isDefault: 1 }],
    ...overrides,
  };
}
