import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, items, stations, waybillLines, waybillLogs, waybills } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let zhang: string; // dispatcher of dc-sh
let chen: string; // dispatcher of dc-gz
let clientId: string;
let frozen: string;
let chilled: string;

const STORE = 'st-s-sh-001';
const WAREHOUSE = 'st-w-sh-01';

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  chen = await t.login('chen.jie');
  const db = t.database.db;
  const [store] = await db
    .select({ clientId: stations.clientId })
    .from(stations)
    .where(eq(stations.uuid, STORE));
  clientId = store?.clientId as string;
  const itemOf = async (temperature: string) => {
    const [row] = await db
      .select({ code: items.code })
      .from(items)
      .where(and(eq(items.clientId, clientId), eq(items.temperature, temperature)))
      .limit(1);
    return row?.code as string;
  };
  frozen = await itemOf('FROZEN');
  chilled = await itemOf('CHILLED');
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
/** A distinct refNo each time: identical calls within 5 s are refused by the repeat-submit guard. */
const form = (over: Record<string, unknown> = {}) => ({
  clientId,
  shipFromId: WAREHOUSE,
  shipToId: STORE,
  etd: '2030-05-06 06:00',
  eta: '2030-05-06 09:30',
  refNo: `PO-T-${++serial}`,
  waybillLineList: [
    { itemCode: frozen, quantity: '1', weight: '0.1' },
    { itemCode: chilled, quantity: '2', weight: '0.2' },
  ],
  ...over,
});

type Saved = { uuid: string; code: string };
const save = (body: unknown, token = zhang, headers?: Record<string, string>) =>
  t.call<Saved>('POST', '/api/order/waybill/save', { token, body, lang: 'en-US', headers });
const act = (path: string, idList: string[], token = zhang, extra: Record<string, unknown> = {}) =>
  t.call<{ count: number }>('POST', `/api/order/waybill/${path}`, {
    token,
    body: { idList, ...extra },
    lang: 'en-US',
  });
const statusOf = async (uuid: string) =>
  (await t.database.db.select({ s: waybills.status }).from(waybills).where(eq(waybills.uuid, uuid)))[0]?.s;

