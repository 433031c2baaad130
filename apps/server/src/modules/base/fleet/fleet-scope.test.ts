import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, shipments, vehicles, waybills } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * Data groups scope the fleet (the spec: data groups link clients, stations, carriers, zones and centers
 * to users): the Shanghai users hold DG-SH, which holds the Shanghai and Jiangsu carriers; the Hong Kong
 * carrier CR07 is in DG-HK. Every list, picker, detail and write that takes a carrier, vehicle or driver
 * answers from the same scope, and what lies outside it is not found.
 */
let t: TestApp;
let admin: string;
let dispatcher: string;
let scheduler: string;
let hkVehicle: string;
let hkDriver: string;

type Option = { uuid: string; code: string; carrierId?: string };
const get = <T>(url: string, token: string) => t.call<T>('GET', `/api${url}`, { token, lang: 'en-US' });
const post = <T = unknown>(url: string, token: string, body?: unknown) =>
  t.call<T>('POST', `/api${url}`, { token, lang: 'en-US', body });
const codes = async (url: string, token: string) =>
  (await get<Option[]>(url, token)).body.data.map((r) => r.code);

beforeAll(async () => {
  t = await createTestApp();
  [admin, dispatcher, scheduler] = await Promise.all([
    t.login('admin'),
    t.login('zhang.wei'),
    t.login('wang.fang'),
  ]);
  const db = t.database.db;
  const [vehicle] = await db
    .select({ uuid: vehicles.uuid })
    .from(vehicles)
    .where(and(eq(vehicles.carrierId, 'cr07'), eq(vehicles.reviewStatus, '1')))
    .limit(1);
  const [driver] = await db
    .select({ uuid: drivers.uuid })
    .from(drivers)
    .where(and(eq(drivers.carrierId, 'cr07'), eq(drivers.reviewStatus, '1')))
    .limit(1);
  hkVehicle = vehicle?.uuid ?? '';
  hkDriver = driver?.uuid ?? '';
});
afterAll(async () => {
  await t.close();
});

/** An effective Shanghai shipment with no goods yet, for the scheduling calls. */
async function effectiveShipment(code: string) {
  await t.database.db
    .insert(shipments)
    .values({ uuid: `fs-${code}`, shipmentCode: code, status: 'E', dispatchCenterId: 'dc-sh' });
  return `fs-${code}`;
}

describe('a Shanghai user sees and picks the carriers of DG-SH only', () => {
  it('is offered the Shanghai carriers, not the Hong Kong one, in every carrier picker and list', async () => {
    expect(await codes('/system/carrier/dropBox', dispatcher)).toEqual(['CR01', 'CR02']);
    expect(await codes('/system/carrier/searchSelect', dispatcher)).toEqual(['CR01', 'CR02', 'CR03']);
    expect(await codes('/system/carrier/list?pageSize=50', scheduler)).toEqual(['CR01', 'CR02', 'CR03']);
    expect(await codes('/system/carrier/dropBox', admin)).toContain('CR07');
  });

  it('neither lists nor offers the Hong Kong carrier’s vehicles and drivers; their details are not found', async () => {
    const listed = await get<Option[]>('/system/transmeans/list?pageSize=200', dispatcher);
    expect(listed.body.data.length).toBeGreaterThan(0);
    expect(listed.body.data.filter((v) => v.carrierId === 'cr07')).toEqual([]);
    expect(await codes('/system/transmeans/dropBox?carrierId=cr07', dispatcher)).toEqual([]);
    expect(await codes('/system/driver/dropBox?carrierId=cr07', scheduler)).toEqual([]);
    expect((await get(`/system/transmeans/get/${hkVehicle}`, dispatcher)).body.code).toBe(404);
    expect((await get(`/system/driver/get/${hkDriver}`, dispatcher)).body.code).toBe(404);
    expect((await get('/system/carrier/get/cr07', dispatcher)).body.code).toBe(404);
  });

  it('the scheduling picker and the planning fleet hold no Hong Kong vehicle', async () => {
    const id = await effectiveShipment('FSPICK');
    const picker = await get<Option[]>(`/shipment/shipment/vehicleOptions?ids=${id}`, scheduler);
    expect(picker.body.data.length).toBeGreaterThan(0);
    expect(new Set(picker.body.data.map((v) => v.carrierId))).toEqual(new Set(['cr01', 'cr02', 'cr03']));
    const hkModels = (
      await t.database.db
        .select({ modelId: vehicles.vehicleModelId })
        .from(vehicles)
        .where(eq(vehicles.carrierId, 'cr07'))
    ).map((r) => r.modelId);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const fleet = await get<{ vehicleModelId: string }[]>(
      `/order/waybill/planning/fleet?planDate=${tomorrow}&startTime=05:00`,
      dispatcher,
    );
    expect(fleet.body.data.length).toBeGreaterThan(0);
    expect(fleet.body.data.filter((f) => hkModels.includes(f.vehicleModelId))).toEqual([]);
  });

  it('cannot schedule a Hong Kong carrier, vehicle or driver: not found', async () => {
    const id = await effectiveShipment('FSHK');
    const schedule = (body: Record<string, unknown>) =>
      post('/shipment/shipment/scheduling', scheduler, {
        ids: [id],
        carrierId: 'cr01',
        vehicleId: 'v0043',
        mainDriverId: 'd0001',
        ...body,
      });
    expect(
      (await schedule({ carrierId: 'cr07', vehicleId: hkVehicle, mainDriverId: hkDriver })).body.code,
    ).toBe(404);
    expect((await schedule({ vehicleId: hkVehicle })).body.code).toBe(404);
    expect((await schedule({ mainDriverId: hkDriver })).body.code).toBe(404);
    expect(
      (await post('/shipment/shipment/vehicleNoCheck', scheduler, { vehicleId: hkVehicle })).body.code,
    ).toBe(404);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.uuid, id));
    expect(row?.status).toBe('E');
  });

  it('cannot give a shipment or a waybill to the Hong Kong carrier', async () => {
    const id = await effectiveShipment('FSCC');
    await t.database.db.update(shipments).set({ status: 'D' }).where(eq(shipments.uuid, id));
    const changed = await post('/shipment/shipment/changeCarrier', dispatcher, {
      ids: [id],
      carrierId: 'cr07',
    });
    expect(changed.body.code).toBe(404);
    const [waybill] = await t.database.db
      .select({ uuid: waybills.uuid })
      .from(waybills)
      .where(and(eq(waybills.dispatchCenterId, 'dc-sh'), eq(waybills.status, 'E')))
      .limit(1);
    const assigned = await post(
      `/order/waybill/updateWaybillCarrier?ids=${waybill?.uuid}&carrierId=cr07`,
      dispatcher,
    );
    expect(assigned.body.msg).toBe('Carrier cr07 does not exist');
  });
});

