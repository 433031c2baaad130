import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carriers,
  drivers,
  reportTasks,
  routes,
  stations,
  vehicleModels,
  vehicles,
  zones,
} from '../../../db/schema';
import { EXPORT_INLINE_MAX } from '../../../platform/xlsx-export';
import { createTestApp, type TestApp } from '../../../test/harness';
import { routeExport } from './export-routes';

type Route = { uuid: string; code: string; originZoneName: string | null; mileageKm: string | null };
type Group = { id: number; code: string; validFlag: string; weekdays: number[] };
type Stop = { sequence: number; stationId: string; stationCode: string | null; arrivalTime: string | null };
type Detail = { id: number; routeName: string; stops: Stop[]; carrierName: string | null };

let t: TestApp;
let admin: string;
/** zhang.wei: dispatcher of Shanghai only; chen.jie: dispatcher of Guangzhou only. */
let sh: string;
let gz: string;

// Fixtures of other areas, inserted directly so these tests do not depend on their seeds.
const Z = { sh1: 't5-z-sh1', sh2: 't5-z-sh2', gz1: 't5-z-gz1' };
const S = { hub: 't5-s-hub', a: 't5-s-a', b: 't5-s-b', c: 't5-s-c' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(zones).values([
    { uuid: Z.sh1, code: 'T5-Z-SH1', name: '测试嘉定', dispatchCenterId: 'dc-sh' },
    { uuid: Z.sh2, code: 'T5-Z-SH2', name: '测试闵行', dispatchCenterId: 'dc-sh' },
    { uuid: Z.gz1, code: 'T5-Z-GZ1', name: '测试白云', dispatchCenterId: 'dc-gz' },
  ]);
  await db.insert(stations).values([
    { uuid: S.hub, code: 'T5-H-01', name: '测试枢纽', type: 'HUB', dispatchCenterId: 'dc-sh' },
    { uuid: S.a, code: 'T5-S-001', name: '测试门店A', type: 'STORE', dispatchCenterId: 'dc-sh' },
    { uuid: S.b, code: 'T5-S-002', name: '测试门店B', type: 'STORE', dispatchCenterId: 'dc-sh' },
    { uuid: S.c, code: 'T5-S-003', name: '测试门店C', type: 'STORE', dispatchCenterId: 'dc-sh' },
  ]);
  await db.insert(carriers).values([
    { uuid: 't5-cr1', code: 'T5-CR1', name: '测试冷运一' },
    { uuid: 't5-cr2', code: 'T5-CR2', name: '测试冷运二' },
  ]);
  await db
    .insert(vehicleModels)
    .values([
      { uuid: 't5-vm1', code: 'T5-VM1', name: '4.2米冷藏', ratedLoadKg: '1800', ratedVolumeM3: '12' },
    ]);
  await db.insert(drivers).values([
    { uuid: 't5-d1', carrierId: 't5-cr1', code: 'T5-D1', name: '王师傅', mobile: '13900000001' },
    { uuid: 't5-d2', carrierId: 't5-cr1', code: 'T5-D2', name: '李师傅', mobile: '13900000002' },
    { uuid: 't5-d3', carrierId: 't5-cr2', code: 'T5-D3', name: '赵师傅', mobile: '13900000003' },
  ]);
  await db.insert(vehicles).values([
    { uuid: 't5-v1', carrierId: 't5-cr1', code: 'T5-V1', plateNumber: '沪A·T5001', vehicleModelId: 't5-vm1' },
    { uuid: 't5-v2', carrierId: 't5-cr2', code: 'T5-V2', plateNumber: '沪A·T5002' },
  ]);
  admin = await t.login('admin');
  sh = await t.login('zhang.wei');
  gz = await t.login('chen.jie');
});
afterAll(async () => {
  await t.close();
});

const en = { lang: 'en-US' };