describe('save and update', () => {
  it('creates an open waybill with a code from the number rule and exact totals from the lines', async () => {
    const { body } = await save(form({ totalWeight: '999' }));
    expect(body.code).toBe(0);
    expect(body.data.code).toMatch(/^WB\d{8}\d{6}$/);
    const got = await t.call<Record<string, unknown>>('GET', `/api/order/waybill/get/${body.data.uuid}`, {
      token: zhang,
    });
    expect(got.body.data).toMatchObject({
      status: 'O',
      source: 'FORM',
      totalWeight: '0.300',
      totalQuantity: '3',
      srcStationCode: 'W-SH-01',
      destStationCode: 'S-SH-001',
      etd: '2030-05-06 06:00:00',
    });
    const lines = got.body.data.waybillLineList as { temperature: string; weight: string }[];
    expect(lines.map((l) => [l.temperature, l.weight])).toEqual([
      ['FROZEN', '0.100'],
      ['CHILLED', '0.200'],
    ]);
    expect((got.body.data.tempVoLists as { tempCode: string }[]).map((v) => v.tempCode)).toEqual([
      'FROZEN',
      'CHILLED',
    ]);
  });

  it('fills blank weight and volume from the item, per quantity', async () => {
    const { body } = await save(form({ waybillLineList: [{ itemCode: frozen, quantity: '10' }] }));
    const [item] = await t.database.db.select().from(items).where(eq(items.code, frozen));
    const [line] = await t.database.db
      .select()
      .from(waybillLines)
      .where(eq(waybillLines.waybillId, body.data.uuid));
    expect(Number(line?.weight)).toBeCloseTo(Number(item?.weightKg) * 10, 3);
    expect(line?.temperature).toBe('FROZEN');
  });

  it('marks the upstream entry as source API by the body field or the header', async () => {
    const byField = await save(form({ source: 'API', refNo: 'UP-1' }));
    const byHeader = await save(form({ refNo: 'UP-2' }), zhang, { 'x-tms-source': 'API' });
    for (const r of [byField, byHeader]) {
      const [row] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, r.body.data.uuid));
      expect(row?.source).toBe('API');
    }
  });

  it('accepts codes instead of uuids for the upstream system', async () => {
    const [client] = await t.database.db
      .select({ code: clients.code })
      .from(clients)
      .where(eq(clients.uuid, clientId));
    const { body } = await save({
      clientCode: client?.code,
      shipFromCode: 'W-SH-01',
      shipToCode: 'S-SH-001',
      waybillLineList: [{ itemCode: frozen, quantity: 3 }],
    });
    expect(body.code).toBe(0);
    const [row] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, body.data.uuid));
    expect([row?.clientId, row?.shipFromId, row?.shipToId]).toEqual([clientId, WAREHOUSE, STORE]);
  });

  it('updates when the uuid is present, and keeps the code', async () => {
    const created = (await save(form())).body.data;
    const { body } = await t.call<Saved>('POST', '/api/order/waybill/update', {
      token: zhang,
      body: form({
        uuid: created.uuid,
        remark: 'changed',
        waybillLineList: [{ itemCode: frozen, quantity: '4' }],
      }),
    });
    expect(body.code).toBe(0);
    expect(body.data.code).toBe(created.code);
    const [row] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, created.uuid));
    expect(row?.remark).toBe('changed');
    expect(row?.totalQuantity).toBe('4.000');
    const [n] = await t.database.db
      .select({ n: count() })
      .from(waybillLines)
      .where(eq(waybillLines.waybillId, created.uuid));
    expect(n?.n).toBe(1);
  });

  it('refuses to change a waybill that is no longer open', async () => {
    const created = (await save(form())).body.data;
    await act('waybillConfirmation', [created.uuid]);
    const { body } = await t.call('POST', '/api/order/waybill/update', {
      token: zhang,
      lang: 'en-US',
      body: form({ uuid: created.uuid }),
    });
    expect(body.code).toBe(500);
    expect(body.msg).toBe(`Waybill ${created.code} is not open, so it cannot be changed`);
  });

  it.each([
    [() => ({ clientId: 'nope' }), 'Client nope does not exist'],
    [() => ({ shipToId: 'st-s-gz-001' }), 'Station S-GZ-001 does not belong to the selected dispatch center'],
    [() => ({ shipToId: 'nope' }), 'Station nope does not exist or is disabled'],
    [() => ({ shipToId: WAREHOUSE }), 'The ship-from and ship-to stations must differ'],
    [() => ({ eta: '2030-05-06 05:00' }), 'The ETA cannot be earlier than the ETD'],
    [() => ({ waybillLineList: [] }), 'A waybill needs at least one goods line'],
    [
      () => ({ waybillLineList: [{ itemCode: 'I99999', quantity: 1 }] }),
      'Item I99999 does not exist or is disabled',
    ],
    [
      () => ({ waybillLineList: [{ itemCode: frozen, quantity: 0 }] }),
      'Line 1: the quantity must be above 0 with at most 3 decimals',
    ],
    [
      () => ({ waybillLineList: [{ itemCode: frozen, quantity: '1.0001' }] }),
      'Line 1: the quantity must be above 0 with at most 3 decimals',
    ],
    [
      () => ({ waybillLineList: [{ itemCode: frozen, quantity: 1, weight: '0.0001' }] }),
      'Line 1: weight must be a number of at least 0 (weight up to 3 decimals, volume up to 6)',
    ],
  ])('refuses a broken rule with a translated message (%#)', async (over, message) => {
    const { body } = await save(form(over()));
    expect(body.code).toBe(500);
    expect(body.msg).toBe(message);
  });

  it('refuses an item of another client', async () => {
    const [other] = await t.database.db
      .select({ code: items.code })
      .from(items)
      .where(and(ne(items.clientId, clientId), isNotNull(items.clientId)))
      .limit(1);
    const { body } = await save(form({ waybillLineList: [{ itemCode: other?.code, quantity: 1 }] }));
    expect(body.msg).toBe(`Item ${other?.code} belongs to another client`);
  });

  it('answers in the request language', async () => {
    const { body } = await t.call('POST', '/api/order/waybill/save', {
      token: zhang,
      lang: 'zh-CN',
      body: form({ shipToId: WAREHOUSE }),
    });
    expect(body.msg).toBe('发货站点和收货站点不能相同');
  });
});

