import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configs,
  integrationSettings,
  pushLogs,
  shipmentStops,
  shipments,
  waybills,
} from '../../../db/schema';
import { at, CENTER, insertStations, insertWaybill, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let zhang: string;
let client: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let server: Server;
let url: string;
const received: { path: string; body: Record<string, unknown> }[] = [];
let answerStatus = 200;

const get = <T>(path: string, lang = 'en-US') =>
  t.call<T>('GET', `/api/order/waybill/${path}`, { token: zhang, lang });
const post = <T>(path: string, body: unknown, lang = 'en-US') =>
  t.call<T>('POST', `/api/order/waybill/${path}`, { token: zhang, lang, body });
const lastPush = async () => (await t.database.db.select().from(pushLogs)).sort((a, b) => b.id - a.id)[0];
const setUrl = (name: string, value: string | null) =>
  t.database.db
    .update(integrationSettings)
    .set({ url: value, enabled: true })
    .where(eq(integrationSettings.name, name));

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'rc', client);
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(raw) });
      response.writeHead(answerStatus, { 'content-type': 'application/json' });
      response.end(answerStatus === 200 ? '{"code":0}' : 'down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('selectStrategyNames', () => {
  it('answers the split strategies with labels in the request language', async () => {
    const en = await get<{ value: string; label: string }[]>('selectStrategyNames');
    expect(en.body.data).toEqual([
      { value: 'quantity', label: 'Split by SKU quantity' },
      { value: 'class', label: 'Split by transport class' },
      { value: 'head', label: 'Split the whole waybill by temperature or class' },
      { value: 'dc', label: 'Split to another dispatch center' },
    ]);
    const hk = await get<{ value: string; label: string }[]>('selectStrategyNames', 'zh-HK');
    expect(hk.body.data[0]).toEqual({ value: 'quantity', label: '按SKU數量拆單' });
  });
});

describe('selectCarShiftConfig', () => {
  type Shifts = { dispatchCenterId: string | null; shifts: { shiftCode: string; overnight: string }[] };
  it('answers the seeded default shifts for the selected center', async () => {
    const res = await get<Shifts>('selectCarShiftConfig');
    expect(res.body.data.dispatchCenterId).toBe(CENTER);
    expect(res.body.data.shifts.map((s) => [s.shiftCode, s.overnight])).toEqual([
      ['A', 'N'],
      ['B', 'N'],
      ['C', 'Y'],
    ]);
  });

  it("a center's own list in the parameter replaces the default for that center only", async () => {
    const own = {
      default: [{ shiftCode: 'D', shiftName: 'Day', startTime: '08:00', endTime: '18:00' }],
      'dc-other': [{ shiftCode: 'X', shiftName: 'Only', startTime: '07:00', endTime: '15:00' }],
    };
    await t.database.db
      .update(configs)
      .set({ configValue: JSON.stringify(own) })
      .where(eq(configs.configKey, 'tms.carShiftConfig'));
    const other = await get<Shifts>('selectCarShiftConfig?dispatchCenterId=dc-other');
    expect(other.body.data.shifts).toEqual([
      { shiftCode: 'X', shiftName: 'Only', startTime: '07:00', endTime: '15:00', overnight: 'N' },
    ]);
    const mine = await get<Shifts>('selectCarShiftConfig');
    expect(mine.body.data.shifts.map((s) => s.shiftCode)).toEqual(['D']);
  });
});

describe('rosOrderFullSaveVo', () => {
  type Vo = {
    uuid: string;
    code: string;
    waybillLineList: { quantity: string }[];
    stopList: { sequence: number; type: string; stationId: string; eta: string | null; etd: string | null }[];
  };
  it('answers the waybill with its lines and its two stops, planned times from its shipment', async () => {
    const id = await insertWaybill(t.database.db, 'RC001', S.P1, S.D1, { clientId: client });
    const vo = await get<Vo>(`rosOrderFullSaveVo?uuid=${id}`);
    expect(vo.body.code).toBe(0);
    expect(vo.body.data).toMatchObject({ uuid: id, code: 'RC001', waybillLineList: [{ quantity: '10' }] });
    expect(vo.body.data.stopList).toMatchObject([
      { sequence: 1, type: 'P', stationId: S.P1, etd: at('06:00') },
      { sequence: 2, type: 'D', stationId: S.D1, eta: at('12:00') },
    ]);

    await t.database.db
      .insert(shipments)
      .values({ uuid: 'sh-rc1', shipmentCode: 'RCS1', dispatchCenterId: CENTER });
    await t.database.db.insert(shipmentStops).values([
      { shipmentId: 'sh-rc1', stationId: S.P1, sequence: 1, type: 'P', eta: at('05:30'), etd: at('06:10') },
      { shipmentId: 'sh-rc1', stationId: S.D1, sequence: 2, type: 'D', eta: at('09:00'), etd: at('09:20') },
    ]);
    await t.database.db
      .update(waybills)
      .set({ shipmentId: 'sh-rc1', status: 'S' })
      .where(eq(waybills.uuid, id));
    const scheduled = await get<Vo>(`rosOrderFullSaveVo?uuid=${id}`);
    expect(scheduled.body.data.stopList).toMatchObject([
      { type: 'P', eta: at('05:30'), etd: at('06:10') },
      { type: 'D', eta: at('09:00'), etd: at('09:20') },
    ]);
  });

  it('answers 404 for an unknown waybill', async () => {
    expect((await get('rosOrderFullSaveVo?uuid=nope')).body.code).toBe(404);
  });
});

