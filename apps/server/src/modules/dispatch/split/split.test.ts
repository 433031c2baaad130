import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waybillLines, waybillLogs, waybills } from '../../../db/schema';
import { insertStations, insertWaybill, messageOf, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let zhang: string;
let li: string;
let client: string;
let S: Awaited<ReturnType<typeof insertStations>>;
type SplitData = { waybillId: string; waybillIds: string[]; codes: string[] };
type FetchRow = {
  uuid: string;
  code: string;
  canSplit: { ok: boolean; msg: string };
  canSplitQuantity: { ok: boolean; msg: string };
  waybillLineList: { uuid: string; quantity: string; weight: string; volume: string }[];
};

/** A waybill with three lines: frozen main + its auxiliary, chilled; ids wb-<code>-1..3. */
async function threeLines(code: string, over: Partial<typeof waybills.$inferInsert> = {}) {
  const uuid = await insertWaybill(t.database.db, code, S.P1, S.D1, { ...over, clientId: client });
  await t.database.db
    .update(waybillLines)
    .set({ quantity: '3', weight: '10', volume: '1', itemName: '冻饺', matType: '1' })
    .where(eq(waybillLines.uuid, `${uuid}-1`));
  await t.database.db.insert(waybillLines).values([
    {
      uuid: `${uuid}-2`,
      waybillId: uuid,
      lineNo: 2,
      temperature: 'FROZEN',
      itemName: '冰袋',
      matType: '2',
      mainLineId: `${uuid}-1`,
      quantity: '6',
      weight: '1.5',
      volume: '0.3',
    },
    {
      uuid: `${uuid}-3`,
      waybillId: uuid,
      lineNo: 3,
      temperature: 'CHILLED',
      itemTransClassification: 'B',
      itemName: '鲜奶',
      matType: '1',
      quantity: '4',
      weight: '8',
      volume: '2',
    },
  ]);
  await t.database.db
    .update(waybills)
    .set({ totalQuantity: '13', totalWeight: '19.5', totalVolume: '3.3' })
    .where(eq(waybills.uuid, uuid));
  return uuid;
}

const split = (
  token: string,
  waybillId: string,
  moves: { uuid: string; quantity: string }[],
  path = 'splitWaybill',
) =>
  t.call<SplitData>('POST', `/api/order/waybill/${path}`, {
    token,
    lang: 'en-US',
    body: { waybillId, isHandmade: 'Y', waybillList: [{ uuid: waybillId, waybillLineList2: moves }] },
  });
const row = async (uuid: string) => {
  const [r] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, uuid));
  return r;
};
const lines = (waybillId: string) =>
  t.database.db
    .select()
    .from(waybillLines)
    .where(eq(waybillLines.waybillId, waybillId))
    .orderBy(waybillLines.lineNo);

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  li = await t.login('li.na');
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'sp', client);
});
afterAll(async () => {
  await t.close();
});

describe('split fetch (selectWaybillSplitList)', () => {
  it('answers the waybills with their lines and whether they may be split', async () => {
    const a = await threeLines('SP1');
    const b = await threeLines('SP2', { orderType: '1', source: 'SCI' });
    const c = await threeLines('SP3', { byContainer: 'Y' });
    const res = await t.call<FetchRow[]>(
      'GET',
      `/api/order/waybill/selectWaybillSplitList?uuidList=${[a, b, c].join(',')}`,
      { token: zhang, lang: 'en-US' },
    );
    expect(res.body.msg).toBe('');
    const byCode = Object.fromEntries(res.body.data.map((w) => [w.code, w]));
    expect(byCode.SP1?.waybillLineList).toHaveLength(3);
    expect(byCode.SP1?.canSplit).toEqual({ ok: true, msg: '' });
    expect(byCode.SP2?.canSplit.ok).toBe(true);
    expect(byCode.SP2?.canSplitQuantity.msg).toMatch(messageOf('waybill.split.sciQuantity'));
    expect(byCode.SP3?.canSplit.msg).toMatch(messageOf('waybill.split.byContainer'));
  });
});

