import type { ShipmentAlertRow } from '@tms/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentAlertLogs } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { insertAlerts, type NewAlert } from '../index';
import { grantMonitoring } from '../test-support/grant';

let t: TestApp;
let admin: string;
let zhang: string;
let chen: string;
const ids: Record<string, number> = {};

const alert = (over: Partial<NewAlert> & { alertKey: string }): NewAlert => ({
  shipmentId: 'sh-test-1',
  shipmentCode: 'SHTEST0001',
  alertType: 'temp',
  level: 'slight',
  dispatchCenterId: 'dc-sh',
  carrierId: 'cr-test',
  alertContent: 'Compartment 1 at 9 °C, above the maximum of 4 °C',
  startTime: new Date('2030-01-02T02:00:00Z'),
  carrierName: 'Test carrier',
  vehicleIdMainNumberPlates: '沪A12345',
  driverName: 'Driver',
  driverMobile: '13800000000',
  createBy: 'test',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  await grantMonitoring(t.database.db, 'dispatcher');
  const made = await insertAlerts(t.database.db, [
    alert({ alertKey: 'a-temp' }),
    alert({
      alertKey: 'a-speed',
      alertType: 'speed',
      level: 'serious',
      startTime: new Date('2030-01-03T02:00:00Z'),
    }),
    alert({
      alertKey: 'a-stop',
      alertType: 'stop',
      dealStatus: 'Y',
      alertReason: 'traffic',
      alertRemark: 'ok',
    }),
    alert({
      alertKey: 'a-gz',
      shipmentId: 'sh-test-gz',
      shipmentCode: 'GZTEST0001',
      dispatchCenterId: 'dc-gz',
      carrierId: 'cr-gz',
    }),
  ]);
  ['temp', 'speed', 'stop', 'gz'].forEach((k, i) => {
    ids[k] = made[i] as number;
  });
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
  chen = await t.login('chen.jie');
});
afterAll(async () => {
  await t.close();
});

const list = (query: string, token = zhang) =>
  t.call<ShipmentAlertRow[]>('GET', `/api/shipment/shipmentAlert/list?${query}`, { token, lang: 'en-US' });
const deal = (body: Record<string, unknown>, token = zhang) =>
  t.call<{ code: number; msg: string } & { field: string; key: string }[]>(
    'POST',
    '/api/shipment/shipmentAlert/deal',
    { token, body, lang: 'en-US' },
  );

describe('the alert list', () => {
  it('shows the session center\u2019s alerts, newest first, with the spec\u2019s fields', async () => {
    const { body } = await list('shipmentCode=TEST');
    expect(body.code).toBe(0);
    expect(body.data.map((r) => r.id)).toEqual([ids.speed, ids.temp, ids.stop]);
    expect(body.total).toBe(3);
    expect(body.data[0]).toMatchObject({
      alertType: 'speed',
      level: 'serious',
      shipmentId: 'sh-test-1',
      shipmentCode: 'SHTEST0001',
      carrierName: 'Test carrier',
      vehicleIdMainNumberPlates: '沪A12345',
      field1: 'N',
      dealStatus: 'N',
      endTime: null,
    });
    expect(body.data[0]?.startTime).toMatch(/^2030-01-03 \d{2}:00:00$/);
    const gz = await list('shipmentCode=TEST', chen);
    expect(gz.body.data.map((r) => r.id)).toEqual([ids.gz]);
  });

  it('filters by types, level, handling status, carrier and start time', async () => {
    const types = await list('alertTypes=temp,speed&shipmentCode=TEST');
    expect(types.body.data.map((r) => r.alertType).sort()).toEqual(['speed', 'temp']);
    expect((await list('level=serious&shipmentCode=TEST')).body.data.map((r) => r.id)).toEqual([ids.speed]);
    expect((await list('dealStatus=Y&shipmentCode=TEST')).body.data.map((r) => r.id)).toEqual([ids.stop]);
    expect((await list('carrierId=cr-gz&shipmentCode=TEST')).body.data).toEqual([]);
    const day = await list('beginTime=2030-01-03&endTime=2030-01-03&shipmentCode=TEST');
    expect(day.body.data.map((r) => r.id)).toEqual([ids.speed]);
    expect((await list('alertTypes=rain')).body.code).toBe(400);
    expect((await list('beginTime=2030-13-45')).body.code).toBe(400);
  });
});

