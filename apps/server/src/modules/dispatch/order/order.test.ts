import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stations } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let zhang: string;
let chen: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  chen = await t.login('chen.jie');
  const [store] = await t.database.db
    .select({ clientId: stations.clientId })
    .from(stations)
    .where(eq(stations.uuid, 'st-s-sh-001'));
  clientId = store?.clientId as string;
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const create = async (source?: 'API') => {
  const { body } = await t.call<{ uuid: string; code: string }>('POST', '/api/order/order/save', {
    token: zhang,
    body: { clientId, source, remark: `o-${++serial}` },
  });
  expect(body.code).toBe(0);
  return body.data;
};
const act = (path: string, idList: string[], token = zhang) =>
  t.call('POST', `/api/order/order/${path}`, { token, body: { idList }, lang: 'en-US' });
const stateOf = async (uuid: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0];

describe('orders', () => {
  it('creates an open, manual order with a code from the number rule', async () => {
    const o = await create();
    expect(o.code).toMatch(/^OR\d{6}\d{6}$/);
    expect(await stateOf(o.uuid)).toMatchObject({ status: 'O', manual: 'Y', locked: 'N' });
    const list = await t.call<{ code: string }[]>('GET', `/api/order/order/list?code=${o.code}`, {
      token: zhang,
    });
    expect(list.body.data.map((r) => r.code)).toEqual([o.code]);
  });

  it('reviews only from open and withdraws only from effective', async () => {
    const o = await create();
    expect((await act('withdraw', [o.uuid])).body.msg).toBe('Only effective orders can be withdrawn');
    expect((await act('review', [o.uuid])).body.code).toBe(0);
    expect((await stateOf(o.uuid))?.status).toBe('E');
    expect((await act('review', [o.uuid])).body.msg).toBe('Only open orders can be reviewed');
    expect((await act('withdraw', [o.uuid])).body.code).toBe(0);
    expect((await stateOf(o.uuid))?.status).toBe('O');
  });

  it('locks from open or effective, unlocks only when locked, and delete needs open, manual, unlocked', async () => {
    const o = await create();
    expect((await act('unlock', [o.uuid])).body.msg).toBe('Only locked orders can be unlocked');
    expect((await act('lock', [o.uuid])).body.code).toBe(0);
    expect((await act('remove', [o.uuid])).body.msg).toBe('The order is locked; unlock it first');
    expect((await act('unlock', [o.uuid])).body.code).toBe(0);
    const upstream = await create('API');
    expect((await act('remove', [upstream.uuid])).body.msg).toBe(
      'Only manually created orders can be deleted',
    );
    await act('review', [upstream.uuid]);
    expect((await act('remove', [upstream.uuid])).body.msg).toBe('Only open orders can be deleted');
    expect((await act('remove', [o.uuid])).body.code).toBe(0);
    expect((await stateOf(o.uuid))?.delFlag).toBe('2');
  });

  it('assigns a carrier route only while open', async () => {
    const o = await create();
    const assign = () =>
      t.call('POST', '/api/order/order/assignRoute', {
        token: zhang,
        lang: 'en-US',
        body: { uuid: o.uuid, carrierId: null },
      });
    expect((await assign()).body.code).toBe(0);
    await act('review', [o.uuid]);
    expect((await assign()).body.msg).toBe('A carrier route can be assigned to open orders only');
  });

  it('keeps another center’s dispatcher out (403)', async () => {
    const o = await create();
    expect((await t.call('GET', `/api/order/order/get/${o.uuid}`, { token: chen })).status).toBe(403);
    expect((await act('review', [o.uuid], chen)).status).toBe(403);
  });
});