describe('transitions', () => {
  const create = async () => (await save(form())).body.data;

  it('confirms (O -> E), withdraws (E -> O), hands out and back (E <-> D), cancels, all logged', async () => {
    const w = await create();
    expect((await act('waybillConfirmation', [w.uuid])).body.code).toBe(0);
    expect(await statusOf(w.uuid)).toBe('E');
    expect((await act('waybillWithdrawal', [w.uuid])).body.code).toBe(0);
    expect(await statusOf(w.uuid)).toBe('O');
    await act('waybillConfirmation', [w.uuid]);
    expect((await act('handout', [w.uuid], zhang, { handoutRemark: 'to CR01' })).body.code).toBe(0);
    const [handed] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, w.uuid));
    expect([handed?.status, handed?.handoutFlag, handed?.handoutRemark]).toEqual(['D', 'Y', 'to CR01']);
    expect((await act('handoutCancel', [w.uuid])).body.code).toBe(0);
    expect(await statusOf(w.uuid)).toBe('E');
    expect((await act('cancel', [w.uuid], zhang, { remark: 'client called' })).body.code).toBe(0);
    expect(await statusOf(w.uuid)).toBe('C');
    const log = await t.call<{ action: string; fromStatus: string; toStatus: string; remark: string }[]>(
      'GET',
      `/api/order/waybill/log/${w.uuid}`,
      { token: zhang },
    );
    expect(log.body.data.map((l) => `${l.action}:${l.fromStatus ?? ''}>${l.toStatus}`)).toEqual([
      'create:>O',
      'confirm:O>E',
      'withdraw:E>O',
      'confirm:O>E',
      'handout:E>D',
      'handoutCancel:D>E',
      'cancel:E>C',
    ]);
    expect(log.body.data.at(-1)?.remark).toBe('client called');
    // The operator is shown by name, whether create_by holds the account name or (the pool's holds) the
    // user id.
    await t.database.db
      .insert(waybillLogs)
      .values({ waybillId: w.uuid, action: 'handmade', fromStatus: 'C', toStatus: 'C', createBy: '2' });
    const named = await t.call<{ createBy: string; createByName: string }[]>(
      'GET',
      `/api/order/waybill/log/${w.uuid}`,
      { token: zhang },
    );
    expect(named.body.data.map((l) => l.createByName)).toEqual(Array(8).fill('张伟'));
    expect(named.body.data.at(-1)?.createBy).toBe('2');
  });

  it.each([
    ['waybillConfirmation', 'E', 'is not open, so it cannot be reviewed'],
    ['waybillWithdrawal', 'O', 'is not audited, so it cannot be withdrawn'],
    ['handout', 'O', ''],
    ['handoutCancel', 'E', ''],
    ['cancel', 'D', ''],
  ])('refuses %s from %s with the domain key naming the waybill', async (path, from, text) => {
    const w = await create();
    if (from !== 'O') await act('waybillConfirmation', [w.uuid]);
    if (from === 'D') await act('handout', [w.uuid]);
    const { body } = await act(path, [w.uuid]);
    expect(body.code).toBe(500);
    expect(body.msg).toContain(w.code);
    if (text) expect(body.msg).toContain(text);
  });

  it('is all-or-nothing: one refused waybill leaves the others untouched', async () => {
    const a = await create();
    const b = await create();
    await act('waybillConfirmation', [b.uuid]);
    const { body } = await act('waybillConfirmation', [a.uuid, b.uuid]);
    expect(body.msg).toBe(`Waybill ${b.code} is not open, so it cannot be reviewed`);
    expect(await statusOf(a.uuid)).toBe('O');
  });

  it('edits the remark, the carrier and the print count, keeping the status', async () => {
    const w = await create();
    expect(
      (
        await t.call('POST', '/api/order/waybill/editRemark', {
          token: zhang,
          body: { uuid: w.uuid, remark: 'r1' },
        })
      ).body.code,
    ).toBe(0);
    const bad = await t.call('POST', `/api/order/waybill/updateWaybillCarrier?ids=${w.uuid}&carrierId=nope`, {
      token: zhang,
      lang: 'en-US',
    });
    expect(bad.body.msg).toBe('Carrier nope does not exist');
    expect(
      (await t.call('POST', `/api/order/waybill/printReset?ids=${w.uuid}`, { token: zhang })).body.code,
    ).toBe(0);
    const [row] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, w.uuid));
    expect([row?.remark, row?.status, row?.printCount]).toEqual(['r1', 'O', 0]);
  });
});

