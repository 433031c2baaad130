import { type ScanResult, scanResultSchema } from '@tms/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentStops, shipments, stations, telemetryReadings, waybills } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { SCAN_PER_MINUTE } from './routes';

let t: TestApp;
let waybillCode: string;
let refNo: string | null;
let shipmentCode: string;
let band: { way: number; min: number | null; max: number | null };

const DRIVER = '欧阳测试司机';
const MOBILE = '13987654321';
const ADDRESS = '测试路八十八号仓储中心九号门';
const CONTACT = '联系人测试员';
const CONTACT_MOBILE = '13711112222';
const START = Date.parse('2030-03-04T02:00:00Z');
const at = (minute: number) => new Date(START + minute * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [sh] = await db
    .select({ uuid: shipments.uuid, code: shipments.shipmentCode })
    .from(shipments)
    .where(and(eq(shipments.dispatchCenterId, 'dc-sh'), eq(shipments.status, 'T')))
    .orderBy(asc(shipments.shipmentCode))
    .limit(1);
  if (!sh) throw new Error('the demo seed has no in-transit dc-sh shipment');
  shipmentCode = sh.code;
  const [wb] = await db
    .select({ code: waybills.code, refNo: waybills.refNo })
    .from(waybills)
    .where(eq(waybills.shipmentId, sh.uuid))
    .orderBy(asc(waybills.code))
    .limit(1);
  if (!wb) throw new Error('the in-transit shipment carries no waybill');
  waybillCode = wb.code;
  refNo = wb.refNo;
  // Personal data the answer must never carry in the clear.
  await db
    .update(shipments)
    .set({ mainDriverName: DRIVER, mainDriverMobile: MOBILE })
    .where(eq(shipments.uuid, sh.uuid));
  const stops = await db
    .select({ stationId: shipmentStops.stationId })
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, sh.uuid));
  for (const s of stops) {
    await db
      .update(stations)
      .set({ address: ADDRESS, contactName: CONTACT, contactMobile: CONTACT_MOBILE })
      .where(eq(stations.uuid, s.stationId));
  }
});
afterAll(async () => {
  await t.close();
});

/** Each call from its own address unless told, so the budget test alone spends one. */
let nextIp = 1;
function scan(code: string, options: { lang?: string; ip?: string } = {}) {
  const ip = options.ip ?? `203.0.113.${nextIp++ % 250}`;
  return t.app
    .inject({
      method: 'GET',
      url: `/api/public/scan?code=${encodeURIComponent(code)}`,
      headers: options.lang ? { lang: options.lang } : {},
      remoteAddress: ip,
    })
    .then((r) => ({
      status: r.statusCode,
      text: r.body,
      body: r.json() as { code: number; msg: string; data: ScanResult | null },
    }));
}

