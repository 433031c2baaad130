import { isReadPermission } from '@tms/domain';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, roles, shipments, waybills } from '../../../db/schema';
import { invalidateCallers } from '../../../platform/auth/revocation';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let auditor: string;
let carrier: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [auditor, carrier, admin] = await Promise.all([
    t.login('auditor'),
    t.login('zhou.carrier'),
    t.login('admin'),
  ]);
  // The demo schedules Shanghai shipments with CR01; one more is subcontracted to it (real carrier).
  const [open] = await t.database.db
    .select({ uuid: shipments.uuid })
    .from(shipments)
    .where(sql`${shipments.dispatchCenterId} = 'dc-sh' and ${shipments.carrierId} is null`)
    .orderBy(shipments.uuid)
    .limit(1);
  await t.database.db
    .update(shipments)
    .set({ carrierId: 'cr02', realCarrierId: 'cr01' })
    .where(eq(shipments.uuid, open?.uuid ?? ''));
});
afterAll(async () => {
  await t.close();
});

type Info = { buttons: string[] };
type Page<T> = { code: number; msg: string; data: T[]; total?: number };

/** Calls a user may make on their own account whatever their role (they change nobody else's data). */
const SELF_SERVICE = new Set([
  'POST /api/auth/logout',
  'POST /api/system/user/profile/update',
  'POST /api/system/user/profile/updatePwd',
  'POST /api/system/col/set/saveList',
  'POST /api/system/savedView/save',
  'POST /api/system/savedView/remove/{id}',
  // Marking one's own inbox messages read, as reading one does.
  'POST /api/message/inbox/batchRead',
  // Every signed-in user may send an opinion or suggestion about the system itself.
  'POST /api/system/opinion/submit',
]);

describe('the read-only role', () => {
  it('holds only keys that read', async () => {
    const { body } = await t.call<Info>('GET', '/api/system/user/info', { token: auditor });
    expect(body.data.buttons.length).toBeGreaterThan(20);
    expect(body.data.buttons.filter((key) => !isReadPermission(key))).toEqual([]);
  });

  it('is refused every operation of the OpenAPI document that changes data', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const access = new Map(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r]));
    const walked: string[] = [];
    const allowed: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        const route = access.get(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
        expect(route, `${method} ${path} is in the route catalog`).toBeDefined();
        if (!route || route.readOnly || route.public || SELF_SERVICE.has(`${method} ${path}`)) continue;
        walked.push(`${method} ${path}`);
        const response = await t.app.inject({
          method: method as 'POST',
          url: path.replace(/\{\w+\}/g, '1'),
          headers: { authorization: `Bearer ${auditor}` },
          payload: {},
        });
        if (response.statusCode !== 403) allowed.push(`${method} ${path} -> ${response.statusCode}`);
      }
    }
    expect(walked.length).toBeGreaterThan(200);
    expect(allowed).toEqual([]);
  });

  it('still reads shipments, waybills and stations', async () => {
    for (const url of [
      '/api/shipment/shipment/selectPage?pageNum=1&pageSize=5',
      '/api/order/waybill/list?pageNum=1&pageSize=5',
      '/api/system/station/list?pageNum=1&pageSize=5',
    ]) {
      const { status, body } = await t.call('GET', url, { token: auditor });
      expect(status, url).toBe(200);
      expect(body.code, url).toBe(0);
    }
  });
});

describe('the dispatcher and the scheduler', () => {
  const buttonsOf = async (userName: string) =>
    (await t.call<Info>('GET', '/api/system/user/info', { token: await t.login(userName) })).body.data
      .buttons;

  it('the scheduler holds the scheduling steps and the list, not approval, the operator steps or the road', async () => {
    const buttons = await buttonsOf('wang.fang');
    for (const key of ['list', 'query', 'schedule', 'cancelScheduling', 'apply', 'print', 'export']) {
      expect(buttons).toContain(`shipment:shipment:${key}`);
    }
    for (const key of ['examine', 'operate', 'ship', 'finish', 'remove']) {
      expect(buttons).not.toContain(`shipment:shipment:${key}`);
    }
    expect(buttons).not.toContain('order:lineAdjust:submit');
  });

  it('the dispatcher submits lines, makes shipments effective, approves and runs the road for carriers without staff; schedules not', async () => {
    const buttons = await buttonsOf('zhang.wei');
    for (const key of ['order:lineAdjust:submit', 'shipment:shipment:operate', 'shipment:shipment:examine']) {
      expect(buttons).toContain(key);
    }
    for (const key of ['schedule', 'cancelScheduling', 'apply']) {
      expect(buttons).not.toContain(`shipment:shipment:${key}`);
    }
    for (const key of ['shipment:shipment:ship', 'shipment:shipment:finish', 'shipment:epod:edit']) {
      expect(buttons).toContain(key);
    }
    expect(buttons).toContain('shipment:epod:audit');
    expect(buttons).toContain('system:dataScreen:list');
  });
});

