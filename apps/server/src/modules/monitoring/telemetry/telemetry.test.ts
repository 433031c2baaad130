import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments, telemetryDeviceKeys, telemetryReadings, vehicles } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

type Answer = {
  accepted: number;
  stored: number;
  rejected: { index: number; key: string; reason: string }[];
};

let t: TestApp;
let admin: string;
const now = Date.now();
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const [carrier] = await t.database.db.select({ carrierId: vehicles.carrierId }).from(vehicles).limit(1);
  const carrierId = carrier?.carrierId ?? 'cr-test';
  const vehicle = (uuid: string, deviceNumber: string | null, enableFlag = 'Y') => ({
    uuid,
    carrierId,
    code: uuid.toUpperCase(),
    plateNumber: `T-${uuid}`,
    deviceNumber,
    enableFlag,
  });
  await t.database.db
    .insert(vehicles)
    .values([
      vehicle('tv-a', 'TDEV-A'),
      vehicle('tv-b', 'TDEV-B'),
      vehicle('tv-off', 'TDEV-OFF', 'N'),
      vehicle('tv-none', null),
    ]);
  await t.database.db
    .insert(shipments)
    .values({ uuid: 'tsh-a', shipmentCode: 'TSH-A', status: 'T', vehicleId: 'tv-a' });
});
afterAll(async () => {
  await t.close();
});

const post = (readings: unknown[], auth: { token?: string; key?: string } = { token: admin }) =>
  t.call<Answer>('POST', '/api/telemetry/readings', {
    token: auth.token,
    body: { readings },
    lang: 'en-US',
    headers: auth.key ? { 'x-device-key': auth.key } : {},
  });

const stored = async (deviceNo: string) =>
  (
    await t.database.db
      .select()
      .from(telemetryReadings)
      .where(eq(telemetryReadings.deviceNo, deviceNo))
      .orderBy(telemetryReadings.time)
  ).map((r) => ({ ...r, time: r.time.getTime() }));

const reading = (over: Record<string, unknown> = {}) => ({
  deviceNo: 'TDEV-A',
  time: at(10),
  lat: 31.2,
  lon: 121.5,
  speed: 55,
  heading: 180,
  temps: [4.5, -18.2],
  door: 'closed',
  ignition: true,
  odometer: 1200.5,
  ...over,
});

