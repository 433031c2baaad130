import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, shipmentStops, shipments, waybillLogs, waybills } from '../../../db/schema';
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
let li: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let M: Awaited<ReturnType<typeof insertModels>>;
let client: string;
let n = 0;

/** A fresh audited waybill (P1 -> `to` unless given), optionally held by zhang.wei. */
async function waybill(
  over: {
    to?: string;
    from?: string;
    hold?: boolean;
    temperature?: string;
    weight?: string;
    parentId?: string;
    requiredDeliveryTime?: string;
  } = {},
) {
  n += 1;
  const { to = S.D1, from = S.P1, hold = true, ...rest } = over;
  const id = await insertWaybill(t.database.db, `SB${String(n).padStart(3, '0')}`, from, to, {
    clientId: client,
    ...rest,
  });
  if (hold) {
    const taken = await t.call('POST', '/api/order/waybill/handmade', {
      token: zhang,
      body: { idList: [id] },
    });
    if (taken.body.code !== 0) throw new Error(taken.body.msg);
  }
  return id;
}
const simple = (ids: string[], model: string | null = M.COLD, to = S.D1) =>
  line(
    ids,
    [
      { stationId: S.P1, eta: at('06:00'), etd: at('06:30') },
      { stationId: to, eta: at('08:00'), etd: at('08:15') },
    ],
    model,
  );
const submit = (body: unknown, token = zhang) =>
  t.call<{ shipments: { uuid: string; shipmentCode: string }[] }>(
    'POST',
    '/api/order/waybill/handmadeSubmit',
    {
      token,
      lang: 'en-US',
      body,
    },
  );

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  li = await t.login('li.na');
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'sb', client);
  M = await insertModels(t.database.db, 'sb');
});
afterAll(async () => {
  await t.close();
});