describe('carrier staff', () => {
  it('see the shipments given to their carrier and no other', async () => {
    const { body } = await t.call<{ uuid: string }[]>(
      'GET',
      '/api/shipment/shipment/selectPage?pageNum=1&pageSize=100',
      {
        token: carrier,
      },
    );
    expect(body.code).toBe(0);
    const seen = body.data.map((r) => r.uuid);
    const ofCr01 = await t.database.db
      .select({ uuid: shipments.uuid })
      .from(shipments)
      .where(
        sql`${shipments.dispatchCenterId} = 'dc-sh' and ${shipments.delFlag} = '0'
          and (${shipments.carrierId} = 'cr01' or ${shipments.realCarrierId} = 'cr01')`,
      );
    expect(ofCr01.length).toBeGreaterThan(0);
    expect(seen.sort()).toEqual(ofCr01.map((r) => r.uuid).sort());
    const all = await t.call<unknown[]>('GET', '/api/shipment/shipment/selectPage?pageNum=1&pageSize=5', {
      token: admin,
    });
    expect(all.body.total ?? 0).toBeGreaterThan(seen.length);
  });

  it('are refused a shipment of no carrier of theirs', async () => {
    const [other] = await t.database.db
      .select({ uuid: shipments.uuid })
      .from(shipments)
      .where(sql`${shipments.dispatchCenterId} = 'dc-sh' and ${shipments.carrierId} is null`)
      .limit(1);
    expect(other).toBeDefined();
    const { status, body } = await t.call('GET', `/api/shipment/shipment/get/${other?.uuid}`, {
      token: carrier,
    });
    expect(status).toBe(403);
    expect(body.code).toBe(403);
  });

  it('see the waybills riding on their shipments or assigned to their carrier, and no other', async () => {
    const cr01Shipments = (
      await t.database.db
        .select({ uuid: shipments.uuid })
        .from(shipments)
        .where(
          sql`(${shipments.carrierId} = 'cr01' or ${shipments.realCarrierId} = 'cr01') and ${shipments.dispatchCenterId} = 'dc-sh'`,
        )
    ).map((r) => r.uuid);
    // One more waybill, not on a shipment, assigned to CR01 directly.
    const [assigned] = await t.database.db
      .select({ uuid: waybills.uuid })
      .from(waybills)
      .where(sql`${waybills.dispatchCenterId} = 'dc-sh' and ${waybills.shipmentId} is null`)
      .limit(1);
    await t.database.db
      .update(waybills)
      .set({ carrierId: 'cr01' })
      .where(eq(waybills.uuid, assigned?.uuid ?? ''));
    const { body } = (await t.call('GET', '/api/order/waybill/list?pageNum=1&pageSize=200', {
      token: carrier,
    })) as { body: Page<{ uuid: string; shipmentId: string | null; carrierId: string | null }> };
    expect(body.code).toBe(0);
    const expected = await t.database.db
      .select({ uuid: waybills.uuid })
      .from(waybills)
      .where(
        sql`${waybills.dispatchCenterId} = 'dc-sh' and ${waybills.delFlag} = '0' and (${waybills.carrierId} = 'cr01'
          or ${inArray(waybills.shipmentId, cr01Shipments.length ? cr01Shipments : ['-'])})`,
      );
    expect(body.data.map((r) => r.uuid).sort()).toEqual(expected.map((r) => r.uuid).sort());
    expect(body.data.map((r) => r.uuid)).toContain(assigned?.uuid);
    const others = await t.database.db
      .select({ n: sql<number>`count(*)` })
      .from(waybills)
      .where(isNotNull(waybills.uuid));
    expect(Number(others[0]?.n)).toBeGreaterThan(body.data.length);
  });

  it('may neither create nor import waybills', async () => {
    for (const url of [
      '/api/order/waybill/save',
      '/api/order/waybill/importData',
      '/api/order/waybill/waybillConfirmation',
    ]) {
      const { status } = await t.call('POST', url, { token: carrier, body: {} });
      expect(status, url).toBe(403);
    }
  });

  it('hold the road steps (ship, finish, receipts) and not scheduling, the operator steps or approval', async () => {
    const { body } = await t.call<Info>('GET', '/api/system/user/info', { token: carrier });
    for (const key of ['ship', 'finish', 'list', 'print', 'annex']) {
      expect(body.data.buttons).toContain(`shipment:shipment:${key}`);
    }
    expect(body.data.buttons).toContain('shipment:epod:edit');
    for (const key of [
      'shipment:shipment:schedule',
      'shipment:shipment:cancelScheduling',
      'shipment:shipment:apply',
      'shipment:shipment:operate',
      'shipment:shipment:examine',
      'order:waybill:add',
      'order:waybill:import',
    ]) {
      expect(body.data.buttons).not.toContain(key);
    }
    for (const path of ['effect', 'scheduling', 'apply', 'examine', 'cancel', 'changeCarrier']) {
      const { status } = await t.call('POST', `/api/shipment/shipment/${path}`, {
        token: carrier,
        body: { ids: ['x'] },
      });
      expect(status, path).toBe(403);
    }
  });

  it('given the schedule key, schedule with their own fleet only: another carrier’s is not found', async () => {
    // A company that lets its carriers' staff schedule grants them the key; their fleet stays their own.
    const [role] = await t.database.db.select().from(roles).where(eq(roles.roleKey, 'carrier'));
    const [button] = await t.database.db
      .select()
      .from(menus)
      .where(eq(menus.perms, 'shipment:shipment:schedule'));
    await t.database.db.insert(roleMenus).values({ roleId: role?.id ?? 0, menuId: button?.id ?? 0 });
    await invalidateCallers();
    // An effective Shanghai shipment given to CR01, with no goods yet (any vehicle fits it).
    await t.database.db.insert(shipments).values({
      uuid: 'sh-cr01-e',
      shipmentCode: 'CR01E',
      status: 'E',
      dispatchCenterId: 'dc-sh',
      carrierId: 'cr01',
    });
    const ofCarrier = async (table: 'transmeans' | 'driver', carrierId: string) =>
      (
        await t.call<{ uuid: string }[]>('GET', `/api/system/${table}/dropBox?carrierId=${carrierId}`, {
          token: admin,
        })
      ).body.data.map((r) => r.uuid);
    const busy = new Set(
      (await t.database.db.select({ v: shipments.vehicleId }).from(shipments)).map((r) => r.v),
    );
    const [ownVehicle] = (await ofCarrier('transmeans', 'cr01')).filter((v) => !busy.has(v));
    const [otherVehicle] = (await ofCarrier('transmeans', 'cr02')).filter((v) => !busy.has(v));
    const [ownDriver] = await ofCarrier('driver', 'cr01');
    const [otherDriver] = await ofCarrier('driver', 'cr02');
    const schedule = (body: Record<string, unknown>) =>
      t.call('POST', '/api/shipment/shipment/scheduling', {
        token: carrier,
        lang: 'en-US',
        body: {
          ids: ['sh-cr01-e'],
          carrierId: 'cr01',
          vehicleId: ownVehicle,
          mainDriverId: ownDriver,
          ...body,
        },
      });
    const code = async (body: Record<string, unknown>) => (await schedule(body)).body.code;
    expect(await code({ carrierId: 'cr02', vehicleId: otherVehicle, mainDriverId: otherDriver })).toBe(404);
    expect(await code({ vehicleId: otherVehicle })).toBe(404);
    expect(await code({ mainDriverId: otherDriver })).toBe(404);
    const done = await schedule({});
    expect(done.body.msg).toBe('');
  });
});