describe('split submit (splitWaybill)', () => {
  it('creates a child with parentId and split count; weights pro rata, auxiliaries follow, all logged', async () => {
    const id = await threeLines('SP10');
    const res = await split(zhang, id, [{ uuid: `${id}-1`, quantity: '1' }]);
    expect(res.body).toMatchObject({ code: 0, data: { waybillId: id, codes: ['SP10-1'] } });
    expect(res.body.msg).toMatch(messageOf('waybill.split.done'));
    const [childId] = res.body.data.waybillIds as [string];
    const child = await row(childId);
    expect(child).toMatchObject({ parentId: id, code: 'SP10-1', isSplit: 'Y', status: 'H', heldBy: 2 });
    expect(child?.totalQuantity).toBe('3.000');
    expect(await row(id)).toMatchObject({ splitCount: 1, isSplit: 'Y', totalQuantity: '10.000' });
    const kept = await lines(id);
    expect(kept.map((l) => [l.uuid, l.quantity, l.weight, l.volume])).toEqual([
      [`${id}-1`, '2.000', '6.667', '0.666667'],
      [`${id}-2`, '4.000', '1.000', '0.200000'],
      [`${id}-3`, '4.000', '8.000', '2.000000'],
    ]);
    const moved = await lines(childId);
    expect(moved.map((l) => [l.originLineId, l.quantity, l.weight, l.volume])).toEqual([
      [`${id}-1`, '1.000', '3.333', '0.333333'],
      [`${id}-2`, '2.000', '0.500', '0.100000'],
    ]);
    expect(moved[1]?.mainLineId).toBe(moved[0]?.uuid);
    const logs = await t.database.db
      .select()
      .from(waybillLogs)
      .where(eq(waybillLogs.waybillId, id))
      .orderBy(asc(waybillLogs.id));
    expect(logs.map((l) => [l.action, l.fromStatus, l.toStatus, l.remark])).toEqual([
      ['split', 'E', 'E', 'SP10-1'],
    ]);
  });

  it('refuses nothing moved, an empty waybill, bundled parts and unknown lines', async () => {
    const id = await threeLines('SP11');
    const none = await split(zhang, id, [{ uuid: `${id}-1`, quantity: '0' }]);
    expect(none.body.msg).toBe('No order split');
    const all = await split(zhang, id, [
      { uuid: `${id}-1`, quantity: '3' },
      { uuid: `${id}-3`, quantity: '4' },
    ]);
    expect(all.body.msg).toMatch(messageOf('waybill.split.all'));
    const empty = await insertWaybill(t.database.db, 'SP12', S.P1, S.D1, { clientId: client });
    await t.database.db.delete(waybillLines).where(eq(waybillLines.waybillId, empty));
    expect((await split(zhang, empty, [])).body.msg).toBe('Cannot split an empty order that does not exist');
    await t.database.db
      .update(waybillLines)
      .set({ matType: '3' })
      .where(eq(waybillLines.uuid, `${id}-3`));
    expect((await split(zhang, id, [{ uuid: `${id}-3`, quantity: '1' }])).body.msg).toMatch(
      messageOf('waybill.split.bundled'),
    );
    expect((await split(zhang, id, [{ uuid: 'nope', quantity: '1' }])).body.msg).toMatch(
      messageOf('waybill.split.line.unknown'),
    );
    expect((await split(zhang, id, [{ uuid: `${id}-1`, quantity: '1.2345' }])).body.msg).toMatch(
      messageOf('waybill.split.num.format'),
    );
    expect(await row(id)).toMatchObject({ splitCount: 0, isSplit: 'N' });
  });

  it('refuses a waybill not splittable, by container, from OMS, and a quantity split of an SCI order type 1', async () => {
    const cases: [string, Partial<typeof waybills.$inferInsert>, string][] = [
      ['SP20', { splittable: 'N' }, 'waybill.split.notSplittable'],
      ['SP21', { byContainer: 'Y' }, 'waybill.split.byContainer'],
      ['SP22', { source: 'OMS' }, 'waybill.split.oms'],
      ['SP23', { orderType: '1', source: 'SCI' }, 'waybill.split.sciQuantity'],
    ];
    for (const [code, over, key] of cases) {
      const id = await threeLines(code, over);
      const res = await split(zhang, id, [{ uuid: `${id}-3`, quantity: '4' }]);
      expect(res.body.msg, code).toMatch(messageOf(key));
    }
    // The class split stays open for the SCI order.
    const ok = await split(zhang, 'wb-sp23', [{ uuid: 'wb-sp23-3', quantity: '4' }], 'splitByItemAttribute');
    expect(ok.body.code).toBe(0);
  });

  it('the class split moves whole lines only', async () => {
    const id = await threeLines('SP24');
    const res = await split(zhang, id, [{ uuid: `${id}-3`, quantity: '1' }], 'splitByItemAttribute');
    expect(res.body.msg).toMatch(messageOf('waybill.split.wholeLines'));
  });

  it('refuses a waybill held by another dispatcher, a scheduled one, and one outside the scope', async () => {
    const held = await threeLines('SP30');
    expect(
      (await t.call('POST', '/api/order/waybill/handmade', { token: li, body: { idList: [held] } })).body,
    ).toMatchObject({ code: 0 });
    const res = await split(zhang, held, [{ uuid: `${held}-3`, quantity: '4' }]);
    expect(res.body.msg).toMatch(messageOf('waybill.split.held'));
    const scheduled = await threeLines('SP31', { status: 'S' });
    expect((await split(zhang, scheduled, [{ uuid: `${scheduled}-3`, quantity: '4' }])).body.msg).toMatch(
      messageOf('waybill.state.split'),
    );
    const other = await threeLines('SP32', { dispatchCenterId: 'dc-nowhere' });
    expect((await split(zhang, other, [{ uuid: `${other}-3`, quantity: '4' }])).body.msg).toMatch(
      messageOf('waybill.pool.notFound'),
    );
  });

  it('needs the split permission', async () => {
    const id = await threeLines('SP33');
    const readonly = await t.login('auditor');
    const res = await split(readonly, id, [{ uuid: `${id}-3`, quantity: '4' }]);
    expect(res.body.code).toBe(403);
  });
});

