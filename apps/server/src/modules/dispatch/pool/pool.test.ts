import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations, waybillLogs, waybills } from '../../../db/schema';
import { insertStations, insertWaybill, messageOf, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let zhang: string;
let li: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let client: string;
const W = (n: number) => `wb-pl${n}`;
const statusOf = async (id: string) => {
  const [row] = await t.database.db
    .select({ status: waybills.status, heldBy: waybills.heldBy })
    .from(waybills)
    .where(eq(waybills.uuid, id));
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  li = await t.login('li.na');
  const db = t.database.db;
  client = await shClient(db);
  S = await insertStations(db, 'pl', client);
  for (let n = 1; n <= 12; n++)
    await insertWaybill(db, `PL${n}`, S.P1, S.D1, {
      clientId: client,
      parentId: n === 9 || n === 10 ? W(8) : null,
    });
});
afterAll(async () => {
  await t.close();
});

describe('the hold (handmade)', () => {
  it('a second dispatcher is refused with the holder named, all or nothing', async () => {
    const first = await t.call('POST', '/api/order/waybill/handmade', {
      token: zhang,
      body: { idList: [W(1), W(2)] },
    });
    expect(first.body.code).toBe(0);
    const second = await t.call('POST', '/api/order/waybill/handmade', {
      token: li,
      lang: 'en-US',
      body: { idList: [W(3), W(2)] },
    });
    expect(second.body.code).not.toBe(0);
    expect(second.body.msg).toMatch(messageOf('waybill.state.handmade.held'));
    expect(second.body.msg).toContain('张伟');
    expect(second.body.msg).toContain('PL2');
    expect(await statusOf(W(3))).toEqual({ status: 'E', heldBy: null });
    expect(await statusOf(W(2))).toEqual({ status: 'H', heldBy: 2 });
    const logs = await t.database.db
      .select()
      .from(waybillLogs)
      .where(eq(waybillLogs.waybillId, W(1)));
    expect(logs.map((l) => [l.action, l.fromStatus, l.toStatus])).toEqual([['handmade', 'E', 'H']]);
  });

  it('holds not renewed for 30 minutes expire back to E on the next read', async () => {
    await t.call('POST', '/api/order/waybill/handmade', { token: zhang, body: { idList: [W(4)] } });
    await t.database.db
      .update(waybills)
      .set({ heldAt: sql`now() - interval '31 minutes'` })
      .where(eq(waybills.uuid, W(4)));
    const check = await t.call<{ held: string[]; lost: string[] }>(
      'POST',
      '/api/order/waybill/handmadeCancelCheck',
      {
        token: zhang,
        body: { idList: [W(1), W(4)] },
      },
    );
    expect(check.body.data).toEqual({ held: [W(1)], lost: [W(4)] });
    expect(await statusOf(W(4))).toEqual({ status: 'E', heldBy: null });
    const [log] = await t.database.db
      .select()
      .from(waybillLogs)
      .where(and(eq(waybillLogs.waybillId, W(4)), eq(waybillLogs.action, 'handmadeCancel')));
    expect(log?.remark).toBe('expired');
    // Now li.na may take it.
    const taken = await t.call('POST', '/api/order/waybill/handmade', {
      token: li,
      body: { idList: [W(4)] },
    });
    expect(taken.body.code).toBe(0);
  });

  it('a renewed hold (handmadeFix) does not expire', async () => {
    await t.database.db
      .update(waybills)
      .set({ heldAt: sql`now() - interval '29 minutes'` })
      .where(eq(waybills.uuid, W(1)));
    const fix = await t.call('POST', '/api/order/waybill/handmadeFix', {
      token: zhang,
      body: { idList: [W(1), W(3)] },
    });
    expect(fix.body.data).toEqual({ held: [W(1)], lost: [W(3)] });
    await t.database.db
      .update(waybills)
      .set({ heldAt: sql`held_at - interval '2 minutes'` })
      .where(eq(waybills.uuid, W(1)));
    const check = await t.call('POST', '/api/order/waybill/handmadeCancelCheck', {
      token: zhang,
      body: { idList: [W(1)] },
    });
    expect(check.body.data).toEqual({ held: [W(1)], lost: [] });
  });

  it('handmadeCancel releases only the caller’s holds', async () => {
    await t.call('POST', '/api/order/waybill/handmade', { token: zhang, body: { idList: [W(5)] } });
    const cancel = await t.call('POST', '/api/order/waybill/handmadeCancel', {
      token: li,
      body: { idList: [W(5)] },
    });
    expect(cancel.body.data).toEqual({ idList: [] });
    const mine = await t.call('POST', '/api/order/waybill/handmadeCancel', {
      token: zhang,
      body: { idList: [W(5)] },
    });
    expect(mine.body.data).toEqual({ idList: [W(5)] });
    expect(await statusOf(W(5))).toEqual({ status: 'E', heldBy: null });
  });

  it('handmadeCancel drops the caller’s hold on a shipment’s waybills (edit mode left) and keeps them on it', async () => {
    await t.database.db
      .update(waybills)
      .set({ status: 'S', heldBy: 2, heldByName: '张伟', heldAt: new Date() })
      .where(eq(waybills.uuid, W(12)));
    const cancel = await t.call('POST', '/api/order/waybill/handmadeCancel', {
      token: li,
      body: { idList: [W(12)] },
    });
    expect(cancel.body.code).toBe(0);
    expect(await statusOf(W(12))).toEqual({ status: 'S', heldBy: 2 });
    const mine = await t.call('POST', '/api/order/waybill/handmadeCancel', {
      token: zhang,
      body: { idList: [W(12)] },
    });
    expect(mine.body.code).toBe(0);
    expect(await statusOf(W(12))).toEqual({ status: 'S', heldBy: null });
  });

  it('the page-unload beacon releases by form fields ids and token, without a header', async () => {
    await t.call('POST', '/api/order/waybill/handmade', { token: zhang, body: { idList: [W(6), W(7)] } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/waybill/handmadeCancelNew',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ids: `${W(6)},${W(7)}`, token: zhang }).toString(),
    });
    expect(response.json()).toMatchObject({ code: 0, data: { idList: [W(6), W(7)] } });
    expect(await statusOf(W(6))).toEqual({ status: 'E', heldBy: null });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/order/waybill/handmadeCancelNew',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ids=${W(1)}&token=nope`,
    });
    expect(bad.statusCode).toBe(401);
    expect(await statusOf(W(1))).toMatchObject({ status: 'H' });
  });
});