describe('rosOrderFullSaveVoByIds', () => {
  it('refuses with a translated message and a NOT_CONFIGURED log row when ros has no URL', async () => {
    await setUrl('ros', null);
    const id = await insertWaybill(t.database.db, 'RC010', S.P1, S.D1, { clientId: client });
    const res = await post('rosOrderFullSaveVoByIds', { idList: [id] });
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toBe('No URL is configured for integration "ros"; set it under Integrations');
    expect(await lastPush()).toMatchObject({ target: 'ros', status: 'NOT_CONFIGURED', refIds: [id] });
  });

  it('POSTs the payloads to the ros URL and logs the answer', async () => {
    await setUrl('ros', `${url}/ros`);
    const a = await insertWaybill(t.database.db, 'RC011', S.P1, S.D1, { clientId: client });
    const b = await insertWaybill(t.database.db, 'RC012', S.P1, S.D2, { clientId: client });
    const res = await post<{ count: number }>('rosOrderFullSaveVoByIds', { idList: [a, b] });
    expect(res.body).toMatchObject({ code: 0, msg: '2 waybill(s) pushed', data: { count: 2 } });
    const sent = received.at(-1);
    expect(sent?.path).toBe('/ros');
    expect(sent?.body).toMatchObject({
      kind: 'waybill',
      count: 2,
      orders: [
        { code: 'RC011', stopList: [{ type: 'P' }, { type: 'D' }] },
        { code: 'RC012', stopList: [{ type: 'P' }, { stationId: S.D2 }] },
      ],
    });
    expect(await lastPush()).toMatchObject({
      target: 'ros',
      kind: 'waybill.rosOrderFullSaveVo',
      status: 'SUCCESS',
      refIds: [a, b],
    });
  });
});

describe('waybillConfirmationSfRh', () => {
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(waybills).where(eq(waybills.uuid, id)))[0]?.status;

  it('confirms open waybills and pushes them to SF', async () => {
    await setUrl('sf', `${url}/sf`);
    const id = await insertWaybill(t.database.db, 'RC020', S.P1, S.D1, { clientId: client, status: 'O' });
    const res = await post<{ count: number; pushed: number }>('waybillConfirmationSfRh', { idList: [id] });
    expect(res.body).toMatchObject({ code: 0, data: { count: 1, pushed: 1 } });
    expect(await statusOf(id)).toBe('E');
    expect(received.at(-1)).toMatchObject({
      path: '/sf',
      body: { kind: 'waybillConfirmation', orders: [{ code: 'RC020', status: 'E' }] },
    });
    expect(await lastPush()).toMatchObject({
      target: 'sf',
      kind: 'waybill.confirmationSfRh',
      status: 'SUCCESS',
    });
  });

  it('a failed push is answered and logged, the waybill stays confirmed, and calling again re-sends', async () => {
    const id = await insertWaybill(t.database.db, 'RC021', S.P1, S.D1, { clientId: client, status: 'O' });
    answerStatus = 502;
    const failed = await post('waybillConfirmationSfRh', { idList: [id] });
    expect(failed.body.msg).toBe('Push to "sf" failed: the target answered HTTP 502');
    expect(await statusOf(id)).toBe('E');
    expect(await lastPush()).toMatchObject({ target: 'sf', status: 'FAILED', httpStatus: 502 });
    answerStatus = 200;
    const again = await post<{ count: number; pushed: number }>('waybillConfirmationSfRh', { idList: [id] });
    expect(again.body).toMatchObject({ code: 0, data: { count: 0, pushed: 1 } });
  });

  it('refuses a cancelled waybill with the confirm transition’s message and pushes nothing', async () => {
    const id = await insertWaybill(t.database.db, 'RC022', S.P1, S.D1, { clientId: client, status: 'C' });
    const before = received.length;
    const res = await post('waybillConfirmationSfRh', { idList: [id] });
    expect(res.body.code).not.toBe(0);
    expect(res.body.msg).toContain('RC022');
    expect(received.length).toBe(before);
  });
});
