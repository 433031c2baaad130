import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDataGroups } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { allowedDispatchCenters, assertDispatchCenter } from '../../identity/access/dispatch-centers';

type Center = { uuid: string; code: string; name: string; status?: string; isDefault?: number };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // Carriers arrive later; until then a carrier is tied to centers through carrier data groups.
  await t.database.db.insert(userDataGroups).values([
    { userId: 9, groupType: 'carrier', refId: 'CR-SHUNDA' },
    { userId: 7, groupType: 'carrier', refId: 'CR-KWAICHUNG' },
    { userId: 5, groupType: 'carrier', refId: 'CR-SHUNDA' },
  ]);
});
afterAll(async () => {
  await t.close();
});

async function create(code: string, name: string, extra = {}) {
  const { body } = await t.call<{ uuid: string }>('POST', '/api/system/dispatchCenter/save', {
    token: admin,
    body: { code, name, ...extra },
  });
  expect(body.code).toBe(0);
  return body.data.uuid;
}

describe('dispatch center administration', () => {
  it('lists the seeded centers, paged, and gets one', async () => {
    const { body } = await t.call<Center[]>('GET', '/api/system/dispatchCenter/list', { token: admin });
    expect(body.data.map((c) => c.code)).toEqual(['GZ', 'HK', 'SH']);
    const one = await t.call<Center & { timeZone: string }>('GET', '/api/system/dispatchCenter/get/dc-hk', {
      token: admin,
    });
    expect(one.body.data.timeZone).toBe('Asia/Hong_Kong');
  });

  it('refuses a taken code, on create and update', async () => {
    const dup = await t.call('POST', '/api/system/dispatchCenter/save', {
      token: admin,
      body: { code: 'SH', name: '另一个上海' },
      lang: 'en-US',
    });
    expect(dup.body.code).toBe(500);
    expect(dup.body.msg).toBe('Dispatch center code "SH" already exists');
    const uuid = await create('SZ', '深圳调度中心');
    const moved = await t.call('POST', '/api/system/dispatchCenter/update', {
      token: admin,
      body: { uuid, code: 'GZ', name: '深圳调度中心' },
      lang: 'en-US',
    });
    expect(moved.body.msg).toBe('Dispatch center code "GZ" already exists');
  });

  it('refuses an unknown time zone', async () => {
    const { body } = await t.call('POST', '/api/system/dispatchCenter/save', {
      token: admin,
      body: { code: 'XX', name: 'x', timeZone: 'Mars/Olympus' },
    });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('timeZone');
  });

  it('refuses to remove a center users are assigned to, removes an unused one', async () => {
    const refused = await t.call('POST', '/api/system/dispatchCenter/remove?ids=dc-gz', {
      token: admin,
      lang: 'en-US',
    });
    expect(refused.body.msg).toBe(
      'Dispatch center "广州调度中心" is assigned to users and cannot be deleted',
    );
    const uuid = await create('FS', '佛山调度中心');
    expect(
      (await t.call('POST', `/api/system/dispatchCenter/remove?ids=${uuid}`, { token: admin })).body.code,
    ).toBe(0);
    expect((await t.call('GET', `/api/system/dispatchCenter/get/${uuid}`, { token: admin })).body.code).toBe(
      404,
    );
  });

  it('offers enabled centers in the drop-down to any signed-in user, all of them in getAllDc', async () => {
    await create('DG', '东莞调度中心', { status: '1' });
    const carrier = await t.login('zhou.carrier');
    const drop = await t.call<Center[]>('GET', '/api/system/dispatchCenter/dropBox', { token: carrier });
    expect(drop.body.data.map((c) => c.code)).not.toContain('DG');
    expect(drop.body.data.map((c) => c.code)).toContain('HK');
    const all = await t.call<Center[]>('GET', '/api/system/dispatchCenter/beta/getAllDc', { token: carrier });
    expect(all.body.data.find((c) => c.code === 'DG')?.status).toBe('1');
    const search = await t.call<Center[]>(
      'GET',
      `/api/system/dispatchCenter/selectByDD?keyword=${encodeURIComponent('香港')}`,
      { token: carrier },
    );
    expect(search.body.data.map((c) => c.uuid)).toEqual(['dc-hk']);
    expect((await t.call('GET', '/api/system/dispatchCenter/list', { token: carrier })).status).toBe(403);
  });
});