describe('submit checks, in the spec order, each with its message', () => {
  it('1. arrival after departure: waybill.tip.etd.eta1', async () => {
    const body = simple([await waybill()]);
    body.stopList[1] = {
      ...(body.stopList[1] as (typeof body.stopList)[number]),
      eta: at('09:00'),
      etd: at('08:30'),
    };
    expect((await submit({ lines: [body] })).body.msg).toMatch(messageOf('waybill.tip.etd.eta1'));
  });

  it('2. a line without vehicle model: shipment.placeholder.model', async () => {
    expect((await submit({ lines: [simple([await waybill()], null)] })).body.msg).toMatch(
      messageOf('shipment.placeholder.model'),
    );
  });

  it('3. no lines: waybill.no.line; 21 lines: waybill.tip.max.line', async () => {
    expect((await submit({ lines: [] })).body.msg).toMatch(messageOf('waybill.no.line'));
    const lines = [];
    for (let i = 0; i < 21; i++) lines.push(simple([await waybill()]));
    expect((await submit({ lines })).body.msg).toMatch(messageOf('waybill.tip.max.line'));
  });

  it('4. out of window: code 409 asks, declined fails, confirmed succeeds', async () => {
    const id = await waybill({ to: S.NW });
    const late = line(
      [id],
      [
        { stationId: S.P1, eta: at('06:00'), etd: at('06:30') },
        { stationId: S.NW, eta: at('10:00'), etd: at('10:15') },
      ],
      M.COLD,
    );
    const body = { lines: [late] };
    const ask = await submit(body);
    expect(ask.body.code).toBe(409);
    expect(ask.body.msg).toMatch(messageOf('waybill.tip.no.window.submit'));
    const declined = await submit({ ...body, windowConfirmed: false });
    expect(declined.body.msg).toMatch(messageOf('waybill.tip.no.window'));
    const confirmed = await submit({ ...body, windowConfirmed: true });
    expect(confirmed.body.code).toBe(0);
    expect(confirmed.body.data.shipments).toHaveLength(1);
  });

  it('5. a return-trip stop without its return times: waybill.tip.eta.etd.need', async () => {
    const body = simple([await waybill()]);
    body.stopList[0] = {
      ...(body.stopList[0] as (typeof body.stopList)[number]),
      backWareEta: null,
      backWareEtd: null,
    };
    expect((await submit({ lines: [body] })).body.msg).toMatch(messageOf('waybill.tip.eta.etd.need'));
  });

  it('waybills of one parent on a line: waybill.tips.someParent2', async () => {
    const parent = await waybill({ hold: false });
    const a = await waybill({ parentId: parent });
    const b = await waybill({ parentId: parent });
    expect((await submit({ lines: [simple([a, b])] })).body.msg).toMatch(
      messageOf('waybill.tips.someParent2'),
    );
  });

  it('one waybill on two lines: waybill.tip.duplicate', async () => {
    const a = await waybill();
    expect((await submit({ lines: [simple([a]), simple([a])] })).body.msg).toMatch(
      messageOf('waybill.tip.duplicate'),
    );
  });

  it('mutually exclusive stations on a line: waybill.tip.station.mutex', async () => {
    const a = await waybill({ to: S.D3 });
    const b = await waybill({ to: S.D4 });
    const body = line(
      [a, b],
      [
        { stationId: S.P1, eta: at('06:00'), etd: at('06:30') },
        { stationId: S.D3, eta: at('08:00'), etd: at('08:15') },
        { stationId: S.D4, eta: at('09:00'), etd: at('09:15') },
      ],
      M.COLD,
    );
    expect((await submit({ lines: [body] })).body.msg).toMatch(messageOf('waybill.tip.station.mutex'));
  });

  it('a stop reached after a waybill’s required delivery time is refused, naming the stop, the waybill and both times', async () => {
    const a = await waybill({ requiredDeliveryTime: at('07:30') });
    const answer = await submit({ lines: [simple([a])], windowConfirmed: true });
    expect(answer.body.code).not.toBe(0);
    expect(answer.body.msg).toMatch(messageOf('waybill.tip.eta.required'));
    const [row] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, a));
    expect(answer.body.msg).toBe(
      `Stop sb D1 is reached at ${at('08:00').slice(0, 16)}, after waybill ${row?.code}’s required delivery time ${at('07:30').slice(0, 16)}`,
    );
    expect(row?.status).toBe('H');
  });

  it('the same late stop is accepted when the dispatcher allowed late arrival', async () => {
    const a = await waybill({ requiredDeliveryTime: at('07:30') });
    const answer = await submit({ lines: [simple([a])], windowConfirmed: true, allowLateArrival: true });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const [row] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, a));
    expect(row?.status).toBe('S');
  });

  it('cold chain: a missing layer, an overload, an unknown model', async () => {
    const frozen = await waybill();
    const missingLayer = (await submit({ lines: [simple([frozen], M.AMB)] })).body.msg;
    expect(missingLayer).toMatch(messageOf('waybill.tip.model.layer'));
    // The layer is named by its dictionary label in the reader's language, never by its code.
    expect(missingLayer).toContain('layer Frozen (-18 °C),');
    expect(missingLayer).not.toContain('FROZEN');
    const chinese = await t.call('POST', '/api/order/waybill/handmadeSubmit', {
      token: zhang,
      lang: 'zh-CN',
      body: { lines: [simple([frozen], M.AMB)] },
    });
    expect(chinese.body.msg).toContain('需要温层冷冻 (-18℃)，');
    const heavy = await waybill({ weight: '150' });
    expect((await submit({ lines: [simple([heavy], M.SMALL)] })).body.msg).toMatch(
      messageOf('waybill.tip.model.weight'),
    );
    expect((await submit({ lines: [simple([heavy], 'no-such-model')] })).body.msg).toMatch(
      messageOf('waybill.tip.model.unknown'),
    );
  });

  it('every broken rule at once: each with its message and its line and stop, msg the first', async () => {
    const late = simple([await waybill()]);
    late.stopList[1] = {
      ...(late.stopList[1] as (typeof late.stopList)[number]),
      eta: at('09:00'),
      etd: at('08:30'),
    };
    const frozen = await waybill();
    const answer = await t.call<{
      problems: { key: string; msg: string; at: { line: number; stop: number | null }[] }[];
    }>('POST', '/api/order/waybill/handmadeSubmit', {
      token: zhang,
      lang: 'en-US',
      body: { lines: [late, simple([frozen], null), simple([frozen], M.AMB)] },
    });
    expect(answer.body.code).not.toBe(0);
    const problems = answer.body.data.problems;
    expect(problems.map((p) => p.key)).toEqual(
      expect.arrayContaining(['waybill.tip.etd.eta1', 'shipment.placeholder.model', 'waybill.tip.duplicate']),
    );
    expect(answer.body.msg).toBe(problems[0]?.msg);
    expect(problems.find((p) => p.key === 'waybill.tip.etd.eta1')?.at).toEqual([{ line: 0, stop: 1 }]);
    expect(problems.find((p) => p.key === 'shipment.placeholder.model')?.at).toEqual([
      { line: 1, stop: null },
    ]);
    // Each in the reader's language, a layer by its label.
    const layer = problems.find((p) => p.key === 'waybill.tip.model.layer');
    expect(layer?.msg).toContain('Frozen (-18 °C)');
  });

  it('line shapes: no waybills, a missing stop, delivery before pick-up, missing times', async () => {
    const a = await waybill();
    expect((await submit({ lines: [simple([])] })).body.msg).toMatch(messageOf('waybill.submit.emptyLine'));
    const missing = line([a], [{ stationId: S.P1, eta: at('06:00'), etd: at('06:30') }], M.COLD);
    expect((await submit({ lines: [missing] })).body.msg).toMatch(messageOf('waybill.submit.stop.missing'));
    const reversed = line(
      [a],
      [
        { stationId: S.D1, eta: at('06:00'), etd: at('06:30') },
        { stationId: S.P1, eta: at('08:00'), etd: at('08:15') },
      ],
      M.COLD,
    );
    expect((await submit({ lines: [reversed] })).body.msg).toMatch(messageOf('waybill.submit.stop.order'));
    const untimed = simple([a]);
    untimed.stopList[1] = {
      ...(untimed.stopList[1] as (typeof untimed.stopList)[number]),
      etd: null as never,
    };
    expect((await submit({ lines: [untimed] })).body.msg).toMatch(messageOf('waybill.submit.time.need'));
  });

  it('waybills not in the caller’s pool are refused, naming the holder when someone else holds one', async () => {
    const free = await waybill({ hold: false });
    expect((await submit({ lines: [simple([free])] })).body.msg).toMatch(
      messageOf('waybill.state.handmadeSubmit'),
    );
    const mine = await waybill();
    const other = await submit({ lines: [simple([mine])] }, li);
    expect(other.body.msg).toMatch(messageOf('waybill.state.handmade.held'));
    expect(other.body.msg).toContain('张伟');
  });
});