describe('dealing with an alert', () => {
  it('requires a reason and a remark of at most 800 characters', async () => {
    const none = await deal({ id: ids.temp });
    expect(none.body.code).toBe(500);
    expect(none.body.msg).toBe('Required!');
    expect(none.body.data.map((p) => p.field)).toEqual(['alertReason', 'alertRemark']);
    const long = await deal({ id: ids.temp, alertReason: 'door', alertRemark: 'x'.repeat(801) });
    expect(long.body.msg).toBe('Too long (at most 800 characters)');
    expect(long.body.data).toEqual([
      expect.objectContaining({ field: 'alertRemark', key: 'common.tooLong' }),
    ]);
  });

  it('writes the handling and its log, answering code and msg in data', async () => {
    const done = await deal({ id: ids.temp, alertReason: 'door', alertRemark: 'Driver closed the door' });
    expect(done.body).toMatchObject({ code: 0, data: { code: 0, msg: 'Operation succeeded' } });
    const { body } = await list('dealStatus=Y&shipmentCode=TEST');
    const row = body.data.find((r) => r.id === ids.temp);
    expect(row).toMatchObject({
      dealStatus: 'Y',
      alertReason: 'door',
      alertRemark: 'Driver closed the door',
    });
    expect(row?.dealBy).toBe('zhang.wei');
    expect(row?.dealTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const logs = await t.database.db
      .select({ action: shipmentAlertLogs.action })
      .from(shipmentAlertLogs)
      .where(eq(shipmentAlertLogs.alertId, ids.temp as number));
    expect(logs.map((l) => l.action)).toEqual(['raise', 'deal']);
  });

  it('refuses an alert already dealt with, one of another center, and one that does not exist', async () => {
    const twice = await deal({ id: ids.temp, alertReason: 'again', alertRemark: 'again' });
    expect(twice.body.msg).toBe('This alert has already been dealt with');
    const other = await deal({ id: ids.gz, alertReason: 'x', alertRemark: 'y' });
    expect(other.status).toBe(403);
    const missing = await deal({ id: 999_999_999, alertReason: 'x', alertRemark: 'y' }, admin);
    expect(missing.body.code).toBe(404);
  });
});

describe('the undealt counts', () => {
  it('counts undealt alerts in scope for the asked types, zero included', async () => {
    const { body } = await t.call<Record<string, number>>(
      'GET',
      '/api/shipment/shipmentAlert/count?alertTypes=temp,speed,geo',
      { token: chen },
    );
    expect(body.code).toBe(0);
    // The demo's trips raise no geo alert; each asked type counts what the undealt list of it holds.
    expect(body.data.geo).toBe(0);
    for (const type of ['temp', 'speed']) {
      const undealt = await list(`alertTypes=${type}&dealStatus=N&pageSize=1`, chen);
      expect(body.data[type], type).toBe(undealt.body.total);
    }
    expect(body.data.temp).toBeGreaterThanOrEqual(1);
    const all = await t.call<Record<string, number>>('GET', '/api/shipment/shipmentAlert/count', {
      token: zhang,
    });
    expect(Object.keys(all.body.data)).toHaveLength(9);
    expect(all.body.data.speed).toBeGreaterThanOrEqual(1);
  });
});

describe('the demo seed', () => {
  it('holds a rule of each type and alerts on the shipments in transit', async () => {
    const rules = await t.call<{ type: string }[]>(
      'GET',
      '/api/monitor/alertRule/list?code=AR-&pageSize=50',
      {
        token: admin,
      },
    );
    expect(new Set(rules.body.data.map((r) => r.type)).size).toBe(9);
    const alerts = await list('alertTypes=temp,speed,door,stop&pageSize=100', admin);
    const seeded = alerts.body.data.filter((r) => !r.shipmentCode?.includes('TEST'));
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.some((r) => r.dealStatus === 'Y')).toBe(true);
  });
});