async function saveRoute(token: string, body: Record<string, unknown>) {
  return t.call<{ uuid: string }>('POST', '/api/system/route/save', { token, body, ...en });
}
async function saveGroup(token: string, body: Record<string, unknown>) {
  return t.call<{ id: number }>('POST', '/api/system/routeGroup/save', { token, body, ...en });
}
async function saveDetail(token: string, body: Record<string, unknown>) {
  return t.call<{ id: number } | { needConfirm: boolean; repeated: string[] }>(
    'POST',
    '/api/system/routeGroupDetail/save',
    { token, body, ...en },
  );
}
const stop = (stationId: string, arrivalTime?: string, leaveTime?: string) => ({
  stationId,
  arrivalTime,
  leaveTime,
});

describe('standard routes', () => {
  let routeUuid: string;

  it('creates a route between two zones of the center and lists it with zone names', async () => {
    const created = await saveRoute(sh, {
      code: 'T5-R-01',
      name: '嘉定→闵行 冷链城配',
      originZoneId: Z.sh1,
      destZoneId: Z.sh2,
      transType: '3',
      stowageMode: '2',
      transportGroup: '出库组',
      mileageKm: '28.5',
      cost: 193.8,
      prescriptionHours: '1.50',
    });
    expect(created.body.code).toBe(0);
    routeUuid = created.body.data.uuid;
    const list = await t.call<Route[]>('GET', '/api/system/route/list?code=T5-R', { token: sh });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      code: 'T5-R-01',
      originZoneName: '测试嘉定',
      mileageKm: '28.50',
    });
    const one = await t.call<Route>('GET', `/api/system/route/get/${routeUuid}`, { token: sh });
    expect(one.body.data.code).toBe('T5-R-01');
  });

  it('refuses an empty origin or destination zone', async () => {
    const { body } = await saveRoute(sh, { code: 'T5-R-X', name: 'x', originZoneId: Z.sh1, destZoneId: '' });
    expect(body.code).toBe(500);
    expect(body.msg).toBe('The departure and destination cannot be empty');
  });

  it('refuses the same zone as origin and destination', async () => {
    const { body } = await saveRoute(sh, {
      code: 'T5-R-X',
      name: 'x',
      originZoneId: Z.sh1,
      destZoneId: Z.sh1,
    });
    expect(body.msg).toBe('The departure and destination cannot be the same');
  });

  it('refuses a zone of another center, and one that does not exist', async () => {
    const other = await saveRoute(sh, { code: 'T5-R-X', name: 'x', originZoneId: Z.sh1, destZoneId: Z.gz1 });
    expect(other.body.msg).toBe(`Zone "${Z.gz1}" does not exist or is not in the selected dispatch center`);
    const none = await saveRoute(sh, { code: 'T5-R-X', name: 'x', originZoneId: 'nope', destZoneId: Z.sh1 });
    expect(none.body.msg).toContain('Zone "nope" does not exist');
  });

  it('refuses negative, malformed and too precise mileage, cost and hours', async () => {
    const base = { code: 'T5-R-X', name: 'x', originZoneId: Z.sh1, destZoneId: Z.sh2 };
    const negative = await saveRoute(sh, { ...base, mileageKm: '-1' });
    expect(negative.body.code).toBe(400);
    expect(negative.body.msg).toContain('mileageKm');
    expect(negative.body.msg).toContain('cannot be negative');
    const text = await saveRoute(sh, { ...base, cost: '12元' });
    expect(text.body.msg).toContain('cost');
    expect(text.body.msg).toContain('is not a valid number');
    const precise = await saveRoute(sh, { ...base, prescriptionHours: '1.255' });
    expect(precise.body.msg).toContain('prescriptionHours');
    expect(precise.body.msg).toContain('more than 2 decimals');
    const large = await saveRoute(sh, { ...base, mileageKm: '123456789' });
    expect(large.body.msg).toContain('is too large');
  });

  it('refuses a taken code', async () => {
    const { body } = await saveRoute(sh, {
      code: 'T5-R-01',
      name: 'x',
      originZoneId: Z.sh2,
      destZoneId: Z.sh1,
    });
    expect(body.msg).toBe('Code "T5-R-01" already exists');
  });

  it('sorts remotely on a whitelisted field and refuses an unknown one', async () => {
    await saveRoute(sh, {
      code: 'T5-R-02',
      name: '闵行→嘉定',
      originZoneId: Z.sh2,
      destZoneId: Z.sh1,
      mileageKm: 40,
    });
    const sorted = await t.call<Route[]>(
      'GET',
      '/api/system/route/list?code=T5-R&sortField=mileageKm&sortOrder=descend',
      { token: sh },
    );
    expect(sorted.body.data.map((r) => r.code)).toEqual(['T5-R-02', 'T5-R-01']);
    const bad = await t.call('GET', '/api/system/route/list?sortField=password', { token: sh, ...en });
    expect(bad.body.code).toBe(500);
  });

  it("keeps another center's user out: not listed, fetch refused, update refused", async () => {
    const list = await t.call<Route[]>('GET', '/api/system/route/list?code=T5-R', { token: gz });
    expect(list.body.data).toEqual([]);
    const one = await t.call('GET', `/api/system/route/get/${routeUuid}`, { token: gz });
    expect(one.status).toBe(403);
    const update = await t.call('POST', '/api/system/route/update', {
      token: gz,
      body: { uuid: routeUuid, code: 'T5-R-01', name: 'x', originZoneId: Z.gz1, destZoneId: Z.gz1 },
    });
    expect(update.status).toBe(403);
    const drop = await t.call<{ code: string }[]>('GET', '/api/system/route/dropBox?keyword=T5-R', {
      token: gz,
    });
    expect(drop.body.data).toEqual([]);
    const mine = await t.call<{ code: string }[]>('GET', '/api/system/route/dropBox?keyword=T5-R', {
      token: sh,
    });
    expect(mine.body.data.map((r) => r.code)).toEqual(['T5-R-01', 'T5-R-02']);
  });

  it('exports the list as an xlsx file', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/route/export?code=T5-R',
      headers: { authorization: `Bearer ${sh}` },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('removes softly; a removed route is gone from the list and get answers 404', async () => {
    const created = await saveRoute(sh, {
      code: 'T5-R-09',
      name: 'x',
      originZoneId: Z.sh1,
      destZoneId: Z.sh2,
    });
    const uuid = created.body.data.uuid;
    expect((await t.call('POST', `/api/system/route/remove?ids=${uuid}`, { token: sh })).body.code).toBe(0);
    expect((await t.call('GET', `/api/system/route/get/${uuid}`, { token: sh })).body.code).toBe(404);
  });
});