describe('GET /api/public/scan', () => {
  it('answers a waybill code without a token: its status, its shipment and the stops with their times', async () => {
    const res = await scan(waybillCode, { lang: 'en-US' });
    // No authorization header: the route is public.
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const data = res.body.data as ScanResult;
    expect(data.kind).toBe('waybill');
    expect(data.code).toBe(waybillCode);
    expect(data.status).toMatchObject({ code: 'T', label: 'In transit' });
    expect(data.shipment?.shipmentCode).toBe(shipmentCode);
    expect(data.shipment?.status.label).toBe('In transit');
    expect(data.stops.length).toBeGreaterThanOrEqual(2);
    expect(data.stops.map((s) => s.sequence)).toEqual(
      [...data.stops.map((s) => s.sequence)].sort((a, b) => a - b),
    );
    expect(data.stops.every((s) => s.eta !== null || s.etd !== null)).toBe(true);
    // The departure was recorded when the shipment shipped.
    expect(data.shipment?.atd).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('translates the status into the reader\u2019s language', async () => {
    const zh = await scan(waybillCode, { lang: 'zh-CN' });
    const hk = await scan(waybillCode, { lang: 'zh-HK' });
    expect(zh.body.data?.status.label).toBe('运输中');
    expect(hk.body.data?.status.label).toBe('運輸中');
  });

  it('finds the waybill by the custom order number printed on the note too', async () => {
    // The demo seed gives every waybill a purchase-order ref no.
    expect(refNo).toBeTruthy();
    const res = await scan(refNo as string);
    expect(res.body.data?.code).toBe(waybillCode);
  });

  it('answers a shipment code with the shipment and the waybills it carries', async () => {
    const res = await scan(shipmentCode);
    const data = res.body.data as ScanResult;
    expect(data.kind).toBe('shipment');
    expect(data.code).toBe(shipmentCode);
    expect(data.waybills.map((w) => w.code)).toContain(waybillCode);
  });

  it('a waybill no shipment carries yet shows its own two ends and no compliance', async () => {
    const [open] = await t.database.db
      .select({ code: waybills.code })
      .from(waybills)
      .where(and(isNull(waybills.shipmentId), eq(waybills.delFlag, '0')))
      .orderBy(asc(waybills.code))
      .limit(1);
    if (!open) throw new Error('the demo seed has no waybill outside a shipment');
    const data = (await scan(open.code, { lang: 'en-US' })).body.data as ScanResult;
    expect(data).toMatchObject({ kind: 'waybill', code: open.code, shipment: null, compliance: null });
    expect(data.stops.map((s) => s.type)).toEqual(['P', 'D']);
    expect(data.stops[1]?.eta).toBe(data.eta);
    expect(data.stops.every((s) => s.address === null || s.address.includes('*'))).toBe(true);
  });

  it('carries names, phones and addresses only masked: none of the raw values appear anywhere', async () => {
    for (const code of [waybillCode, shipmentCode]) {
      const res = await scan(code);
      for (const raw of [DRIVER, MOBILE, ADDRESS, CONTACT, CONTACT_MOBILE])
        expect(res.text).not.toContain(raw);
      const data = res.body.data as ScanResult;
      expect(data.shipment?.driverName).toBe('欧*****');
      expect(data.shipment?.driverMobile).toBe('139****4321');
      expect(data.stops.every((s) => s.address === '测试路八十八号仓******')).toBe(true);
    }
  });

  it('judges the trip\u2019s readings against the goods\u2019 band: share in band, hot and cold minutes', async () => {
    const db = t.database.db;
    const [sh] = await db
      .select({ uuid: shipments.uuid, vehicleId: shipments.vehicleId })
      .from(shipments)
      .where(eq(shipments.shipmentCode, shipmentCode));
    if (!sh) throw new Error('shipment gone');
    // The demo trip is on the road with the readings the seed sent through ingest; this case sends its own.
    expect((await scan(waybillCode)).body.data?.compliance).not.toBeNull();
    await db.delete(telemetryReadings).where(eq(telemetryReadings.shipmentId, sh.uuid));
    expect((await scan(waybillCode)).body.data?.compliance).toBeNull();
    // The bands come from the rule and the goods in force; one reading makes the answer show them.
    await db.insert(telemetryReadings).values({
      deviceNo: 'scan-dev',
      vehicleId: sh.vehicleId ?? 'veh-scan',
      shipmentId: sh.uuid,
      time: at(0),
      temp1: 0,
      temp2: 0,
    });
    const probe = await scan(waybillCode);
    const bands = probe.body.data?.compliance?.bands ?? [];
    expect(bands.length).toBeGreaterThan(0);
    band = bands[0] as typeof band;
    const inside = band.max !== null ? band.max - 1 : (band.min as number) + 1;
    const hot = (band.max ?? (band.min as number) + 40) + 6;
    const cold = (band.min ?? (band.max as number) - 40) - 6;
    const column = `temp${band.way}` as 'temp1';
    await db.delete(telemetryReadings).where(eq(telemetryReadings.deviceNo, 'scan-dev'));
    const trace = [inside, inside, hot, cold, inside, inside];
    await db.insert(telemetryReadings).values(
      trace.map((value, i) => ({
        deviceNo: 'scan-dev',
        vehicleId: sh.vehicleId ?? 'veh-scan',
        shipmentId: sh.uuid,
        time: at(i * 5),
        // Other compartments read nothing, so only the watched one is judged.
        ...{ temp1: null, temp2: null, temp3: null, temp4: null },
        [column]: value,
      })),
    );
    const res = await scan(waybillCode);
    // Readings in 2030 lie ahead of the test's clock: the trip runs from the first to the last reading.
    // The demo's temperature rule bounds every zone on both sides.
    expect(band.min).not.toBeNull();
    expect(res.body.data?.compliance).toMatchObject({
      judgedMinutes: 25,
      inBandMinutes: 15,
      hotMinutes: 5,
      coldMinutes: 5,
      rate: 0.6,
    });
  });

  it('the answer\u2019s schema refuses a personal field in the clear or a field it does not know', () => {
    const valid = {
      kind: 'waybill',
      code: 'WB1',
      status: { code: 'T', label: 'In transit', color: 'processing' },
      srcStationName: null,
      destStationName: null,
      etd: null,
      eta: null,
      atd: null,
      ata: null,
      shipment: {
        shipmentCode: 'SP1',
        status: { code: 'T', label: 'In transit', color: 'processing' },
        driverName: '张**',
        driverMobile: '139****4321',
        atd: null,
        ata: null,
      },
      waybills: [],
      stops: [],
      compliance: null,
    };
    expect(scanResultSchema.safeParse(valid).success).toBe(true);
    const clear = { ...valid, shipment: { ...valid.shipment, driverMobile: MOBILE } };
    expect(scanResultSchema.safeParse(clear).success).toBe(false);
    expect(scanResultSchema.safeParse({ ...valid, consigneePhone: '***' }).success).toBe(false);
  });

  it('an unknown code answers a translated "not found" naming the code', async () => {
    const en = await scan('NOPE-404', { lang: 'en-US' });
    expect(en.body.code).toBe(404);
    expect(en.body.data).toBeNull();
    expect(en.body.msg).toBe('No waybill found for code NOPE-404; please check it and try again');
    const zh = await scan('NOPE-404', { lang: 'zh-CN' });
    expect(zh.body.msg).toContain('未找到单号 NOPE-404');
  });

  it('refuses an empty code', async () => {
    const res = await scan(' ');
    expect(res.body.code).not.toBe(0);
  });

  it(`allows ${SCAN_PER_MINUTE} scans a minute per address; the next is blocked with a translated message`, async () => {
    const statuses: number[] = [];
    let last = { status: 0, body: { code: 0, msg: '' } };
    for (let i = 0; i <= SCAN_PER_MINUTE; i++) {
      last = await scan('NOPE-RATE', { ip: '198.51.100.77', lang: 'en-US' });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, SCAN_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses[SCAN_PER_MINUTE]).toBe(412);
    expect(last.body.msg).toBe('Request rate too high; the request was blocked');
    // Another address still has its budget.
    expect((await scan(waybillCode, { ip: '198.51.100.78' })).status).toBe(200);
  });
});