describe('splitWaybillHead and splitDC', () => {
  it('splitWaybillHead makes one waybill per further temperature', async () => {
    const id = await threeLines('SP40');
    const res = await t.call<SplitData>('POST', '/api/order/waybill/splitWaybillHead', {
      token: zhang,
      body: { waybillId: id, field: 'temperature', isHandmade: 'Y' },
    });
    expect(res.body.data.codes).toEqual(['SP40-1']);
    expect((await lines(res.body.data.waybillIds[0] as string)).map((l) => l.temperature)).toEqual([
      'CHILLED',
    ]);
    expect((await lines(id)).map((l) => l.temperature)).toEqual(['FROZEN', 'FROZEN']);
  });

  it('splitDC hands the part to another dispatch center, refusing the same one', async () => {
    const id = await threeLines('SP41');
    const body = (dispatchCenterId: string) => ({
      waybillId: id,
      dispatchCenterId,
      isHandmade: 'Y',
      waybillList: [{ uuid: id, waybillLineList2: [{ uuid: `${id}-3`, quantity: '4' }] }],
    });
    const same = await t.call('POST', '/api/order/waybill/splitDC', {
      token: zhang,
      lang: 'en-US',
      body: body('dc-sh'),
    });
    expect(same.body.msg).toMatch(messageOf('waybill.split.center'));
    const [center] = await t.database.db.query.dispatchCenters
      .findMany({ limit: 5 })
      .then((r) => r.filter((c) => c.uuid !== 'dc-sh'));
    if (!center) return;
    const res = await t.call<SplitData>('POST', '/api/order/waybill/splitDC', {
      token: zhang,
      body: body(center.uuid),
    });
    expect(res.body.code).toBe(0);
    expect(await row(res.body.data.waybillIds[0] as string)).toMatchObject({
      dispatchCenterId: center.uuid,
      status: 'E',
      heldBy: null,
    });
  });
});

