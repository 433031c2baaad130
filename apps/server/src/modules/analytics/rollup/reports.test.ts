import { type Dashboard, dashboardSchema, type ShipmentReport, shipmentReportSchema } from '@tms/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exceptionEtas, shipmentAlerts, shipmentStops, shipments } from '../../../db/schema';
import { rowsOf } from '../../../platform/db';
import { at, insertModels, insertStations, insertWaybill, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

const DAY = '2030-06-03';
const NEXT = '2030-06-04';
const RANGE = 'beginDate=2030-06-01&endDate=2030-06-05';

let t: TestApp;
let admin: string;
let zhang: string; // dispatcher, Shanghai only
let chen: string; // dispatcher, Guangzhou only
let client: string;

const report = async (token: string, query: string, lang?: string) =>
  t.call<ShipmentReport>('GET', `/api/shipment/shipment/selectShipmentReport?${query}`, { token, lang });
const dashboard = async (token: string, query: string, lang?: string) =>
  t.call<Dashboard>('GET', `/api/report/dashboard?${query}`, { token, lang });
const refresh = async (beginDate: string, endDate: string) => {
  const { body } = await t.call<{ shipments: number; days: number }>('POST', '/api/report/rollup/refresh', {
    token: admin,
    body: { beginDate, endDate },
  });
  expect(body.code, body.msg).toBe(0);
  return body.data;
};

const head = (uuid: string, over: Partial<typeof shipments.$inferInsert>) => ({
  uuid,
  shipmentCode: uuid.toUpperCase(),
  dispatchCenterId: 'dc-sh',
  status: 'F',
  stationNum: 2,
  etd: at('06:00'),
  eta: at('12:00'),
  createBy: 'test',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
  chen = await t.login('chen.jie');
  const db = t.database.db;
  client = await shClient(db);
  const S = await insertStations(db, 'rp', client);
  const M = await insertModels(db, 'rp');
  await db.insert(shipments).values([
    head('rp-a', {
      lineType: '1',
      vehicleMainModelId: M.COLD,
      totalWeight: '100.5',
      totalVolume: '2',
      totalPallets: '2',
      expectedMileage: '50',
      actualMileage: '60',
      expectedHours: '2',
      actualHours: '2.5',
    }),
    head('rp-b', {
      status: 'T',
      lineType: '2',
      totalWeight: '0.2',
      totalVolume: '1',
      totalPallets: '1',
      expectedMileage: '40',
      expectedHours: '1.5',
    }),
    head('rp-gz', { dispatchCenterId: 'dc-gz', status: 'T', totalWeight: '7', expectedMileage: '9' }),
    head('rp-next', { etd: at('06:00', NEXT), eta: at('12:00', NEXT), totalWeight: '3' }),
  ]);
  await insertWaybill(db, 'RP-A1', S.P1, S.D1, { clientId: client, shipmentId: 'rp-a', status: 'S' });
  await insertWaybill(db, 'RP-A2', S.P1, S.NW, { clientId: client, shipmentId: 'rp-a', status: 'S' });
  await insertWaybill(db, 'RP-B1', S.P1, S.D1, { clientId: client, shipmentId: 'rp-b', status: 'S' });
  await db.insert(shipmentStops).values([
    { shipmentId: 'rp-a', stationId: S.P1, sequence: 1, type: 'P', eta: at('06:00'), ata: at('06:00') },
    // Open all day: arriving at 09:50 for a 10:00 plan is on time.
    { shipmentId: 'rp-a', stationId: S.D1, sequence: 2, type: 'D', eta: at('10:00'), ata: at('09:50') },
    // Its window closes at 09:00: arriving at 09:30 is late although the plan said 08:30.
    { shipmentId: 'rp-a', stationId: S.NW, sequence: 3, type: 'D', eta: at('08:30'), ata: at('09:30') },
    // Not arrived yet: not judged.
    { shipmentId: 'rp-b', stationId: S.D1, sequence: 1, type: 'D', eta: at('10:00') },
  ]);
  const start = new Date('2030-06-03T02:00:00Z');
  await db.insert(shipmentAlerts).values([
    {
      alertKey: 'rp-b|temp',
      shipmentId: 'rp-b',
      alertType: 'temp',
      level: 'slight',
      dispatchCenterId: 'dc-sh',
      startTime: start,
    },
    {
      alertKey: 'rp-b|speed',
      shipmentId: 'rp-b',
      alertType: 'speed',
      level: 'slight',
      dispatchCenterId: 'dc-sh',
      startTime: start,
      endTime: start,
      dealStatus: 'Y',
      dealTime: new Date(start.getTime() + 30 * 60_000),
    },
  ]);
  await db.insert(exceptionEtas).values({
    shipmentId: 'rp-b',
    dispatchCenterId: 'dc-sh',
    predictedEta: new Date('2030-06-03T03:00:00Z'),
    lateMinutes: 20,
  });
  await refresh('2030-06-01', '2030-06-05');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /shipment/shipment/selectShipmentReport', () => {
  it("a day's figures equal the sums of that day's shipments", async () => {
    const { body } = await report(admin, `${RANGE}&dispatchCenterId=dc-sh&groupBy=day`);
    expect(body.code, body.msg).toBe(0);
    shipmentReportSchema.parse(body.data);
    const [sums] = rowsOf<Record<string, string>>(
      await t.database.db.execute(sql`
        select count(*)::text as shipments, sum(total_weight)::text as weight, sum(total_volume)::text as volume,
          sum(total_pallets)::text as pallets, sum(expected_mileage)::text as km
        from shipment_shipment where del_flag = '0' and dispatch_center_id = 'dc-sh' and etd::date = ${DAY}::date`),
    );
    const day = body.data.rows.find((r) => r.groupKey === DAY);
    expect(day?.shipments).toBe(Number(sums?.shipments));
    expect(Number(day?.weight)).toBe(Number(sums?.weight));
    expect(day?.weight).toBe('100.700');
    expect(Number(day?.volume)).toBe(Number(sums?.volume));
    expect(Number(day?.pallets)).toBe(Number(sums?.pallets));
    expect(Number(day?.plannedKm)).toBe(Number(sums?.km));
    expect(day?.actualKm).toBe('60.000');
    expect(day?.waybills).toBe(3);
    // Two stops on time of three judged (the window's end counts, not the plan; a stop not reached is not judged).
    expect([day?.stopsOnTime, day?.stopsDue, day?.onTimeRate]).toEqual([2, 3, 0.6667]);
    expect([day?.alerts, day?.etaExceptions]).toEqual([2, 1]);
    // The total is over every filtered shipment of the range (the next day's too).
    expect(body.data.total.shipments).toBe(3);
    expect(body.data.total.weight).toBe('103.700');
    expect(body.data.alertsByType).toEqual([
      { alertType: 'speed', alerts: 1, handled: 1, meanHandleMinutes: 30 },
      { alertType: 'temp', alerts: 1, handled: 0, meanHandleMinutes: null },
    ]);
  });

  it('the daily tables and the per-shipment facts give the same figures (by day and by client)', async () => {
    const byDay = await report(admin, `${RANGE}&dispatchCenterId=dc-sh&groupBy=day`);
    const byClient = await report(admin, `${RANGE}&dispatchCenterId=dc-sh&groupBy=client`);
    expect(byClient.body.data.total).toEqual(byDay.body.data.total);
    expect(byClient.body.data.alertsByType).toEqual(byDay.body.data.alertsByType);
    // The next day's shipment carries no waybill, so no client: its own group ''.
    expect(byClient.body.data.rows.map((r) => [r.groupKey, r.shipments])).toEqual([
      ['', 1],
      [client, 2],
    ]);
    const oneClient = await report(admin, `${RANGE}&dispatchCenterId=dc-sh&clientId=${client}`);
    expect(oneClient.body.data.total.weight).toBe('100.700');
  });

  it('groups by line type and filters by it', async () => {
    const { body } = await report(admin, `${RANGE}&dispatchCenterId=dc-sh&groupBy=lineType&lineType=2`);
    expect(body.data.rows.map((r) => [r.groupKey, r.shipments, r.weight])).toEqual([['2', 1, '0.200']]);
  });

  it('a dispatcher sees only the centers they cover, and is refused another', async () => {
    const sh = await report(zhang, `${RANGE}&groupBy=dispatchCenter`);
    expect(sh.body.code, sh.body.msg).toBe(0);
    expect(sh.body.data.rows.map((r) => r.groupKey)).toEqual(['dc-sh']);
    const gz = await report(chen, `${RANGE}&groupBy=dispatchCenter`);
    expect(gz.body.data.rows.map((r) => [r.groupKey, r.shipments])).toEqual([['dc-gz', 1]]);
    const refused = await report(zhang, `${RANGE}&dispatchCenterId=dc-gz`);
    expect(refused.status).toBe(403);
  });

  it('refuses an end before the beginning, and a range too long, in the caller language', async () => {
    const before = await report(admin, 'beginDate=2030-06-05&endDate=2030-06-01', 'en-US');
    expect(before.body.code).not.toBe(0);
    expect(before.body.msg).toBe('The end date may not be before the begin date');
    const long = await dashboard(admin, 'beginDate=2030-01-01&endDate=2031-06-01', 'zh-CN');
    expect(long.body.code).not.toBe(0);
    expect(long.body.msg).toBe('日期范围最多 366 天');
    const missing = await report(admin, 'beginDate=2030-06-05');
    expect(missing.body.code).not.toBe(0);
  });
});

describe('GET /report/dashboard', () => {
  it('answers the KPI tiles and one point per day of the range', async () => {
    const { body } = await dashboard(admin, `${RANGE}&dispatchCenterId=dc-sh`);
    expect(body.code, body.msg).toBe(0);
    const d = dashboardSchema.parse(body.data);
    expect(d.daily.map((p) => p.day)).toEqual(['2030-06-01', '2030-06-02', DAY, NEXT, '2030-06-05']);
    expect(d.daily.find((p) => p.day === DAY)).toEqual({
      day: DAY,
      shipments: 2,
      onTimeRate: 0.6667,
      tempComplianceRate: null,
      km: 100,
    });
    expect(d.shipments).toBe(3);
    expect(d.waybills).toBe(3);
    // Actual km where known (60), else planned (40), plus the next day's shipment without any (0), over 3 waybills.
    expect(d.kmPerWaybill).toBe(33.33);
    // Open alerts are live and in the caller's scope: the figures of the alert count (the bell's),
    // the undealt temperature alert among them, the dealt speed alert not.
    const counts = await t.call<Record<string, number>>('GET', '/api/shipment/shipmentAlert/count', {
      token: admin,
    });
    expect(d.openAlertsByType).toEqual(
      Object.entries(counts.body.data)
        .filter(([, count]) => count > 0)
        .map(([alertType, count]) => ({ alertType, count })),
    );
    expect(d.openAlertsByType.find((a) => a.alertType === 'temp')?.count).toBeGreaterThanOrEqual(1);
    expect(d.exceptions).toBe(1);
    // The cold model gives each of its two layers 25 m³; two frozen waybill lines of 1 m³ each.
    expect(d.loadFactorByLayer).toEqual([
      { tempLayer: 'CHILLED', loadFactor: 0 },
      { tempLayer: 'FROZEN', loadFactor: 0.08 },
    ]);
    expect(d.inTransit).toBeGreaterThanOrEqual(1);
  });

  it("a dispatcher's dashboard covers only their centers", async () => {
    const { body } = await dashboard(chen, RANGE);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.shipments).toBe(1);
    expect((await dashboard(chen, `${RANGE}&dispatchCenterId=dc-sh`)).status).toBe(403);
  });
});

describe('POST /report/rollup/refresh', () => {
  it('is idempotent and drops a shipment removed since', async () => {
    const first = await report(admin, `${RANGE}&groupBy=day`);
    await refresh('2030-06-01', '2030-06-05');
    const again = await report(admin, `${RANGE}&groupBy=day`);
    expect(again.body.data).toEqual(first.body.data);
    await t.database.db.execute(sql`update shipment_shipment set del_flag = '1' where uuid = 'rp-next'`);
    await refresh(NEXT, NEXT);
    const after = await report(admin, `${RANGE}&groupBy=day`);
    expect(after.body.data.rows.find((r) => r.groupKey === NEXT)).toBeUndefined();
    expect(after.body.data.rows.find((r) => r.groupKey === DAY)).toEqual(
      first.body.data.rows.find((r) => r.groupKey === DAY),
    );
  });
});