describe('a carrier put in a data group', () => {
  it('is seen and offered to the group’s holders on their next call, and no longer once taken out', async () => {
    expect(await codes('/system/carrier/dropBox', dispatcher)).not.toContain('CR07');
    const bound = await post('/system/carrier/binding1', admin, {
      dataGroupId: 'dg-sh',
      carrierIds: ['cr07'],
    });
    expect(bound.body.code).toBe(0);
    expect(await codes('/system/carrier/dropBox', dispatcher)).toContain('CR07');
    expect((await get(`/system/transmeans/get/${hkVehicle}`, dispatcher)).body.code).toBe(0);
    const inGroup = await get<Option[]>('/system/carrier/selectDataGroupRefCarrier/dg-sh?pageSize=50', admin);
    expect(inGroup.body.data.map((c) => c.code)).toEqual(['CR01', 'CR02', 'CR03', 'CR07']);
    const groups = await get<{ code: string; carrierCount: number }[]>('/system/dataGroup/list', admin);
    expect(groups.body.data.find((g) => g.code === 'DG-SH')?.carrierCount).toBe(4);

    const unbound = await post('/system/carrier/unbinding1', admin, {
      dataGroupId: 'dg-sh',
      carrierIds: ['cr07'],
    });
    expect(unbound.body.code).toBe(0);
    expect(await codes('/system/carrier/dropBox', dispatcher)).not.toContain('CR07');
    const outside = await get<Option[]>(
      '/system/carrier/selectDataGroupNotRefCarrier/dg-sh?pageSize=50',
      admin,
    );
    expect(outside.body.data.map((c) => c.code)).toContain('CR07');
  });

  it('refuses bad input with translated messages, unknown groups and carriers as not found', async () => {
    const empty = await post('/system/carrier/binding1', admin, { dataGroupId: 'dg-sh', carrierIds: [] });
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).not.toBe('');
    const zh = await t.call('POST', '/api/system/carrier/binding1', {
      token: admin,
      lang: 'zh-CN',
      body: { dataGroupId: 'dg-sh' },
    });
    expect(zh.body.code).toBe(400);
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(
      (await post('/system/carrier/binding1', admin, { dataGroupId: 'dg-sh', carrierIds: ['no-such'] })).body
        .code,
    ).toBe(404);
    expect(
      (await post('/system/carrier/binding1', admin, { dataGroupId: 'no-such', carrierIds: ['cr07'] })).body
        .code,
    ).toBe(404);
    // A dispatcher may bind only carriers they see, into groups they hold: nobody hands out more.
    const notTheirs = await post('/system/carrier/binding1', dispatcher, {
      dataGroupId: 'dg-sh',
      carrierIds: ['cr07'],
    });
    expect(notTheirs.body.code).toBe(404);
    const otherGroup = await post('/system/carrier/binding1', dispatcher, {
      dataGroupId: 'dg-hk',
      carrierIds: ['cr01'],
    });
    expect(otherGroup.status).toBe(403);
    expect(await codes('/system/carrier/dropBox', await t.login('chan.taiman'))).toEqual(['CR07']);
  });
});
