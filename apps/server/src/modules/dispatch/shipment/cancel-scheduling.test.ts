import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, operLogs, outboxEvents, shipmentLogs, shipments, vehicles } from '../../../db/schema';
import { insertCarrier, insertDrivers, readyVehicle } from '../../../test/fixtures/fleet';
import {
  at,
  CENTER,
  insertModels,
  insertStations,
  insertWaybill,
  shClient,
} from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
/** The scheduler schedules and cancels a schedule (the demo's wang.fang, Shanghai). */
let scheduler: string;
let client: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let n = 0;

async function shipment(status: string) {
  n += 1;
  const code = `CS${String(n).padStart(4, '0')}`;
  const uuid = `sh-${code.toLowerCase()}`;
  await t.database.db.insert(shipments).values({
    uuid,
    shipmentCode: code,
    status,
    dispatchCenterId: CENTER,
    stationNum: 2,
    eta: at('10:00'),
    totalWeight: '100',
    totalVolume: '1',
  });
  await insertWaybill(t.database.db, `W${code}`, S.P1, S.D1, {
    clientId: client,
    status: 'S',
    shipmentId: uuid,
  });
  return { uuid, code };
}
const post = (path: string, body: unknown) =>
  t.call<unknown>('POST', `/api/shipment/shipment/${path}`, { token: scheduler, lang: 'en-US', body });
const rowOf = async (uuid: string) =>
  (await t.database.db.select().from(shipments).where(eq(shipments.uuid, uuid)))[0];
const assignment = {
  carrierId: 'cs-car',
  vehicleId: 'cs-veh',
  mainDriverId: 'cs-drv',
  coDriverId: 'cs-drv2',
};

beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.login('wang.fang');
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'cs', client);
  const M = await insertModels(t.database.db, 'cs');
  const db = t.database.db;
  await insertCarrier(db, 'cs-car');
  await insertDrivers(db, 'cs-car', [
    ['cs-drv', 'Wang Main'],
    ['cs-drv2', 'Li Co'],
  ]);
  await db.insert(vehicles).values(
    readyVehicle({
      uuid: 'cs-veh',
      carrierId: 'cs-car',
      code: 'CS-V1',
      plateNumber: '沪C00001',
      vehicleModelId: M.COLD,
    }),
  );
});
afterAll(async () => {
  await t.close();
});

describe('cancel scheduling', () => {
  it('takes a scheduled shipment back to effective and clears everything scheduling wrote', async () => {
    const s = await shipment('E');
    expect((await post('scheduling', { ids: [s.uuid], ...assignment, trailerNo: 'TR1' })).body.code).toBe(0);
    expect(await rowOf(s.uuid)).toMatchObject({ status: 'D', frontPlate: '沪C00001', trailerNo: 'TR1' });

    const res = await post('cancelScheduling', { ids: [s.uuid], remark: 'wrong truck' });
    expect(res.body.code).toBe(0);
    expect(await rowOf(s.uuid)).toMatchObject({
      status: 'E',
      carrierId: null,
      realCarrierId: null,
      vehicleId: null,
      frontPlate: null,
      frontModel: null,
      actualModelId: null,
      mainDriverId: null,
      mainDriverName: null,
      mainDriverMobile: null,
      coDriverId: null,
      coDriverName: null,
      coDriverMobile: null,
      trailerNo: null,
    });
    const logs = await t.database.db
      .select()
      .from(shipmentLogs)
      .where(and(eq(shipmentLogs.shipmentId, s.uuid), eq(shipmentLogs.action, 'cancelScheduling')));
    expect(logs).toEqual([
      expect.objectContaining({
        fromStatus: 'D',
        toStatus: 'E',
        remark: 'wrong truck',
        createBy: 'wang.fang',
      }),
    ]);
    const events = (await t.database.db.select().from(outboxEvents)).filter(
      (e) =>
        e.type === 'shipment.transitioned' &&
        e.payload.shipmentId === s.uuid &&
        e.payload.action === 'cancelScheduling',
    );
    expect(events).toHaveLength(1);
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(operLogs)
              .where(like(operLogs.operUrl, '%/shipment/shipment/cancelScheduling%'))
          ).length,
        { timeout: 5_000, interval: 50 },
      )
      .toBeGreaterThan(0);
  });

  it('frees the vehicle: another shipment can be scheduled with it at once', async () => {
    const a = await shipment('E');
    const b = await shipment('E');
    expect((await post('scheduling', { ids: [a.uuid], ...assignment })).body.code).toBe(0);
    expect((await post('scheduling', { ids: [b.uuid], ...assignment })).body.code).toBe(500);
    expect((await post('cancelScheduling', { ids: [a.uuid] })).body.code).toBe(0);
    expect((await post('scheduling', { ids: [b.uuid], ...assignment })).body.code).toBe(0);
    await post('cancelScheduling', { ids: [b.uuid] });
  });

  it('works from rejected, and refuses applied or effective shipments with the translated message, all or none', async () => {
    const rejected = await shipment('R');
    expect((await post('cancelScheduling', { ids: [rejected.uuid] })).body.code).toBe(0);
    expect((await rowOf(rejected.uuid))?.status).toBe('E');

    const scheduled = await shipment('D');
    const applied = await shipment('A');
    const refused = await post('cancelScheduling', { ids: [scheduled.uuid, applied.uuid] });
    expect(refused.body.code).toBe(500);
    expect(refused.body.msg).toBe(
      `Scheduling can be cancelled only on scheduled or rejected dispatch orders (${applied.code})`,
    );
    expect((await rowOf(scheduled.uuid))?.status).toBe('D');
    const zh = await t.call('POST', '/api/shipment/shipment/cancelScheduling', {
      token: scheduler,
      lang: 'zh-CN',
      body: { ids: [applied.uuid] },
    });
    expect(zh.body.msg).toContain('只有已调度或已驳回的调度单才能取消调度');
  });

  it('is a button of the shipment menu', async () => {
    const [button] = await t.database.db
      .select()
      .from(menus)
      .where(eq(menus.perms, 'shipment:shipment:cancelScheduling'));
    expect(button).toMatchObject({ menuType: 'F' });
  });
});
