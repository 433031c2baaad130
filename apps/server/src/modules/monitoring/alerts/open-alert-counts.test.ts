import type { Dashboard, WelcomeDay } from '@tms/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorStates, shipmentAlerts, shipments, vehicles } from '../../../db/schema';
import { formatDateTime } from '../../../platform/format-time';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { LiveShipment } from '../live/schemas';

/**
 * Every place that shows how many alerts (and ETA exceptions) are open shows the same number: the
 * header's bell, the alert count and the alert page's undealt list, the welcome page, the dashboard and
 * the data screen (one call, with and without a center), and the live board's rows and header.
 */
let t: TestApp;
let admin: string;
let zhang: string;
let trip: { shipmentId: string; deviceNo: string; lat: number; lon: number; lastTime: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
  const [row] = await t.database.db
    .select({
      shipmentId: shipments.uuid,
      deviceNo: vehicles.deviceNumber,
      lat: monitorStates.lastLat,
      lon: monitorStates.lastLon,
      lastTime: monitorStates.lastTime,
    })
    .from(shipments)
    .innerJoin(vehicles, eq(vehicles.uuid, shipments.vehicleId))
    .innerJoin(monitorStates, eq(monitorStates.shipmentId, shipments.uuid))
    .where(and(eq(shipments.dispatchCenterId, 'dc-sh'), eq(shipments.status, 'T')))
    .orderBy(asc(shipments.shipmentCode))
    .limit(1);
  if (!row?.deviceNo || row.lat === null || row.lon === null || row.lastTime === null)
    throw new Error('the demo has no Shanghai trip on the road with a reading');
  const { shipmentId, deviceNo, lat, lon } = row;
  trip = { shipmentId, deviceNo, lat, lon, lastTime: row.lastTime.getTime() };
});
afterAll(async () => {
  await t?.close();
});

type Counts = {
  bell: number;
  count: number;
  list: number;
  dashboard: number;
  dataScreen: number;
  welcome: number | null;
};

/** Every count of open alerts the caller sees, and every count of open ETA exceptions. */
async function countsOf(token: string): Promise<{ alerts: Counts; etas: Counts }> {
  const get = async <T>(url: string) => {
    const { body } = await t.call<T>('GET', url, { token });
    expect(body.code, `${url}: ${body.msg}`).toBe(0);
    return body;
  };
  const today = formatDateTime(new Date(), 'Asia/Shanghai').slice(0, 10);
  const sum = (byType: { count: number }[]) => byType.reduce((n, a) => n + a.count, 0);
  const bell = (await get<Record<string, number>>('/api/message/index/messageCount')).data;
  const count = (await get<Record<string, number>>('/api/shipment/shipmentAlert/count')).data;
  const list = await get<unknown[]>('/api/shipment/shipmentAlert/list?dealStatus=N&pageSize=1');
  const dashboard = (await get<Dashboard>(`/api/report/dashboard?beginDate=${today}&endDate=${today}`)).data;
  const centered = (
    await get<Dashboard>(`/api/report/dashboard?beginDate=${today}&endDate=${today}&dispatchCenterId=dc-sh`)
  ).data;
  const welcome = (await get<WelcomeDay>('/api/welcome/day')).data;
  const etaCount = (await get<number>('/api/shipment/exception/eta/count')).data;
  const etaList = await get<unknown[]>('/api/shipment/exception/eta/list?dealStatus=N&pageSize=1');
  return {
    alerts: {
      bell: bell.alert ?? -1,
      count: Object.values(count).reduce((n, v) => n + v, 0),
      list: list.total ?? -1,
      dashboard: sum(centered.openAlertsByType),
      dataScreen: sum(dashboard.openAlertsByType),
      welcome: welcome.alerts,
    },
    etas: {
      bell: bell.exceptionEta ?? -1,
      count: etaCount,
      list: etaList.total ?? -1,
      dashboard: centered.openExceptionEtas,
      dataScreen: dashboard.openExceptionEtas,
      welcome: welcome.exceptionEtas,
    },
  };
}

const allEqual = (counts: Counts) => {
  const values = Object.values(counts);
  expect(new Set(values), JSON.stringify(counts)).toEqual(new Set([values[0]]));
  return values[0] as number;
};

/** The live board: each row's open alerts are its undealt list's, and the header counts those rows. */
async function expectBoardAgrees(token: string) {
  const { body } = await t.call<LiveShipment[]>('GET', '/api/monitor/live/list', { token });
  expect(body.code, body.msg).toBe(0);
  expect(body.data.length).toBeGreaterThan(0);
  for (const row of body.data) {
    const undealt = await t.call<unknown[]>(
      'GET',
      `/api/shipment/shipmentAlert/list?shipmentId=${row.shipmentId}&dealStatus=N&pageSize=1`,
      { token },
    );
    expect(row.openAlerts, row.shipmentCode).toBe(undealt.body.total);
    expect(row.alertLevel === 'none', row.shipmentCode).toBe(row.openAlerts === 0);
  }
  return body.data;
}

describe('the count of open alerts', () => {
  it('is the same on every screen, before and after a reading raises one and after one is dealt with', async () => {
    const before = await countsOf(zhang);
    const open = allEqual(before.alerts);
    expect(open).toBeGreaterThan(0);
    // The demo's late run of yesterday left an ETA exception nobody has dealt with.
    expect(allEqual(before.etas)).toBeGreaterThan(0);
    await expectBoardAgrees(zhang);

    // Three minutes at 110 km/h where the vehicle was last seen, after the seed's last reading (the
    // evaluation takes a vehicle's readings in time order): the speed rule, 90 km/h for 2 minutes.
    const start = Math.max(Date.now() - 180_000, trip.lastTime + 30_000);
    const readings = Array.from({ length: 7 }, (_, i) => ({
      deviceNo: trip.deviceNo,
      time: start + i * 30_000,
      lat: trip.lat,
      lon: trip.lon,
      speed: 110,
      temps: [-20, 3],
    }));
    const sent = await t.call<{ accepted: number }>('POST', '/api/telemetry/readings', {
      token: admin,
      body: { readings },
    });
    expect(sent.body.data.accepted).toBe(readings.length);
    const raised = await countsOf(zhang);
    expect(allEqual(raised.alerts)).toBe(open + 1);
    const board = await expectBoardAgrees(zhang);
    expect(board.find((r) => r.shipmentId === trip.shipmentId)?.alertLevel).not.toBe('none');

    const [speeding] = await t.database.db
      .select({ id: shipmentAlerts.id })
      .from(shipmentAlerts)
      .where(and(eq(shipmentAlerts.shipmentId, trip.shipmentId), eq(shipmentAlerts.dealStatus, 'N')))
      .limit(1);
    const dealt = await t.call('POST', '/api/shipment/shipmentAlert/deal', {
      token: zhang,
      body: { id: speeding?.id, alertReason: '超速', alertRemark: '已提醒司机' },
    });
    expect(dealt.body.code, dealt.body.msg).toBe(0);
    expect(allEqual((await countsOf(zhang)).alerts)).toBe(open);
    await expectBoardAgrees(zhang);
  });
});