describe('a batch of readings', () => {
  it('stores a good batch with its vehicle and the shipment in transit', async () => {
    const { status, body } = await post([
      reading({ time: at(30) }),
      reading({ time: now - 29 * 60_000, door: 'open' }),
    ]);
    expect(status).toBe(200);
    expect(body.data).toEqual({ accepted: 2, stored: 2, rejected: [] });
    const rows = await stored('TDEV-A');
    expect(rows.map((r) => [r.vehicleId, r.shipmentId, r.time, r.doorOpen])).toEqual([
      ['tv-a', 'tsh-a', Date.parse(at(30)), false],
      ['tv-a', 'tsh-a', now - 29 * 60_000, true],
    ]);
    expect(rows[0]).toMatchObject({
      lat: 31.2,
      lon: 121.5,
      speedKmh: 55,
      temp1: 4.5,
      temp2: -18.2,
      temp3: null,
    });
  });

  it('keeps the good readings of a mixed batch and answers each bad one with its index and reason', async () => {
    const { body } = await post([
      reading({ deviceNo: 'TDEV-B', time: at(20) }),
      reading({ deviceNo: 'TDEV-B', time: at(19), lat: 95 }),
      reading({ deviceNo: 'NOPE', time: at(18) }),
      reading({ deviceNo: 'TDEV-OFF', time: at(18) }),
      reading({ deviceNo: 'TDEV-B', time: new Date(now + 10 * 60_000).toISOString() }),
      reading({ deviceNo: 'TDEV-B', time: at(60 * 24 * 31) }),
      reading({ deviceNo: 'TDEV-B', time: at(17), temps: [1, 2, 3, 4, 5] }),
      reading({ deviceNo: 'TDEV-B', time: at(16), lon: -181 }),
      reading({ deviceNo: 'TDEV-B', time: at(15) }),
    ]);
    expect(body.data.accepted).toBe(2);
    expect(body.data.stored).toBe(2);
    expect(body.data.rejected.map((r) => [r.index, r.key])).toEqual([
      [1, 'telemetry.reading.latOutOfRange'],
      [2, 'telemetry.reading.deviceUnknown'],
      [3, 'telemetry.reading.deviceDisabled'],
      [4, 'telemetry.reading.timeFuture'],
      [5, 'telemetry.reading.timeTooOld'],
      [6, 'telemetry.reading.tooManyTemps'],
      [7, 'telemetry.reading.lonOutOfRange'],
    ]);
    expect(body.data.rejected[0]?.reason).toBe('The latitude must be between -90 and 90');
    expect(body.data.rejected[5]?.reason).toBe('At most 4 temperatures');
    const rows = await stored('TDEV-B');
    expect(rows.map((r) => [r.time, r.shipmentId])).toEqual([
      [Date.parse(at(20)), null],
      [Date.parse(at(15)), null],
    ]);
  });

  it('refuses a non-finite number (a JSON number too large for a double)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/readings',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', lang: 'en-US' },
      payload: `{"readings":[{"deviceNo":"TDEV-B","time":${now - 60_000},"speed":1e999}]}`,
    });
    const body = response.json() as { data: Answer };
    expect(body.data.rejected).toEqual([
      { index: 0, key: 'telemetry.reading.notFinite', reason: 'speed must be a finite number' },
    ]);
  });

  it('stores a repeated reading once, within a batch and across batches', async () => {
    const twice = reading({ deviceNo: 'TDEV-B', time: at(5) });
    const first = await post([twice, twice]);
    expect(first.body.data).toEqual({ accepted: 2, stored: 1, rejected: [] });
    const again = await post([twice, reading({ deviceNo: 'TDEV-B', time: at(4) })]);
    expect(again.body.data).toEqual({ accepted: 2, stored: 1, rejected: [] });
    const times = (await stored('TDEV-B')).map((r) => r.time);
    expect(times.filter((time) => time === Date.parse(at(5)))).toHaveLength(1);
  });

  it('refuses more than 5,000 readings in one call', async () => {
    const { body } = await post(Array.from({ length: 5001 }, (_, i) => reading({ time: now - i })));
    expect(body.code).not.toBe(0);
  });

  it('answers 401 without a session or a device key, and 403 to a caller without the ingest key', async () => {
    expect((await post([reading()], {})).status).toBe(401);
    const reader = await t.login('wang.fang');
    expect((await post([reading()], { token: reader })).status).toBe(403);
  });
});

describe('a vehicle\u2019s latest readings', () => {
  it('lists them newest first, temperatures by way', async () => {
    const { body } = await t.call<{ time: string; temps: (number | null)[]; shipmentId: string | null }[]>(
      'GET',
      '/api/telemetry/readings?vehicleId=tv-a&limit=2',
      { token: admin },
    );
    expect(body.data.map((r) => r.time)).toEqual([new Date(now - 29 * 60_000).toISOString(), at(30)]);
    expect(body.data[0]).toMatchObject({ temps: [4.5, -18.2, null, null], shipmentId: 'tsh-a' });
  });
});

describe('device keys', () => {
  const issue = (uuid: string, token = admin) =>
    t.call<{ key: string; keyHint: string; deviceNumber: string }>(
      'POST',
      `/api/base/vehicle/deviceKey/${uuid}`,
      {
        token,
        lang: 'en-US',
      },
    );

  it('issues a key shown once and stored only as a hash with a hint', async () => {
    const { status, body } = await issue('tv-a');
    expect(status).toBe(200);
    expect(body.data.key).toMatch(/^[\w-]{43}$/);
    expect(body.data.keyHint).toBe(body.data.key.slice(-4));
    expect(body.data.deviceNumber).toBe('TDEV-A');
    const [row] = await t.database.db
      .select()
      .from(telemetryDeviceKeys)
      .where(eq(telemetryDeviceKeys.vehicleId, 'tv-a'));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.keyHash).not.toContain(body.data.key);
  });

  it('lets a key send its own vehicle\u2019s readings only, naming the device when a reading does not', async () => {
    const { key } = (await issue('tv-a')).body.data;
    const { status, body } = await post(
      [
        reading({ time: at(3) }),
        reading({ deviceNo: undefined, time: at(2) }),
        reading({ deviceNo: 'TDEV-B', time: at(3) }),
      ],
      { key },
    );
    expect(status).toBe(200);
    expect(body.data.accepted).toBe(2);
    expect(body.data.rejected.map((r) => [r.index, r.key])).toEqual([
      [2, 'telemetry.reading.deviceNotYours'],
    ]);
  });

  it('stops the old key when a new one is issued', async () => {
    const old = (await issue('tv-b')).body.data.key;
    expect((await post([reading({ deviceNo: 'TDEV-B', time: at(1) })], { key: old })).status).toBe(200);
    const fresh = (await issue('tv-b')).body.data.key;
    const refused = await post([reading({ deviceNo: 'TDEV-B', time: at(0.5) })], { key: old });
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toBe('The device key is invalid or has been reissued');
    expect(
      (await post([reading({ deviceNo: 'TDEV-B', time: at(0.5) })], { key: fresh })).body.data.stored,
    ).toBe(1);
  });

  it('refuses a vehicle without a device number, and callers without the key', async () => {
    expect((await issue('tv-none')).body.msg).toBe(
      'The vehicle has no device number: no device key can be issued',
    );
    expect((await issue('tv-a', await t.login('wang.fang'))).status).toBe(403);
  });
});