describe('pool lists', () => {
  it('the insert-order dialog lists audited waybills only, addresses masked, at most 31 days', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const list = await t.call<{ code: string; status: string; srcAddress: string }[]>(
      'GET',
      `/api/order/waybill/selectPoolCandidates?createBegin=${day(-1)}&createEnd=${day(1)}&code=PL&pageSize=200`,
      { token: zhang },
    );
    expect(list.body.code).toBe(0);
    const codes = list.body.data.map((r) => r.code);
    expect(codes).toContain('PL3');
    expect(codes).not.toContain('PL1'); // held
    expect(list.body.data.every((r) => r.status === 'E')).toBe(true);
    expect(list.body.data[0]?.srcAddress).toMatch(/\*{6}$/);
    const wide = await t.call(
      'GET',
      '/api/order/waybill/selectPoolCandidates?createBegin=2030-01-01&createEnd=2030-03-01',
      {
        token: zhang,
        lang: 'en-US',
      },
    );
    expect(wide.body.msg).toMatch(messageOf('waybill.pool.range'));
  });

  it('the pool panel shows only what the caller holds, sorted on whitelisted columns', async () => {
    const pool = await t.call<{ code: string; tempVoLists: { tempCode: string; weight: string }[] }[]>(
      'GET',
      `/api/order/waybill/selectPoolList?ids=${W(1)},${W(2)},${W(4)}&sortField=code&sortOrder=descend`,
      { token: zhang },
    );
    expect(pool.body.data.map((r) => r.code)).toEqual(['PL2', 'PL1']);
    expect(pool.body.data[0]?.tempVoLists).toEqual([
      expect.objectContaining({ tempCode: 'FROZEN', weight: '100.000' }),
    ]);
    const bad = await t.call('GET', '/api/order/waybill/selectPoolList?sortField=password', { token: zhang });
    expect(bad.body.code).not.toBe(0);
  });

  it('selectStations gives the stations of the waybills with windows and mutex partners', async () => {
    const list = await t.call<{ stationId: string; timeWindows: unknown[]; mutexIds: string[] }[]>(
      'GET',
      `/api/order/waybill/selectStations?ids=${W(1)}`,
      { token: zhang },
    );
    expect(list.body.data.map((s) => s.stationId).sort()).toEqual([S.D1, S.P1].sort());
    expect(list.body.data[0]?.timeWindows).toHaveLength(7);
  });

  it('selectStations gives each station its position, for the drive between stops', async () => {
    await t.database.db
      .update(stations)
      .set({ latitude: '31.188000', longitude: '121.436000' })
      .where(eq(stations.uuid, S.P1));
    const list = await t.call<{ stationId: string; latitude: string | null; longitude: string | null }[]>(
      'GET',
      `/api/order/waybill/selectStations?ids=${W(1)}`,
      { token: zhang },
    );
    const byId = new Map(list.body.data.map((s) => [s.stationId, s]));
    expect(byId.get(S.P1)).toMatchObject({ latitude: '31.188000', longitude: '121.436000' });
    expect(byId.get(S.D1)).toMatchObject({ latitude: null, longitude: null });
  });
});

describe('move check', () => {
  it('refuses orders of one parent on a line (someParent2) and mutually exclusive stations', async () => {
    const parents = await t.call('POST', '/api/order/waybill/handmadeMoveCheck', {
      token: zhang,
      lang: 'en-US',
      body: { kind: 'orders', line: { stopList: [], waybillIdList: [W(9)] }, movedIds: [W(10)] },
    });
    expect(parents.body.msg).toMatch(messageOf('waybill.tips.someParent2'));
    const fine = await t.call('POST', '/api/order/waybill/handmadeMoveCheck', {
      token: zhang,
      body: { kind: 'orders', line: { stopList: [], waybillIdList: [W(9)] }, movedIds: [W(11)] },
    });
    expect(fine.body.code).toBe(0);
  });

  it('refuses moving a delivery stop before its pick-up', async () => {
    const move = await t.call('POST', '/api/order/waybill/handmadeMoveCheck', {
      token: zhang,
      lang: 'en-US',
      body: {
        kind: 'stop',
        line: { stopList: [{ stationId: S.P1 }, { stationId: S.D1 }], waybillIdList: [W(1)] },
        from: 1,
        to: 0,
      },
    });
    expect(move.body.msg).toMatch(messageOf('waybill.tip.stop.move.after'));
  });
});
