import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorStates, shipments } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { insertAlerts } from '../index';
import type { LiveShipment } from './schemas';

let t: TestApp;
let zhang: string;
let chen: string;
let scheduler: string;
let shId: string;
let gzId: string;
const LAST = new Date('2030-01-02T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [sh] = await db
    .select({ uuid: shipments.uuid, code: shipments.shipmentCode })
    .from(shipments)
    .where(and(eq(shipments.dispatchCenterId, 'dc-sh'), eq(shipments.status, 'T')))
    .orderBy(asc(shipments.shipmentCode))
    .limit(1);
  const [gz] = await db
    .select({ uuid: shipments.uuid })
    .from(shipments)
    .where(eq(shipments.dispatchCenterId, 'dc-gz'))
    .orderBy(asc(shipments.shipmentCode))
    .limit(1);
  if (!sh || !gz) throw new Error('the demo seed has no in-transit dc-sh shipment or no dc-gz shipment');
  shId = sh.uuid;
  gzId = gz.uuid;
  await db.update(shipments).set({ status: 'T' }).where(eq(shipments.uuid, gzId));
  await db
    .insert(monitorStates)
    .values({
      shipmentId: shId,
      vehicleId: 'veh-live',
      state: {},
      lastTime: LAST,
      lastLat: 31.23,
      lastLon: 121.47,
      lastSpeedKmh: 52,
      lastTemps: [-20, 6.5, null, null],
      lastDoorOpen: false,
    })
    .onConflictDoUpdate({
      target: monitorStates.shipmentId,
      set: {
        lastTime: LAST,
        lastLat: 31.23,
        lastLon: 121.47,
        lastSpeedKmh: 52,
        lastTemps: [-20, 6.5, null, null],
      },
    });
  await insertAlerts(db, [
    {
      alertKey: `${shId}|live-test`,
      shipmentId: shId,
      shipmentCode: sh.code,
      alertType: 'temp',
      way: 2,
      level: 'serious',
      dispatchCenterId: 'dc-sh',
      startTime: LAST,
      createBy: 'test',
    },
  ]);
  zhang = await t.login('zhang.wei');
  chen = await t.login('chen.jie');
  scheduler = await t.login('wang.fang');
});
afterAll(async () => {
  await t.close();
});

const board = (token: string) => t.call<LiveShipment[]>('GET', '/api/monitor/live/list', { token });

describe('the live board', () => {
  it('lists the center\u2019s in-transit shipments with the last reading judged against the bands', async () => {
    const { body } = await board(zhang);
    expect(body.code, body.msg).toBe(0);
    const row = body.data.find((r) => r.shipmentId === shId);
    expect(row).toMatchObject({
      lastTime: LAST.getTime(),
      lat: 31.23,
      lon: 121.47,
      speedKmh: 52,
      // Compartment 1 frozen, compartment 2 chilled: the model's layers in order.
      temps: [-20, 6.5, null, null],
      tempsInBand: [true, false, null, null],
      bands: [{ min: -25, max: -18 }, { min: 0, max: 4 }, null, null],
      doorOpen: false,
      alertLevel: 'serious',
    });
    expect(row?.openAlerts).toBeGreaterThanOrEqual(1);
    expect(body.data.every((r) => r.dispatchCenterId === 'dc-sh')).toBe(true);
  });

  it('hides the shipments of other dispatch centers', async () => {
    expect((await board(zhang)).body.data.map((r) => r.shipmentId)).not.toContain(gzId);
    const gz = await board(chen);
    expect(gz.body.data.map((r) => r.shipmentId)).toContain(gzId);
    expect(gz.body.data.map((r) => r.shipmentId)).not.toContain(shId);
  });

  it('is refused without the board\u2019s permission', async () => {
    expect((await board(scheduler)).status).toBe(403);
  });
});