describe('withdraw split (splitCancel)', () => {
  it('merges the children back into the parent exactly, logged; a line moved whole comes back', async () => {
    const id = await threeLines('SP50');
    const before = (await lines(id)).map((l) => [l.uuid, l.quantity, l.weight, l.volume]);
    const first = await split(zhang, id, [{ uuid: `${id}-1`, quantity: '2' }]);
    const second = await split(zhang, id, [{ uuid: `${id}-3`, quantity: '4' }]);
    expect(second.body.data.codes).toEqual(['SP50-2']);
    // A split of a child hangs off the same parent.
    const child = first.body.data.waybillIds[0] as string;
    const childLine = (await lines(child))[0]?.uuid as string;
    const third = await split(zhang, child, [{ uuid: childLine, quantity: '1' }]);
    expect(third.body).toMatchObject({ code: 0, data: { codes: ['SP50-3'] } });
    const res = await t.call<{ waybillId: string; waybillIds: string[] }>(
      'POST',
      '/api/order/waybill/splitCancel',
      {
        token: zhang,
        lang: 'en-US',
        body: { uuid: child },
      },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatch(messageOf('waybill.split.withdrawn'));
    expect(res.body.data.waybillId).toBe(id);
    expect(res.body.data.waybillIds).toHaveLength(3);
    const after = (await lines(id)).map((l) => [l.uuid, l.quantity, l.weight, l.volume]);
    expect(after.sort()).toEqual(before.sort());
    expect(await row(id)).toMatchObject({
      splitCount: 0,
      isSplit: 'N',
      totalQuantity: '13.000',
      totalWeight: '19.500',
    });
    expect(await row(child)).toMatchObject({ delFlag: '1' });
    const logs = await t.database.db
      .select()
      .from(waybillLogs)
      .where(and(eq(waybillLogs.waybillId, id), eq(waybillLogs.action, 'withdrawSplit')));
    expect(logs).toHaveLength(1);
  });

  it('refuses a waybill without split, a scheduled family member, and one held by another', async () => {
    const plain = await threeLines('SP60');
    const none = await t.call('POST', '/api/order/waybill/splitCancel', {
      token: zhang,
      lang: 'en-US',
      body: { uuid: plain },
    });
    expect(none.body.msg).toMatch(messageOf('waybill.split.notSplit'));
    const id = await threeLines('SP61');
    const res = await split(zhang, id, [{ uuid: `${id}-3`, quantity: '4' }]);
    const childId = res.body.data.waybillIds[0] as string;
    await t.database.db.update(waybills).set({ status: 'S' }).where(eq(waybills.uuid, childId));
    const scheduled = await t.call('POST', '/api/order/waybill/splitCancel', {
      token: zhang,
      lang: 'en-US',
      body: { uuid: id },
    });
    expect(scheduled.body.msg).toMatch(messageOf('waybill.state.withdrawSplit.scheduled'));
    await t.database.db
      .update(waybills)
      .set({ status: 'H', heldBy: 999, heldByName: '李娜' })
      .where(eq(waybills.uuid, childId));
    const held = await t.call('POST', '/api/order/waybill/splitCancel', {
      token: zhang,
      lang: 'en-US',
      body: { uuid: id },
    });
    expect(held.body.msg).toMatch(messageOf('waybill.split.held'));
    expect((await lines(id)).map((l) => l.uuid)).toEqual([`${id}-1`, `${id}-2`]);
  });
});
