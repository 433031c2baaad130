import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waybills } from '../../../db/schema';
import { insertStations, insertWaybill, messageOf, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

type Draft = {
  lines: { key: string; waybillIds: string[] }[];
  gone: { uuid: string; code: string | null }[];
  updateTime: string;
};

let t: TestApp;
let zhang: string;
let li: string;
let S: Awaited<ReturnType<typeof insertStations>>;
const W = (n: number) => `wb-ld${n}`;
const URL = '/api/order/lineAdjust/draft';

const line = (key: string, ids: string[]) => ({
  key,
  vehicleMainModelId: null,
  stops: [{ stationId: S.P1, stationType: 'P', eta: '2026-11-27 06:00', etd: '2026-11-27 06:15' }],
  waybillIds: ids,
});
const save = (token: string, lines: ReturnType<typeof line>[], lang?: string) =>
  t.call<{ updateTime: string | null }>('POST', `${URL}/save`, { token, lang, body: { lines } });
const read = async (token: string) => (await t.call<Draft | null>('GET', URL, { token })).body;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  li = await t.login('li.na');
  const db = t.database.db;
  const client = await shClient(db);
  S = await insertStations(db, 'ld', client);
  for (let n = 1; n <= 4; n++) await insertWaybill(db, `LD${n}`, S.P1, S.D1, { clientId: client });
});
afterAll(async () => {
  await t.close();
});

describe('line drafts', () => {
  it('answers null before anything was saved', async () => {
    expect((await read(zhang)).data).toBeNull();
  });

  it('keeps the lines for their dispatcher and gives them back as saved', async () => {
    await t.call('POST', '/api/order/waybill/handmade', { token: zhang, body: { idList: [W(1), W(2)] } });
    const saved = await save(zhang, [line('new-1', [W(1), W(2)]), line('new-2', [])]);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.updateTime).toEqual(expect.any(String));
    const { data } = await read(zhang);
    // Lines with nothing on them are not kept.
    expect(data?.lines.map((l) => [l.key, l.waybillIds])).toEqual([['new-1', [W(1), W(2)]]]);
    expect(data?.gone).toEqual([]);
    expect(data?.lines[0]).toMatchObject({ stops: [{ stationId: S.P1, eta: '2026-11-27 06:00' }] });
  });

  it('another user cannot read (or overwrite) my draft', async () => {
    expect((await read(li)).data).toBeNull();
    await save(li, [line('new-1', [W(3)])]);
    expect((await read(zhang)).data?.lines[0]?.waybillIds).toEqual([W(1), W(2)]);
    expect((await read(li)).data?.lines[0]?.waybillIds).toEqual([W(3)]);
  });

  it('is kept per dispatch center: another center of the same user has its own (none)', async () => {
    const elsewhere = await t.login('li.na');
    const switched = await t.call('GET', '/api/system/user/updateUserRights?dispatchCenterId=dc-gz', {
      token: elsewhere,
    });
    expect(switched.body.code).toBe(0);
    expect((await read(elsewhere)).data).toBeNull();
    expect((await read(li)).data?.lines[0]?.waybillIds).toEqual([W(3)]);
  });

  it('names the waybills that left the pool since (cancelled, held by someone else)', async () => {
    await save(zhang, [line('new-1', [W(1), W(2), W(4)])]);
    await t.database.db
      .update(waybills)
      .set({ status: 'C' })
      .where(eq(waybills.uuid, W(2)));
    await t.call('POST', '/api/order/waybill/handmade', { token: li, body: { idList: [W(4)] } });
    // Released by the page-unload beacon (back to E): still there to take back.
    await t.call('POST', '/api/order/waybill/handmadeCancel', { token: zhang, body: { idList: [W(1)] } });
    expect((await read(zhang)).data?.gone).toEqual([
      { uuid: W(2), code: 'LD2' },
      { uuid: W(4), code: 'LD4' },
    ]);
  });

  it('refuses a draft over the size limit with a translated message', async () => {
    const many = (p: string) => Array.from({ length: 3000 }, (_, i) => `${p}-${String(i).padStart(30, '0')}`);
    const res = await save(zhang, [line('a', many('a')), line('b', many('b'))], 'en-US');
    expect(res.body.code).not.toBe(0);
    expect(res.body.msg).toMatch(messageOf('lineDraft.tooLarge'));
    const zh = await save(zhang, [line('a', many('a')), line('b', many('b'))], 'zh-CN');
    expect(zh.body.msg).toContain('排线草稿过大');
  });

  it('is discarded explicitly, and by saving no line with waybills', async () => {
    expect((await t.call('POST', `${URL}/discard`, { token: zhang })).body.code).toBe(0);
    expect((await read(zhang)).data).toBeNull();
    expect((await read(li)).data).not.toBeNull();
    const emptied = await save(li, [line('new-1', [])]);
    expect(emptied.body.data.updateTime).toBeNull();
    expect((await read(li)).data).toBeNull();
  });

  it('needs the line screen’s keys', async () => {
    const auditor = await t.login('auditor');
    const res = await t.call('POST', `${URL}/save`, { token: auditor, body: { lines: [] } });
    expect(res.status).toBe(403);
  });
});
