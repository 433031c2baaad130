import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments, telemetryReadings } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { insertAlerts } from '../index';
import type { TemperatureData, TemperatureInfo } from './schemas';

let t: TestApp;
let chen: string;
let zhang: string;
let sh: { uuid: string; shipmentCode: string; vehicleId: string | null };
let gz: { uuid: string };
let long: { uuid: string };

const T0 = Date.UTC(2030, 0, 2, 2, 0, 0);
const minute = 60_000;
/** Compartment 1 (band 0-4 °C): out of band at minutes 3, 4 and 5, each held one minute. */
const WAY1 = [2, 3, 3, 5, 6, 5, 3, 2, 2, 2, 2];

type Reading = typeof telemetryReadings.$inferInsert;
const reading = (shipmentId: string, device: string, i: number, over: Partial<Reading> = {}): Reading => ({
  deviceNo: device,
  vehicleId: 'veh-test',
  shipmentId,
  time: new Date(T0 + i * minute),
  lat: 31.2 + i * 0.001,
  lon: 121.4 + i * 0.001,
  speedKmh: 40,
  temp1: -20,
  temp2: WAY1[i % WAY1.length] ?? null,
  doorOpen: false,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const pick = (where: ReturnType<typeof and>) =>
    db
      .select({ uuid: shipments.uuid, shipmentCode: shipments.shipmentCode, vehicleId: shipments.vehicleId })
      .from(shipments)
      .where(where)
      .orderBy(asc(shipments.shipmentCode))
      .limit(2);
  const shRows = await pick(and(eq(shipments.dispatchCenterId, 'dc-sh'), eq(shipments.delFlag, '0')));
  const [gzRow] = await pick(and(eq(shipments.dispatchCenterId, 'dc-gz'), eq(shipments.delFlag, '0')));
  if (!shRows[0] || !shRows[1] || !gzRow)
    throw new Error('the demo seed has no shipments of dc-sh and dc-gz');
  sh = shRows[0];
  long = shRows[1];
  gz = gzRow;
  await db.insert(telemetryReadings).values(WAY1.map((_, i) => reading(sh.uuid, 'dev-known', i)));
  // 2,880 readings a day at one per 30 s: more than a chart may get.
  const many = Array.from({ length: 6_000 }, (_, i) =>
    reading(long.uuid, 'dev-long', i, { time: new Date(T0 + i * 30_000), temp2: 2 + Math.sin(i / 50) * 4 }),
  );
  for (let i = 0; i < many.length; i += 1_000)
    await db.insert(telemetryReadings).values(many.slice(i, i + 1_000));
  await db.insert(telemetryReadings).values(reading(gz.uuid, 'dev-gz', 0));
  await insertAlerts(db, [
    {
      alertKey: `${sh.uuid}|temp|2`,
      shipmentId: sh.uuid,
      shipmentCode: sh.shipmentCode,
      alertType: 'temp',
      way: 2,
      level: 'slight',
      dispatchCenterId: 'dc-sh',
      startTime: new Date(T0 + 3 * minute),
      endTime: new Date(T0 + 6 * minute),
      createBy: 'test',
    },
    {
      alertKey: `${sh.uuid}|speed`,
      shipmentId: sh.uuid,
      shipmentCode: sh.shipmentCode,
      alertType: 'speed',
      level: 'slight',
      dispatchCenterId: 'dc-sh',
      startTime: new Date(T0),
      createBy: 'test',
    },
  ]);
  chen = await t.login('chen.jie');
  zhang = await t.login('zhang.wei');
});
afterAll(async () => {
  await t.close();
});

const info = (uuid: string, token = zhang) =>
  t.call<TemperatureInfo>('GET', `/api/shipment/shipment/selectTempInfo/${uuid}`, { token, lang: 'en-US' });
const data = (uuid: string, query = '', token = zhang) =>
  t.call<TemperatureData>('GET', `/api/shipment/shipment/selectTempData/${uuid}${query}`, {
    token,
    lang: 'en-US',
  });