describe('a successful submit', () => {
  it('creates one shipment per line with its stops, waybills S and logs; selectPage shows it', async () => {
    const a = await waybill();
    const b = await waybill({ to: S.D2 });
    const c = await waybill({ from: S.P2, to: S.D2 });
    const two = line(
      [b, c],
      [
        { stationId: S.P1, eta: at('06:00'), etd: at('06:30') },
        { stationId: S.P2, eta: at('07:00'), etd: at('07:15') },
        { stationId: S.D2, eta: at('09:00'), etd: at('09:15') },
      ],
      M.COLD,
    );
    const result = await submit({ lines: [simple([a]), two] });
    expect(result.body.code).toBe(0);
    const [first, second] = result.body.data.shipments;
    expect(first?.shipmentCode).toMatch(/^SP\d{8}\d{5}$/);
    expect(result.body.msg).toContain(first?.shipmentCode);
    const rows = await t.database.db
      .select()
      .from(waybills)
      .where(inArray(waybills.uuid, [a, b, c]));
    expect(rows.map((r) => [r.uuid, r.status, r.shipmentId, r.heldBy]).sort()).toEqual(
      [
        [a, 'S', first?.uuid, null],
        [b, 'S', second?.uuid, null],
        [c, 'S', second?.uuid, null],
      ].sort(),
    );
    const stops = await t.database.db
      .select()
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, second?.uuid ?? ''))
      .orderBy(shipmentStops.sequence);
    expect(stops.map((s) => [s.stationId, s.type, s.isBckWare])).toEqual([
      [S.P1, 'P', 'Y'],
      [S.P2, 'P', 'N'],
      [S.D2, 'D', 'N'],
    ]);
    const [head] = await t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.uuid, second?.uuid ?? ''));
    expect(head).toMatchObject({
      status: 'O',
      stationNum: 3,
      totalWeight: '200.000',
      dispatchCenterId: 'dc-sh',
    });
    const logs = await t.database.db
      .select()
      .from(waybillLogs)
      .where(eq(waybillLogs.waybillId, c))
      .orderBy(asc(waybillLogs.id));
    expect(logs.at(-1)).toMatchObject({
      action: 'handmadeSubmit',
      fromStatus: 'H',
      toStatus: 'S',
      shipmentId: second?.uuid,
    });

    const page = await t.call<
      { shipmentCode: string; waybillCodes: string[]; stopList: { stationId: string }[] }[]
    >('GET', `/api/shipment/shipment/selectPage?shipmentCode=${second?.shipmentCode}`, { token: zhang });
    expect(page.body.total).toBe(1);
    expect(page.body.data[0]?.waybillCodes).toHaveLength(2);
    expect(page.body.data[0]?.stopList.map((s) => s.stationId)).toEqual([S.P1, S.P2, S.D2]);
    const detail = await t.call<{ waybillList: { uuid: string }[] }>(
      'GET',
      `/api/shipment/shipment/get/${second?.uuid}`,
      {
        token: zhang,
      },
    );
    expect(detail.body.data.waybillList.map((w) => w.uuid).sort()).toEqual([b, c].sort());
  });
});

