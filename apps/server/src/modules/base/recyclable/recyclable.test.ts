import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/fixtures/export';
import { createTestApp, type TestApp } from '../../../test/harness';

type Row = { uuid: string; code: string; depositPrice: string | null; recyclableType: string };
type Move = { id: number; recyclableId: string; stationId: string; carrierId: string; direction: string };
type Balance = {
  recyclableId: string;
  stationId: string;
  carrierId: string;
  outQuantity: number;
  returnedQuantity: number;
  outstanding: number;
};

let t: TestApp;
let admin: string;
let zhang: string;
let stationId: string;
let carrierId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
  const moves = await t.call<Move[]>('GET', '/api/system/recyclableMove/list?recyclableId=rc-crate-600', {
    token: admin,
  });
  stationId = moves.body.data[0]?.stationId ?? '';
  carrierId = moves.body.data[0]?.carrierId ?? '';
});
afterAll(async () => {
  await t.close();
});

const post = <T = { uuid: string }>(url: string, body: Record<string, unknown>, token = admin) =>
  t.call<T>('POST', url, { token, body, lang: 'en-US' });
const balanceOf = async (query: string, token = admin) =>
  (await t.call<Balance[]>('GET', `/api/system/recyclableMove/balance?${query}`, { token })).body.data;

describe('recyclable kinds', () => {
  it('creates one with an exact deposit and refuses a bad type, deposit or taken code', async () => {
    const made = await post('/api/system/recyclable/save', {
      code: 'RC-BOX-2',
      name: '蓝色周转箱',
      recyclableType: 'crate',
      depositPrice: '12.30',
    });
    expect(made.body.code).toBe(0);
    const one = await t.call<Row>('GET', `/api/system/recyclable/get/${made.body.data.uuid}`, {
      token: admin,
    });
    expect(one.body.data.depositPrice).toBe('12.30');
    expect(
      (await post('/api/system/recyclable/save', { code: 'RC-Z', name: 'x', recyclableType: 'bag' })).body
        .msg,
    ).toBe('"bag" is not a valid option (recyclable_type)');
    expect(
      (
        await post('/api/system/recyclable/save', {
          code: 'RC-Z',
          name: 'x',
          recyclableType: 'crate',
          depositPrice: '1.234',
        })
      ).body.msg,
    ).toContain('The deposit price must be 0 or more');
    expect(
      (await post('/api/system/recyclable/save', { code: 'RC-ICEPACK', name: 'x', recyclableType: 'other' }))
        .body.msg,
    ).toBe('Code "RC-ICEPACK" already exists');
  });

  it('exports the kinds', async () => {
    const file = await readExport(t, '/api/system/recyclable/export?recyclableType=pallet', admin);
    expect(file.codes).toEqual(['RC-PALLET-1210']);
  });
});

describe('the recyclable ledger', () => {
  it('the balance is out minus returned per station and carrier', async () => {
    const before = (
      await balanceOf(`recyclableId=rc-crate-600&stationId=${stationId}&carrierId=${carrierId}`)
    )[0];
    expect(before?.outstanding).toBe((before?.outQuantity ?? 0) - (before?.returnedQuantity ?? 0));
    const out = await post<{ id: number }>('/api/system/recyclableMove/save', {
      recyclableId: 'rc-crate-600',
      stationId,
      carrierId,
      direction: 'OUT',
      quantity: 12,
      shipmentCode: 'SP-TEST-1',
    });
    expect(out.body.code).toBe(0);
    const back = await post('/api/system/recyclableMove/save', {
      recyclableId: 'rc-crate-600',
      stationId,
      carrierId,
      direction: 'RETURN',
      quantity: 5,
    });
    expect(back.body.code).toBe(0);
    const after = (
      await balanceOf(`recyclableId=rc-crate-600&stationId=${stationId}&carrierId=${carrierId}`)
    )[0];
    expect(after).toMatchObject({
      outQuantity: (before?.outQuantity ?? 0) + 12,
      returnedQuantity: (before?.returnedQuantity ?? 0) + 5,
      outstanding: (before?.outstanding ?? 0) + 7,
    });
  });

  it('a movement quantity is a whole number greater than 0', async () => {
    for (const quantity of [0, -2, 1.5]) {
      const { body } = await post('/api/system/recyclableMove/save', {
        recyclableId: 'rc-crate-600',
        stationId,
        carrierId,
        direction: 'OUT',
        quantity,
      });
      expect(body.msg).toContain('The quantity must be a whole number greater than 0');
    }
  });

  it('refuses an unknown recyclable, station or carrier and an unknown direction', async () => {
    const base = { recyclableId: 'rc-crate-600', stationId, carrierId, direction: 'OUT', quantity: 1 };
    expect((await post('/api/system/recyclableMove/save', { ...base, recyclableId: 'x' })).body.msg).toBe(
      'The recyclable item does not exist or is disabled',
    );
    expect((await post('/api/system/recyclableMove/save', { ...base, stationId: 'x' })).body.msg).toBe(
      'The station does not exist',
    );
    expect((await post('/api/system/recyclableMove/save', { ...base, carrierId: 'x' })).body.msg).toBe(
      'The carrier does not exist',
    );
    expect((await post('/api/system/recyclableMove/save', { ...base, direction: 'LOST' })).body.code).toBe(
      400,
    );
  });

  it('the ledger follows the stations of the selected center', async () => {
    const all = await t.call<Move[]>('GET', '/api/system/recyclableMove/list?pageSize=100', { token: admin });
    const own = await t.call<Move[]>('GET', '/api/system/recyclableMove/list?pageSize=100', { token: zhang });
    // The demo ledger is at Shanghai stations: the Shanghai dispatcher sees it whole.
    expect(own.body.data.length).toBe(all.body.data.length);
    const guangzhou = await t.login('chen.jie');
    const none = await t.call<Move[]>('GET', '/api/system/recyclableMove/list', { token: guangzhou });
    expect(none.body.data).toEqual([]);
    expect(await balanceOf('', guangzhou)).toEqual([]);
  });
});