describe("the caller's dispatch center", () => {
  it('lists the centers of the user, the default marked', async () => {
    const token = await t.login('li.na');
    const { body } = await t.call<Center[]>('GET', '/api/system/dispatchCenter/listByUser', { token });
    expect(body.data.map((c) => `${c.uuid}:${c.isDefault}`)).toEqual(['dc-gz:0', 'dc-sh:1']);
  });

  it('switches the session to another assigned center, and the mark and user info follow', async () => {
    const token = await t.login('li.na');
    const other = await t.login('li.na');
    const switched = await t.call('GET', '/api/system/user/updateUserRights?dispatchCenterId=dc-gz', {
      token,
    });
    expect(switched.body.code).toBe(0);
    const { body } = await t.call<Center[]>('GET', '/api/system/dispatchCenter/listByUser', { token });
    expect(body.data.find((c) => c.isDefault === 1)?.uuid).toBe('dc-gz');
    const info = await t.call<{ dispatchCenterId: string }>('GET', '/api/system/user/info', { token });
    expect(info.body.data.dispatchCenterId).toBe('dc-gz');
    // Only this session moved; the user's other session stays where it was.
    const otherInfo = await t.call<{ dispatchCenterId: string }>('GET', '/api/system/user/info', {
      token: other,
    });
    expect(otherInfo.body.data.dispatchCenterId).toBe('dc-sh');
  });

  it('refuses to switch to a center the user is not assigned to', async () => {
    const token = await t.login('zhang.wei');
    const { status, body } = await t.call('GET', '/api/system/user/updateUserRights?dispatchCenterId=dc-hk', {
      token,
      lang: 'en-US',
    });
    expect(status).toBe(403);
    expect(body.code).toBe(403);
    expect(body.msg).toBe('You are not assigned to that dispatch center');
    const info = await t.call<{ dispatchCenterId: string }>('GET', '/api/system/user/info', { token });
    expect(info.body.data.dispatchCenterId).toBe('dc-sh');
  });

  it('limits selectByDDAndUser to the centers the caller may see', async () => {
    const lina = await t.login('li.na');
    const mine = await t.call<Center[]>('GET', '/api/system/dispatchCenter/selectByDDAndUser', {
      token: lina,
    });
    expect(mine.body.data.map((c) => c.uuid)).toEqual(['dc-gz', 'dc-sh']);
    const all = await t.call<Center[]>('GET', '/api/system/dispatchCenter/selectByDDAndUser', {
      token: admin,
    });
    expect(all.body.data.map((c) => c.uuid)).toEqual(expect.arrayContaining(['dc-gz', 'dc-hk', 'dc-sh']));
  });

  it('answers the centers of a user by id (user administration)', async () => {
    const { body } = await t.call<string[]>('GET', '/api/system/dispatchCenter/getDispatchId/3', {
      token: admin,
    });
    expect(body.data).toEqual(['dc-sh', 'dc-gz']);
    const dispatcher = await t.login('zhang.wei');
    expect(
      (await t.call('GET', '/api/system/dispatchCenter/getDispatchId/3', { token: dispatcher })).status,
    ).toBe(403);
  });
});

describe('centers of carriers, drivers and vehicles', () => {
  it('finds the centers of a carrier through carrier data groups', async () => {
    const one = await t.call<Center[]>(
      'GET',
      '/api/system/dispatchCenter/listDCByCarrier?carrierId=CR-SHUNDA',
      {
        token: admin,
      },
    );
    expect(one.body.data.map((c) => c.uuid)).toEqual(['dc-gz', 'dc-sh']);
    const many = await t.call<Center[]>(
      'GET',
      '/api/system/dispatchCenter/listDCByCarriers?carrierIds=CR-KWAICHUNG,CR-NONE',
      { token: admin },
    );
    expect(many.body.data.map((c) => c.uuid)).toEqual(['dc-hk']);
  });

  it('finds a driver account’s centers through its carriers; vehicles have none yet', async () => {
    const driver = await t.call<string[]>('GET', '/api/system/dispatchCenter/getDispatchIdsDriver/7', {
      token: admin,
    });
    expect(driver.body.data).toEqual(['dc-hk']);
    const vehicle = await t.call<string[]>('GET', '/api/system/dispatchCenter/getDispatchIdsTransMeans/7', {
      token: admin,
    });
    expect(vehicle.body.data).toEqual([]);
  });
});

describe('platform/data-scope', () => {
  it('allows the admin every enabled center and others their assigned ones', async () => {
    const db = t.database.db;
    expect(await allowedDispatchCenters(db, { userId: '1', roleKeys: ['admin'] })).toEqual(
      expect.arrayContaining(['dc-sh', 'dc-gz', 'dc-hk']),
    );
    expect(await allowedDispatchCenters(db, { userId: '2', roleKeys: ['dispatcher'] })).toEqual(['dc-sh']);
    await expect(
      assertDispatchCenter(db, { userId: '2', roleKeys: ['dispatcher'] }, 'dc-hk'),
    ).rejects.toMatchObject({ key: 'common.dataScopeDenied', code: 403 });
    await expect(
      assertDispatchCenter(db, { userId: '2', roleKeys: ['dispatcher'] }, 'dc-sh'),
    ).resolves.toBeUndefined();
  });
});