describe('events of a submit', () => {
  it('one shipment.created per line and one waybill.transitioned per waybill, committed with the submit', async () => {
    const a = await waybill();
    const b = await waybill();
    const c = await waybill();
    const res = await submit({ lines: [simple([a, b]), simple([c])], windowConfirmed: true });
    expect(res.body.code).toBe(0);
    const made = res.body.data.shipments.map((s) => s.uuid);
    const events = await t.database.db.select().from(outboxEvents);
    const created = events.filter(
      (e) => e.type === 'shipment.created' && made.includes(String(e.payload.shipmentId)),
    );
    expect(created.map((e) => e.payload)).toEqual([
      expect.objectContaining({ shipmentId: made[0], status: 'O', waybillIds: [a, b], by: 'zhang.wei' }),
      expect.objectContaining({ shipmentId: made[1], status: 'O', waybillIds: [c], by: 'zhang.wei' }),
    ]);
    const moved = events.filter(
      (e) =>
        e.type === 'waybill.transitioned' &&
        e.payload.action === 'handmadeSubmit' &&
        [a, b, c].includes(String(e.payload.waybillId)),
    );
    expect(
      moved.map((e) => [e.payload.waybillId, e.payload.fromStatus, e.payload.toStatus, e.payload.shipmentId]),
    ).toEqual([
      [a, 'H', 'S', made[0]],
      [b, 'H', 'S', made[0]],
      [c, 'H', 'S', made[1]],
    ]);
  });

  it('a refused submit emits nothing', async () => {
    const id = await waybill();
    const before = (await t.database.db.select().from(outboxEvents)).length;
    const refused = await submit({ lines: [simple([id], null)] });
    expect(refused.body.code).not.toBe(0);
    expect((await t.database.db.select().from(outboxEvents)).length).toBe(before);
  });
});