describe('OsmAnd', () => {
  it('takes a Traccar Client report by query, converting knots to km/h and seconds to a time', async () => {
    const { key } = (await issue('tv-a')).body.data;
    const seconds = Math.floor((now - 7 * 60_000) / 1000);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/telemetry/osmand?id=TDEV-A&lat=30.5&lon=114.3&timestamp=${seconds}&speed=10&bearing=45&temp1=3.5&door=true&token=${key}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ accepted: 1, stored: 1 });
    const [row] = await t.database.db
      .select()
      .from(telemetryReadings)
      .where(
        and(eq(telemetryReadings.deviceNo, 'TDEV-A'), eq(telemetryReadings.time, new Date(seconds * 1000))),
      );
    expect(row).toMatchObject({ lat: 30.5, lon: 114.3, heading: 45, temp1: 3.5, doorOpen: true });
    expect(row?.speedKmh).toBeCloseTo(18.52, 3);
  });

  it('takes a form POST and the JSON of Traccar Client 9 (speed in m/s)', async () => {
    const { key } = (await issue('tv-a')).body.data;
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=TDEV-A&lat=30.6&lon=114.4&timestamp=${Math.floor((now - 6 * 60_000) / 1000)}&speed=0&token=${key}`,
    });
    expect(form.json().data).toMatchObject({ accepted: 1, stored: 1 });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/osmand',
      headers: { 'x-device-key': key },
      payload: {
        device_id: 'TDEV-A',
        location: {
          timestamp: new Date(now - 5.5 * 60_000).toISOString(),
          coords: { latitude: 30.7, longitude: 114.5, speed: 10, heading: 90 },
          odometer: 5000,
        },
      },
    });
    expect(json.json().data).toMatchObject({ accepted: 1, stored: 1 });
    const [row] = await t.database.db
      .select()
      .from(telemetryReadings)
      .where(
        and(
          eq(telemetryReadings.deviceNo, 'TDEV-A'),
          eq(telemetryReadings.time, new Date(now - 5.5 * 60_000)),
        ),
      );
    expect(row?.speedKmh).toBeCloseTo(36, 3);
    expect(row?.odometerKm).toBeCloseTo(5, 6);
  });

  it('never takes a device number alone: no key, no reading', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/telemetry/osmand?id=TDEV-A&lat=1&lon=1',
    });
    expect(response.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/telemetry/osmand?id=TDEV-A&lat=1&lon=1&token=wrong',
    });
    expect(bad.statusCode).toBe(401);
  });

  it('answers a refused report 200 with its reason, so the client does not resend it forever', async () => {
    const { key } = (await issue('tv-a')).body.data;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/telemetry/osmand?id=TDEV-A&lat=91&lon=1&token=${key}`,
      headers: { lang: 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.rejected).toEqual([
      { index: 0, key: 'telemetry.reading.latOutOfRange', reason: 'The latitude must be between -90 and 90' },
    ]);
  });

  const issue = (uuid: string) =>
    t.call<{ key: string }>('POST', `/api/base/vehicle/deviceKey/${uuid}`, { token: admin });
});