describe('route groups', () => {
  let groupId: number;

  it('refuses a weekday outside 1-7 and a repeated weekday', async () => {
    const outside = await saveGroup(sh, { code: 'T5-RG-X', name: 'x', weekdays: [1, 8] });
    expect(outside.body.msg).toBe('Weekday code "8" is invalid: use 1 to 7 (Sunday 7)');
    const zero = await saveGroup(sh, { code: 'T5-RG-X', name: 'x', weekdays: [0] });
    expect(zero.body.msg).toContain('Weekday code "0" is invalid');
    const repeated = await saveGroup(sh, { code: 'T5-RG-X', name: 'x', weekdays: [1, 3, 3] });
    expect(repeated.body.msg).toBe('Weekday "3" is repeated');
  });

  it('creates a group, stores weekdays in order, filters by weekday', async () => {
    const created = await saveGroup(sh, {
      code: 'T5-RG-01',
      name: '测试早班',
      weekdays: [6, 1, 7],
      shift: 'M',
    });
    expect(created.body.code).toBe(0);
    groupId = created.body.data.id;
    const sunday = await t.call<Group[]>('GET', '/api/system/routeGroup/list?code=T5-RG&weekday=7', {
      token: sh,
    });
    expect(sunday.body.data.map((g) => [g.code, g.weekdays])).toEqual([['T5-RG-01', [1, 6, 7]]]);
    const tuesday = await t.call<Group[]>('GET', '/api/system/routeGroup/list?code=T5-RG&weekday=2', {
      token: sh,
    });
    expect(tuesday.body.data).toEqual([]);
  });

  it('refuses to validate an already valid group; invalid then valid again', async () => {
    const again = await t.call('POST', `/api/system/routeGroup/valid?ids=${groupId}`, { token: sh, ...en });
    expect(again.body.msg).toBe('"T5-RG-01" is already valid');
    expect(
      (await t.call('POST', `/api/system/routeGroup/invalid?ids=${groupId}`, { token: sh })).body.code,
    ).toBe(0);
    // Another user's click (the same user's identical call within 5 s is the repeat guard's).
    const twice = await t.call('POST', `/api/system/routeGroup/invalid?ids=${groupId}`, {
      token: admin,
      ...en,
    });
    expect(twice.body.msg).toBe('"T5-RG-01" is already invalid');
    expect(
      (await t.call('POST', `/api/system/routeGroup/valid?ids=${groupId}`, { token: sh })).body.code,
    ).toBe(0);
    const list = await t.call<Group[]>('GET', '/api/system/routeGroup/list?code=T5-RG-01', { token: sh });
    expect(list.body.data[0]?.validFlag).toBe('Y');
  });

  it("refuses another center's group by id: get, update, valid, remove", async () => {
    expect((await t.call('GET', `/api/system/routeGroup/get/${groupId}`, { token: gz })).status).toBe(403);
    const update = await t.call('POST', '/api/system/routeGroup/update', {
      token: gz,
      body: { id: groupId, code: 'T5-RG-01', name: 'taken over', weekdays: [] },
    });
    expect(update.status).toBe(403);
    expect(
      (await t.call('POST', `/api/system/routeGroup/invalid?ids=${groupId}`, { token: gz })).status,
    ).toBe(403);
    expect((await t.call('POST', `/api/system/routeGroup/remove?ids=${groupId}`, { token: gz })).status).toBe(
      403,
    );
    const list = await t.call<Group[]>('GET', '/api/system/routeGroup/list?code=T5-RG', { token: gz });
    expect(list.body.data).toEqual([]);
    expect((await t.call('GET', '/api/system/routeGroup/get/999999', { token: gz })).body.code).toBe(404);
  });

  it('exports the groups as an xlsx file', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/routeGroup/export?code=T5-RG',
      headers: { authorization: `Bearer ${sh}` },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('route group details and stops', () => {
  let groupId: number;
  let detailId: number;
  const crew = {
    carrierId: 't5-cr1',
    vehicleModelId: 't5-vm1',
    mainDriverId: 't5-d1',
    secondDriverId: 't5-d2',
    vehicleId: 't5-v1',
  };

  beforeAll(async () => {
    groupId = (await saveGroup(sh, { code: 'T5-RG-02', name: '测试夜班', weekdays: [1, 2, 3], shift: 'N' }))
      .body.data.id;
  });

  it('saves a detail with its ordered stops and lists it with names', async () => {
    const route = await t.call<Route[]>('GET', '/api/system/route/list?code=T5-R-01', { token: sh });
    const saved = await saveDetail(sh, {
      routeGroupId: groupId,
      routeId: route.body.data[0]?.uuid,
      loadTime: '20:00',
      departureTime: '20:30',
      deliveryBatch: '1',
      ...crew,
      stops: [stop(S.hub, '20:00', '20:30'), stop(S.a, '21:00', '21:10'), stop(S.b, '21:40', '21:50')],
    });
    expect(saved.body.code).toBe(0);
    detailId = (saved.body.data as { id: number }).id;
    const list = await t.call<Detail[]>('GET', `/api/system/routeGroupDetail/list?routeGroupId=${groupId}`, {
      token: sh,
    });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]?.routeName).toBe('测试夜班 1');
    const group = await t.call<(Group & { detailCount: number })[]>(
      'GET',
      '/api/system/routeGroup/list?code=T5-RG-02',
      {
        token: sh,
      },
    );
    expect(group.body.data[0]?.detailCount).toBe(1);
    expect(list.body.data[0]?.carrierName).toBe('测试冷运一');
    expect(list.body.data[0]?.stops.map((s) => [s.sequence, s.stationCode])).toEqual([
      [1, 'T5-H-01'],
      [2, 'T5-S-001'],
      [3, 'T5-S-002'],
    ]);
  });

  it('refuses two identical adjacent stations', async () => {
    const { body } = await saveDetail(sh, {
      routeGroupId: groupId,
      stops: [stop(S.hub), stop(S.a), stop(S.a)],
    });
    expect(body.msg).toBe(
      'Adjacent stations cannot be the same: stop 3 "T5-S-001" repeats the stop before it',
    );
  });

  it('asks for confirmation of a non-adjacent repeat, and saves once confirmed', async () => {
    const body = {
      routeGroupId: groupId,
      deliveryBatch: '2',
      stops: [stop(S.hub), stop(S.a), stop(S.hub), stop(S.b)],
    };
    const refused = await saveDetail(sh, body);
    expect(refused.body.code).toBe(500);
    expect(refused.body.msg).toBe('Station(s) "T5-H-01" appear more than once on this route. Save anyway?');
    expect(refused.body.data).toEqual({ needConfirm: true, repeated: [S.hub] });
    const before = await t.call<Detail[]>(
      'GET',
      `/api/system/routeGroupDetail/list?routeGroupId=${groupId}`,
      {
        token: sh,
      },
    );
    expect(before.body.data).toHaveLength(1);
    const confirmed = await saveDetail(sh, { ...body, confirmDuplicates: true });
    expect(confirmed.body.code).toBe(0);
  });

  it('refuses an arrival after the leave at a stop', async () => {
    const { body } = await saveDetail(sh, { routeGroupId: groupId, stops: [stop(S.a, '21:00', '20:50')] });
    expect(body.msg).toBe('Stop 1 "T5-S-001": arrival 21:00 is after leave 20:50');
  });

  it("refuses a leave after the next stop's arrival", async () => {
    const { body } = await saveDetail(sh, {
      routeGroupId: groupId,
      stops: [stop(S.a, '21:00', '21:30'), stop(S.b, '21:20', '21:40')],
    });
    expect(body.msg).toBe('Stop 1 "T5-S-001": leave 21:30 is after the next stop\'s arrival 21:20');
  });

  it('refuses a load time after the departure time', async () => {
    const { body } = await saveDetail(sh, {
      routeGroupId: groupId,
      loadTime: '21:00',
      departureTime: '20:30',
    });
    expect(body.msg).toBe('Load time 21:00 cannot be after departure time 20:30');
  });

  it('refuses a time that is not HH:mm', async () => {
    const load = await saveDetail(sh, { routeGroupId: groupId, loadTime: '25:00' });
    expect(load.body.code).toBe(400);
    expect(load.body.msg).toContain('must be HH:mm');
    const arrival = await saveDetail(sh, { routeGroupId: groupId, stops: [stop(S.a, '9:5')] });
    expect(arrival.body.code).toBe(400);
  });

  it('refuses references that do not exist, with a message naming them', async () => {
    const missingStation = await saveDetail(sh, {
      routeGroupId: groupId,
      stops: [stop(S.a), stop('no-such')],
    });
    expect(missingStation.body.msg).toBe('Station "no-such" does not exist or was removed');
    const carrier = await saveDetail(sh, { routeGroupId: groupId, carrierId: 'no-cr' });
    expect(carrier.body.msg).toBe('Carrier "no-cr" does not exist or was removed');
    const model = await saveDetail(sh, { routeGroupId: groupId, vehicleModelId: 'no-vm' });
    expect(model.body.msg).toBe('Vehicle model "no-vm" does not exist or was removed');
    const driver = await saveDetail(sh, { routeGroupId: groupId, secondDriverId: 'no-d' });
    expect(driver.body.msg).toBe('Driver "no-d" does not exist or was removed');
    const vehicle = await saveDetail(sh, { routeGroupId: groupId, vehicleId: 'no-v' });
    expect(vehicle.body.msg).toBe('Vehicle "no-v" does not exist or was removed');
    const route = await saveDetail(sh, { routeGroupId: groupId, routeId: 'no-r' });
    expect(route.body.msg).toBe(
      'Standard route "no-r" does not exist or is not in the selected dispatch center',
    );
  });

  it('refuses a crew or vehicle of another carrier, and the same driver twice', async () => {
    const driver = await saveDetail(sh, {
      routeGroupId: groupId,
      carrierId: 't5-cr1',
      mainDriverId: 't5-d3',
    });
    expect(driver.body.msg).toBe('Driver "赵师傅" does not work for the selected carrier');
    const vehicle = await saveDetail(sh, { routeGroupId: groupId, carrierId: 't5-cr1', vehicleId: 't5-v2' });
    expect(vehicle.body.msg).toBe('Vehicle "沪A·T5002" does not belong to the selected carrier');
    const same = await saveDetail(sh, {
      routeGroupId: groupId,
      mainDriverId: 't5-d1',
      secondDriverId: 't5-d1',
    });
    expect(same.body.msg).toBe('The main and second driver cannot be the same person');
  });

  it('updates a detail and replaces its stops in one go', async () => {
    const route = await t.call<Route[]>('GET', '/api/system/route/list?code=T5-R-01', { token: sh });
    const updated = await t.call('POST', '/api/system/routeGroupDetail/update', {
      token: sh,
      body: {
        id: detailId,
        routeGroupId: groupId,
        routeId: route.body.data[0]?.uuid,
        loadTime: '20:00',
        departureTime: '20:30',
        deliveryBatch: '1',
        ...crew,
        stops: [stop(S.hub, '20:00', '20:30'), stop(S.c, '21:00', '21:10')],
      },
    });
    expect(updated.body.code).toBe(0);
    const list = await t.call<Detail[]>('GET', `/api/system/routeGroupDetail/list?routeGroupId=${groupId}`, {
      token: sh,
    });
    const mine = list.body.data.find((d) => d.id === detailId);
    expect(mine?.stops.map((s) => s.stationCode)).toEqual(['T5-H-01', 'T5-S-003']);
  });

  it("refuses a detail in another center's group, and changing another center's detail", async () => {
    const create = await saveDetail(gz, { routeGroupId: groupId, stops: [] });
    expect(create.status).toBe(403);
    const valid = await t.call('POST', `/api/system/routeGroupDetail/invalid?ids=${detailId}`, { token: gz });
    expect(valid.status).toBe(403);
    const list = await t.call<Detail[]>('GET', `/api/system/routeGroupDetail/list?routeGroupId=${groupId}`, {
      token: gz,
    });
    expect(list.body.data).toEqual([]);
  });

  it('answers routeDetailReq with valid details of valid groups in the center only', async () => {
    type Option = { id: number; routeName: string };
    const url = `/api/system/routeDetailReq/list?routeGroupId=${groupId}`;
    const all = await t.call<Option[]>('GET', url, { token: sh });
    expect(all.body.data.map((d) => d.routeName)).toEqual(['测试夜班 1', '测试夜班 2']);
    const keyword = await t.call<Option[]>(
      'GET',
      `/api/system/routeDetailReq/list?keyword=${encodeURIComponent('测试夜班')}`,
      { token: sh },
    );
    expect(keyword.body.data.map((d) => d.id)).toContain(detailId);

    // A detail made invalid drops out; validating it twice is refused.
    expect(
      (await t.call('POST', `/api/system/routeGroupDetail/invalid?ids=${detailId}`, { token: sh })).body.code,
    ).toBe(0);
    expect((await t.call<Option[]>('GET', url, { token: sh })).body.data.map((d) => d.routeName)).toEqual([
      '测试夜班 2',
    ]);
    const twice = await t.call('POST', `/api/system/routeGroupDetail/invalid?ids=${detailId}`, {
      token: admin,
      ...en,
    });
    expect(twice.body.msg).toBe('"测试夜班 1" is already invalid');
    expect(
      (await t.call('POST', `/api/system/routeGroupDetail/valid?ids=${detailId}`, { token: sh })).body.code,
    ).toBe(0);

    // An invalid group hides all its details; so does another center.
    await t.call('POST', `/api/system/routeGroup/invalid?ids=${groupId}`, { token: sh });
    expect((await t.call<Option[]>('GET', url, { token: sh })).body.data).toEqual([]);
    await t.call('POST', `/api/system/routeGroup/valid?ids=${groupId}`, { token: sh });
    expect((await t.call<Option[]>('GET', url, { token: gz })).body.data).toEqual([]);
    const drop = await t.call<Option[]>(
      'GET',
      `/api/system/routeGroupDetail/dropBox?routeGroupId=${groupId}`,
      {
        token: sh,
      },
    );
    expect(drop.body.data).toHaveLength(2);
  });

  it('getAll answers valid groups with their details and stops; getAllService the options', async () => {
    type Full = Group & { details: Detail[] };
    const all = await t.call<Full[]>('GET', '/api/system/routeGroup/getAll', { token: sh });
    const mine = all.body.data.find((g) => g.id === groupId);
    expect(mine?.details.map((d) => d.routeName)).toEqual(['测试夜班 1', '测试夜班 2']);
    expect(mine?.details[0]?.stops).toHaveLength(2);
    const listed = await t.call<(Group & { detailCount: number })[]>(
      'GET',
      '/api/system/routeGroup/list?code=T5-RG-02',
      {
        token: sh,
      },
    );
    expect(listed.body.data[0]?.detailCount).toBe(2);
    expect(all.body.data.every((g) => g.validFlag === 'Y')).toBe(true);
    const service = await t.call<{ id: number; code: string }[]>(
      'GET',
      '/api/system/routeGroup/getAllService',
      {
        token: sh,
      },
    );
    expect(service.body.data.map((g) => g.code)).toContain('T5-RG-02');
    const other = await t.call<{ code: string }[]>('GET', '/api/system/routeGroup/getAllService', {
      token: gz,
    });
    expect(other.body.data.map((g) => g.code)).not.toContain('T5-RG-02');
  });

  it('refuses removing a route still used by a detail; removing the group removes its details', async () => {
    const route = await t.call<Route[]>('GET', '/api/system/route/list?code=T5-R-01', { token: sh });
    const uuid = route.body.data[0]?.uuid;
    const used = await t.call('POST', `/api/system/route/remove?ids=${uuid}`, { token: sh, ...en });
    expect(used.body.msg).toBe(
      'Standard route "T5-R-01" is used by route group details and cannot be deleted',
    );
    expect(
      (await t.call('POST', `/api/system/routeGroup/remove?ids=${groupId}`, { token: sh })).body.code,
    ).toBe(0);
    expect((await t.call('POST', `/api/system/route/remove?ids=${uuid}`, { token: sh })).body.code).toBe(0);
    expect((await t.call('GET', `/api/system/routeGroup/get/${groupId}`, { token: sh })).body.code).toBe(404);
  });

  it('lets admin without center restrictions see every center in the lists', async () => {
    const list = await t.call<Group[]>('GET', '/api/system/routeGroup/list?code=T5-RG', { token: admin });
    expect(list.body.data.map((g) => g.code)).toContain('T5-RG-01');
  });
});

describe('large exports', () => {
  it('queues more than 5000 routes in the download center, and the job writes them all', async () => {
    const hk = await t.login('chan.taiman');
    await t.database.db.insert(routes).values(
      Array.from({ length: EXPORT_INLINE_MAX + 1 }, (_, i) => ({
        uuid: `t5-bulk-${i}`,
        code: `T5-HK-${String(i).padStart(5, '0')}`,
        name: `葵涌→觀塘 ${i}`,
        dispatchCenterId: 'dc-hk',
        mileageKm: '12.50',
      })),
    );
    const { body } = await t.call<{ taskId: number }>('GET', '/api/system/route/export?code=T5-HK', {
      token: hk,
      ...en,
    });
    expect(body.code).toBe(0);
    expect(body.msg).toBe('This export is large; it is being prepared in the download center');
    const [task] = await t.database.db.select().from(reportTasks).where(eq(reportTasks.id, body.data.taskId));
    expect(task?.kind).toBe('base.route.export');

    const outputPath = path.join(os.tmpdir(), `h5-route-export-${process.pid}.xlsx`);
    const result = await routeExport.task({
      db: t.database.db,
      task: task as NonNullable<typeof task>,
      lang: 'en-US',
      reportProgress: async () => {},
      outputPath,
    });
    expect(result?.rows).toBe(EXPORT_INLINE_MAX + 1);
    await rm(outputPath, { force: true });
  });
});