describe('edit mode', () => {
  it('adjust then resubmit updates the shipment (stops moved, a waybill taken out back to the pool)', async () => {
    const a = await waybill();
    const b = await waybill({ to: S.D2 });
    const created = await submit({
      lines: [
        line(
          [a, b],
          [
            { stationId: S.P1, eta: at('06:00'), etd: at('06:30') },
            { stationId: S.D1, eta: at('08:00'), etd: at('08:15') },
            { stationId: S.D2, eta: at('09:00'), etd: at('09:15') },
          ],
          M.COLD,
        ),
      ],
    });
    const shipment = created.body.data.shipments[0] as { uuid: string; shipmentCode: string };
    const adjust = await t.call<
      { uuid: string; stopList: { stationId: string }[]; orders: { uuid: string }[] }[]
    >('GET', `/api/shipment/shipment/adjust?ids=${shipment.uuid}`, { token: zhang });
    expect(adjust.body.data[0]?.stopList.map((s) => s.stationId)).toEqual([S.P1, S.D1, S.D2]);
    expect(adjust.body.data[0]?.orders).toHaveLength(2);
    // Someone else cannot adjust it meanwhile.
    const other = await t.call('GET', `/api/shipment/shipment/adjust?ids=${shipment.uuid}`, {
      token: li,
      lang: 'en-US',
    });
    expect(other.body.msg).toMatch(messageOf('waybill.state.handmade.held'));
    const count = async () => (await t.database.db.select().from(shipments)).length;
    const before = await count();
    // Move D2 before D1, then take waybill a out (D1 goes with it).
    const resubmit = await submit({
      shipmentIds: [shipment.uuid],
      lines: [
        line(
          [b],
          [
            { stationId: S.P1, eta: at('06:00'), etd: at('06:30') },
            { stationId: S.D2, eta: at('07:30'), etd: at('07:45') },
          ],
          M.COLD,
          shipment.uuid,
        ),
      ],
    });
    expect(resubmit.body.code).toBe(0);
    expect(resubmit.body.data.shipments).toEqual([shipment]);
    expect(await count()).toBe(before);
    const stops = await t.database.db
      .select()
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, shipment.uuid))
      .orderBy(shipmentStops.sequence);
    expect(stops.map((s) => [s.stationId, s.eta])).toEqual([
      [S.P1, at('06:00')],
      [S.D2, at('07:30')],
    ]);
    const [out] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, a));
    expect(out).toMatchObject({ status: 'H', shipmentId: null, heldBy: 2 });
    const [kept] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, b));
    expect(kept).toMatchObject({ status: 'S', shipmentId: shipment.uuid, heldBy: null });
  });

  it('handmadeMoveCancel takes waybills off a shipment back into the pool', async () => {
    const a = await waybill();
    const created = await submit({ lines: [simple([a])] });
    const shipmentId = created.body.data.shipments[0]?.uuid as string;
    const moved = await t.call('POST', '/api/order/waybill/handmadeMoveCancel', {
      token: zhang,
      body: { shipmentId, idList: [a] },
    });
    expect(moved.body.code).toBe(0);
    const [row] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, a));
    expect(row).toMatchObject({ status: 'H', shipmentId: null, heldBy: 2 });
    const logs = await t.database.db
      .select()
      .from(waybillLogs)
      .where(eq(waybillLogs.waybillId, a))
      .orderBy(asc(waybillLogs.id));
    expect(logs.slice(-2).map((l) => [l.action, l.fromStatus, l.toStatus])).toEqual([
      ['release', 'S', 'E'],
      ['handmade', 'E', 'H'],
    ]);
  });

  it('a take-out drops the stop nobody uses any more and the totals follow at once', async () => {
    const a = await waybill({ to: S.D1, weight: '100' });
    const b = await waybill({ to: S.D2, weight: '40.5' });
    const created = await submit({
      lines: [
        line(
          [a, b],
          [
            { stationId: S.P1, eta: at('06:00'), etd: at('06:30') },
            { stationId: S.D1, eta: at('07:00'), etd: at('07:15') },
            { stationId: S.D2, eta: at('08:00'), etd: at('08:15') },
          ],
          M.COLD,
        ),
      ],
      windowConfirmed: true,
    });
    expect(created.body.code).toBe(0);
    const shipmentId = created.body.data.shipments[0]?.uuid as string;
    const moved = await t.call('POST', '/api/order/waybill/handmadeMoveCancel', {
      token: zhang,
      body: { shipmentId, idList: [a] },
    });
    expect(moved.body.code).toBe(0);
    const stops = await t.database.db
      .select()
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, shipmentId))
      .orderBy(shipmentStops.sequence);
    expect(stops.map((s) => [s.stationId, s.sequence, s.type])).toEqual([
      [S.P1, 1, 'P'],
      [S.D2, 2, 'D'],
    ]);
    const [head] = await t.database.db.select().from(shipments).where(eq(shipments.uuid, shipmentId));
    expect(head).toMatchObject({
      stationNum: 2,
      totalWeight: '40.500',
      downFirstStationId: S.D2,
      delFlag: '0',
    });
  });

  it('taking out the last waybill leaves the shipment open and empty, and a re-submit refills it', async () => {
    const a = await waybill();
    const created = await submit({ lines: [simple([a])], windowConfirmed: true });
    const shipment = created.body.data.shipments[0] as { uuid: string; shipmentCode: string };
    await t.call('POST', '/api/order/waybill/handmadeMoveCancel', {
      token: zhang,
      body: { shipmentId: shipment.uuid, idList: [a] },
    });
    const stopsOf = () =>
      t.database.db.select().from(shipmentStops).where(eq(shipmentStops.shipmentId, shipment.uuid));
    const [emptied] = await t.database.db.select().from(shipments).where(eq(shipments.uuid, shipment.uuid));
    expect(emptied).toMatchObject({ delFlag: '0', stationNum: 0, totalWeight: '0.000' });
    expect(await stopsOf()).toEqual([]);
    const again = await submit({
      lines: [{ ...simple([a]), uuid: shipment.uuid }],
      shipmentIds: [shipment.uuid],
      windowConfirmed: true,
    });
    expect(again.body.data.shipments).toEqual([shipment]);
    expect(await stopsOf()).toHaveLength(2);
  });
});

describe('the race', () => {
  it('eight parallel submits over one shared waybill: exactly one wins, the others are told', async () => {
    const shared = await waybill();
    const own: string[] = [];
    for (let i = 0; i < 8; i++) own.push(await waybill());
    const results = await Promise.all(own.map((id) => submit({ lines: [simple([shared, id])] })));
    const winners = results.filter((r) => r.body.code === 0);
    expect(winners).toHaveLength(1);
    for (const loser of results.filter((r) => r.body.code !== 0)) {
      expect(loser.body.msg).toMatch(
        new RegExp(
          `${messageOf('waybill.submit.lost').source}|${messageOf('waybill.state.handmadeSubmit').source}`,
        ),
      );
    }
    const [row] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, shared));
    expect(row?.shipmentId).toBe(winners[0]?.body.data.shipments[0]?.uuid);
    const onShipments = await t.database.db.select().from(waybills).where(inArray(waybills.uuid, own));
    expect(onShipments.filter((r) => r.status === 'S')).toHaveLength(1);
    expect(onShipments.filter((r) => r.status === 'H')).toHaveLength(7);
  });
});