describe('the temperature report', () => {
  it('gives each compartment its extremes, mean, minutes out of band and compliance on a known trace', async () => {
    const { body } = await info(sh.uuid);
    expect(body.code, body.msg).toBe(0);
    // Compartment 1 holds the frozen goods, compartment 2 the chilled (the model's layers in order).
    const [frozen, chilled] = body.data.ways;
    expect(chilled).toEqual({
      way: 2,
      bandMin: 0,
      bandMax: 4,
      count: 11,
      min: '2',
      max: '6',
      average: '3.2',
      minutesOutOfRange: '3.00',
      compliancePercent: '70.00',
    });
    expect(frozen).toMatchObject({
      way: 1,
      bandMin: -25,
      bandMax: -18,
      min: '-20',
      compliancePercent: '100.00',
    });
    expect(body.data.ways.map((w) => w.way)).toEqual([1, 2]);
    expect(body.data.ruleCode).toBe('AR-TEMP-01');
    expect(body.data.firstTime).toMatch(/^2030-01-02 \d{2}:00:00$/);
    expect(body.data.stops.length).toBeGreaterThan(0);
    expect(body.data.stops[0]).toHaveProperty('handoverTempIn');
    expect(body.data).toHaveProperty('precoolTemp');
  });

  it('refuses a shipment of another dispatch center and answers 404 for an unknown one', async () => {
    const other = await info(gz.uuid);
    expect(other.status).toBe(403);
    expect((await data(gz.uuid)).status).toBe(403);
    expect((await info(gz.uuid, chen)).body.code).toBe(0);
    const missing = await info('no-such-shipment');
    expect(missing.body.code).toBe(404);
  });
});

describe('the temperature series', () => {
  it('answers every reading of a short trace, the alert spans, the track in and out of band and the stops', async () => {
    const { body } = await data(sh.uuid);
    expect(body.code, body.msg).toBe(0);
    const chilled = body.data.ways.find((w) => w.way === 2);
    expect(chilled?.points.map((p) => p.value)).toEqual(WAY1);
    expect(chilled?.points[0]?.time).toBe(T0);
    expect(body.data.alerts).toEqual([
      expect.objectContaining({ way: 2, startTime: T0 + 3 * minute, endTime: T0 + 6 * minute }),
    ]);
    expect(body.data.track.map((p) => p.inBand)).toEqual(WAY1.map((v) => v <= 4));
    expect(body.data.stops[0]).toHaveProperty('fenceDistanceM');
  });

  it('thins a long trace to at most 2,000 points per probe, keeping the extremes', async () => {
    const { body } = await data(long.uuid);
    expect(body.data.maxPoints).toBe(2_000);
    const chilled = body.data.ways.find((w) => w.way === 2);
    expect(chilled?.total).toBe(6_000);
    expect(chilled?.points).toHaveLength(2_000);
    expect(body.data.track.length).toBeLessThanOrEqual(2_000);
    const values = chilled?.points.map((p) => p.value) ?? [];
    expect(Math.max(...values)).toBeCloseTo(6, 2);
    expect(Math.min(...values)).toBeCloseTo(-2, 2);
  });

  it('answers every reading when raw is asked for', async () => {
    const { body } = await data(long.uuid, '?raw=true');
    expect(body.data.raw).toBe(true);
    expect(body.data.maxPoints).toBeNull();
    expect(body.data.ways.find((w) => w.way === 2)?.points).toHaveLength(6_000);
    expect(body.data.track).toHaveLength(6_000);
  });
});

describe('the temperature export', () => {
  it('answers the readings as an xlsx file, headers in the caller\u2019s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/shipment/shipment/exportTempInfoExcel?uuid=${sh.uuid}`,
      headers: { authorization: `Bearer ${zhang}`, lang: 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      'Shipment temperatures_',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows = (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
    expect(sheet.name).toBe('Temperatures');
    expect(rows[0]?.slice(0, 3)).toEqual(['Shipment no.', 'Time', 'Device']);
    expect(rows).toHaveLength(1 + WAY1.length);
    expect(rows.slice(1).map((r) => r[7])).toEqual(WAY1);
  });

  it('refuses a shipment outside the caller\u2019s scope', async () => {
    const { status } = await t.call('GET', `/api/shipment/shipment/exportTempInfoExcel?uuid=${gz.uuid}`, {
      token: zhang,
    });
    expect(status).toBe(403);
  });

  it('queues a download-center task when asked to', async () => {
    const { body } = await t.call<{ taskId: number }>(
      'GET',
      `/api/shipment/shipment/exportTempInfoExcel?uuid=${long.uuid}&async=true`,
      { token: zhang },
    );
    expect(body.code).toBe(0);
    expect(body.data.taskId).toBeGreaterThan(0);
  });
});

describe('the shipment\u2019s alerts tab', () => {
  it('lists the alerts of one shipment by its id', async () => {
    const { body } = await t.call<{ shipmentId: string; alertType: string }[]>(
      'GET',
      `/api/shipment/shipmentAlert/list?shipmentId=${sh.uuid}&pageSize=100`,
      { token: zhang },
    );
    expect(body.code, body.msg).toBe(0);
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(body.data.every((a) => a.shipmentId === sh.uuid)).toBe(true);
    expect(body.data.map((a) => a.alertType)).toEqual(expect.arrayContaining(['temp', 'speed']));
  });
});
