import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  insertModels,
  insertStations,
  insertWaybill,
  line,
  messageOf,
  shClient,
} from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let zhang: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let M: Awaited<ReturnType<typeof insertModels>>;
let client: string;
let n = 0;

/** A fresh audited waybill P1 -> `to`, held in zhang.wei's pool. */
async function held(to: string) {
  n += 1;
  const id = await insertWaybill(t.database.db, `SS${String(n).padStart(3, '0')}`, S.P1, to, {
    clientId: client,
  });
  const taken = await t.call('POST', '/api/order/waybill/handmade', { token: zhang, body: { idList: [id] } });
  if (taken.body.code !== 0) throw new Error(taken.body.msg);
  return id;
}
const post = (path: string, body: unknown) =>
  t.call<{ shipments: { uuid: string; shipmentCode: string }[] }>('POST', `/api/order/waybill/${path}`, {
    token: zhang,
    lang: 'en-US',
    body,
  });

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'ss', client);
  M = await insertModels(t.database.db, 'ss');
});
afterAll(async () => {
  await t.close();
});

describe('handmadeSubmitSplit: handmadeSubmit without checks 3 and 4', () => {
  it('no lines is not refused when splitting (check 3 skipped), while handmadeSubmit refuses it', async () => {
    expect((await post('handmadeSubmit', { lines: [] })).body.msg).toMatch(messageOf('waybill.no.line'));
    const split = await post('handmadeSubmitSplit', { lines: [] });
    expect(split.body.code).toBe(0);
    expect(split.body.data.shipments).toEqual([]);
  });

  it('a stop out of its window is written without the question (check 4 skipped)', async () => {
    const id = await held(S.NW);
    const late = line(
      [id],
      [
        { stationId: S.P1, eta: at('06:00'), etd: at('06:30') },
        { stationId: S.NW, eta: at('10:00'), etd: at('10:15') },
      ],
      M.COLD,
    );
    expect((await post('handmadeSubmit', { lines: [late] })).body.code).toBe(409);
    const split = await post('handmadeSubmitSplit', { lines: [late] });
    expect(split.body.code).toBe(0);
    expect(split.body.data.shipments).toHaveLength(1);
  });

  it('the other checks still apply: a line without vehicle model is refused', async () => {
    const id = await held(S.D1);
    const noModel = line(
      [id],
      [
        { stationId: S.P1, eta: at('06:00'), etd: at('06:30') },
        { stationId: S.D1, eta: at('08:00'), etd: at('08:15') },
      ],
      null,
    );
    const split = await post('handmadeSubmitSplit', { lines: [noModel] });
    expect(split.body.msg).toMatch(messageOf('shipment.placeholder.model'));
  });
});

describe('stop fields isShipmentOrder and stopInfo', () => {
  type Adjust = { stopList: { stationId: string; isShipmentOrder: string; stopInfo: string | null }[] }[];
  const twoStops = (id: string) =>
    line(
      [id],
      [
        { stationId: S.P1, eta: at('06:00'), etd: at('06:30') },
        { stationId: S.D1, eta: at('08:00'), etd: at('08:15') },
      ],
      M.COLD,
    );

  it('are saved with the stops and returned; unset isShipmentOrder follows the stop type', async () => {
    const body = twoStops(await held(S.D1));
    Object.assign(body.stopList[0] as object, { stopInfo: 'Dock 4, call ahead' });
    const res = await post('handmadeSubmit', { lines: [body] });
    expect(res.body.code).toBe(0);
    const [made] = res.body.data.shipments;
    const lines = await t.call<Adjust>('GET', `/api/shipment/shipment/adjust?ids=${made?.uuid}`, {
      token: zhang,
    });
    expect(lines.body.data[0]?.stopList.map((s) => [s.stationId, s.isShipmentOrder, s.stopInfo])).toEqual([
      [S.P1, 'N', 'Dock 4, call ahead'],
      [S.D1, 'Y', null],
    ]);
  });

  it("keeps the dispatcher's isShipmentOrder", async () => {
    const body = twoStops(await held(S.D1));
    Object.assign(body.stopList[0] as object, { isShipmentOrder: 'Y' });
    Object.assign(body.stopList[1] as object, { isShipmentOrder: 'N' });
    const res = await post('handmadeSubmit', { lines: [body] });
    const lines = await t.call<Adjust>(
      'GET',
      `/api/shipment/shipment/adjust?ids=${res.body.data.shipments[0]?.uuid}`,
      {
        token: zhang,
      },
    );
    expect(lines.body.data[0]?.stopList.map((s) => s.isShipmentOrder)).toEqual(['Y', 'N']);
  });

  it('refuses a stop note over 500 characters with a translated message', async () => {
    const body = twoStops(await held(S.D1));
    Object.assign(body.stopList[1] as object, { stopInfo: 'x'.repeat(501) });
    const en = await post('handmadeSubmit', { lines: [body] });
    expect(en.body.code).not.toBe(0);
    expect(en.body.msg).toContain('The stop note may have at most 500 characters');
    const zh = await t.call('POST', '/api/order/waybill/handmadeSubmit', {
      token: zhang,
      lang: 'zh-CN',
      body: { lines: [body] },
    });
    expect(zh.body.msg).toContain('站点备注最多500个字符');
  });
});