describe('list and scope', () => {
  it('lists the seeded day with totals, filters and remote sorting', async () => {
    const all = await t.call<{ status: string; tempVoLists: unknown[] }[]>(
      'GET',
      '/api/order/waybill/list?pageSize=50',
      { token: zhang },
    );
    expect(all.body.code).toBe(0);
    expect(all.body.total).toBeGreaterThan(100);
    expect(all.body.data[0]?.tempVoLists.length).toBeGreaterThan(0);
    const open = await t.call<{ status: string }[]>(
      'GET',
      '/api/order/waybill/list?status=O,D&pageSize=200',
      {
        token: zhang,
      },
    );
    expect(new Set(open.body.data.map((r) => r.status))).toEqual(new Set(['O', 'D']));
    const sorted = await t.call<{ totalWeight: string }[]>(
      'GET',
      '/api/order/waybill/list?sortField=totalWeight&sortOrder=descend&pageSize=5',
      { token: zhang },
    );
    const weights = sorted.body.data.map((r) => Number(r.totalWeight));
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    const refused = await t.call('GET', '/api/order/waybill/list?sortField=password', { token: zhang });
    expect(refused.body.code).toBe(500);
    const ids = await t.call<string[]>('GET', '/api/order/waybill/selectIds?status=E', { token: zhang });
    const audited = await t.call('GET', '/api/order/waybill/getWaybillListByReviewed?pageSize=1', {
      token: zhang,
    });
    expect(ids.body.data.length).toBe(audited.body.total);
  });

  it('pages as slices of the whole sorted list, by station code too, with the total past the end', async () => {
    type Row = { uuid: string };
    const list = (query: string) =>
      t.call<Row[]>('GET', `/api/order/waybill/list?${query}`, { token: zhang });
    for (const sort of ['', 'sortField=srcStationCode&sortOrder=ascend&', 'sortField=destStationCode&']) {
      const whole = await list(`${sort}pageSize=10000`);
      const third = await list(`${sort}pageSize=7&pageNum=3`);
      expect(third.body.data.map((r) => r.uuid)).toEqual(whole.body.data.slice(14, 21).map((r) => r.uuid));
      expect(third.body.total).toBe(whole.body.total);
      const past = await list(`${sort}pageSize=7&pageNum=1000`);
      expect([past.body.data.length, past.body.total]).toEqual([0, whole.body.total]);
    }
  });

  it('hides another center’s waybills: not listed, 403 to read or change', async () => {
    const w = (await save(form())).body.data;
    const list = await t.call<{ uuid: string }[]>('GET', `/api/order/waybill/list?code=${w.code}`, {
      token: chen,
    });
    expect(list.body.total).toBe(0);
    const get = await t.call('GET', `/api/order/waybill/get/${w.uuid}`, { token: chen });
    expect(get.status).toBe(403);
    const confirm = await act('waybillConfirmation', [w.uuid], chen);
    expect(confirm.status).toBe(403);
    expect(await statusOf(w.uuid)).toBe('O');
    const log = await t.call('GET', `/api/order/waybill/log/${w.uuid}`, { token: chen });
    expect(log.status).toBe(403);
    const missing = await t.call('GET', '/api/order/waybill/get/nope', { token: zhang });
    expect(missing.body.code).toBe(404);
  });

  it('exports the filtered list as an xlsx blob', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/waybillExport/exportWaybill',
      headers: { authorization: `Bearer ${zhang}` },
      payload: { status: ['O'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
