import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carriers,
  drivers,
  shipmentLogs,
  shipmentStops,
  shipments,
  vehicles,
  waybillLogs,
  waybills,
} from '../../../db/schema';
import { READY, readyVehicle } from '../../../test/fixtures/fleet';
import {
  at,
  CENTER,
  insertModels,
  insertStations,
  insertWaybill,
  messageOf,
  shClient,
} from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
/** Holds every step's key: this file pins the state machine; who may take which step is pinned in demo-flow.test.ts. */
let operator: string;
let client: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let M: Awaited<ReturnType<typeof insertModels>>;
let n = 0;

const WAYBILL_OF: Record<string, string> = { T: 'T', F: 'F' };

/** A shipment of dc-sh in `status` with one waybill on it (S, or T/F to match), P1 to D1 unless told. */
async function shipment(
  status: string,
  over: Partial<typeof shipments.$inferInsert> = {},
  waybill: { to?: string; weight?: string } = {},
) {
  n += 1;
  const code = `LC${String(n).padStart(4, '0')}`;
  const uuid = `sh-${code.toLowerCase()}`;
  await t.database.db.insert(shipments).values({
    uuid,
    shipmentCode: code,
    status,
    dispatchCenterId: CENTER,
    stationNum: 2,
    eta: at('10:00'),
    totalWeight: '100',
    totalVolume: '1',
    ...over,
  });
  const waybillId = await insertWaybill(t.database.db, `W${code}`, S.P1, waybill.to ?? S.D1, {
    clientId: client,
    weight: waybill.weight,
    status: WAYBILL_OF[status] ?? 'S',
    shipmentId: uuid,
    requiredDeliveryTime: at('09:00'),
  });
  return { uuid, code, waybillId };
}

const scheduled = { carrierId: 'lc-car', vehicleId: 'lc-veh', mainDriverId: 'lc-drv' };

const post = (path: string, body?: unknown, query = '') =>
  t.call<unknown>('POST', `/api/shipment/shipment/${path}${query}`, { token: operator, lang: 'en-US', body });

async function statusOf(uuid: string) {
  const [row] = await t.database.db.select().from(shipments).where(eq(shipments.uuid, uuid));
  return row;
}
async function stopsOf(shipmentId: string) {
  const rows = await t.database.db
    .select()
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, shipmentId))
    .orderBy(asc(shipmentStops.sequence));
  return rows.map((r) => [r.stationId, r.type]);
}
async function waybillStatus(id: string) {
  const [row] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, id));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('admin');
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'lc', client);
  M = await insertModels(t.database.db, 'lc');
  const db = t.database.db;
  await db.insert(carriers).values([
    { uuid: 'lc-car', code: 'LC-CAR', name: 'LC Carrier', ...READY },
    { uuid: 'lc-car2', code: 'LC-CAR2', name: 'LC Carrier 2', ...READY },
  ]);
  await db.insert(drivers).values([
    {
      uuid: 'lc-drv',
      carrierId: 'lc-car',
      code: 'LC-D1',
      name: 'Wang Main',
      mobile: '13800000001',
      ...READY,
    },
    { uuid: 'lc-drv2', carrierId: 'lc-car', code: 'LC-D2', name: 'Li Co', mobile: '13800000002', ...READY },
  ]);
  const vehicle = (uuid: string, code: string, plateNumber: string) =>
    readyVehicle({ uuid, carrierId: 'lc-car', code, plateNumber, vehicleModelId: M.COLD });
  await db
    .insert(vehicles)
    .values([
      vehicle('lc-veh', 'LC-V1', '沪A00001'),
      vehicle('lc-veh2', 'LC-V2', '沪A00002'),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => vehicle(`lc-free${i}`, `LC-F${i}`, `沪F0000${i}`)),
    ]);
});
afterAll(async () => {
  await t.close();
});

type Case = {
  path: string;
  allowed: string;
  refused: string;
  to: string;
  key: string;
  body?: (ids: string[]) => unknown;
  query?: (ids: string[]) => string;
  over?: Partial<typeof shipments.$inferInsert>;
};

const ids =
  (body: Record<string, unknown> = {}) =>
  (list: string[]) => ({ ids: list, ...body });
const schedule = { carrierId: 'lc-car', vehicleId: 'lc-veh2', mainDriverId: 'lc-drv', coDriverId: 'lc-drv2' };
let free = 0;
/** Each scheduling gets a vehicle no live shipment holds yet. */
const freshSchedule = (list: string[]) => {
  free += 1;
  return { ids: list, ...schedule, vehicleId: `lc-free${free}` };
};

/** Each action: one shipment it moves, one it refuses with the domain's message. */
const CASES: Case[] = [
  { path: 'effect', allowed: 'O', refused: 'E', to: 'E', key: 'shipment.state.effect' },
  { path: 'drawal', allowed: 'E', refused: 'O', to: 'O', key: 'shipment.state.drawal' },
  {
    path: 'scheduling',
    allowed: 'E',
    refused: 'O',
    to: 'D',
    key: 'shipment.state.scheduling',
    body: freshSchedule,
  },
  {
    path: 'batchScheduling',
    allowed: 'E',
    refused: 'X',
    to: 'D',
    key: 'shipment.state.scheduling',
    body: freshSchedule,
  },
  {
    path: 'changeScheduling',
    allowed: 'R',
    refused: 'E',
    to: 'D',
    key: 'shipment.state.changeScheduling',
    body: freshSchedule,
  },
  { path: 'applyBefore', allowed: 'D', refused: 'A', to: 'D', key: 'shipment.state.apply', over: scheduled },
  { path: 'apply', allowed: 'D', refused: 'E', to: 'A', key: 'shipment.state.apply', over: scheduled },
  { path: 'forceApply', allowed: 'R', refused: 'X', to: 'A', key: 'shipment.state.apply' },
  {
    path: 'applyReturn',
    allowed: 'A',
    refused: 'D',
    to: 'D',
    key: 'shipment.state.applyReturn',
    body: ids({ returnReasons: 'offline' }),
  },
  { path: 'examine', allowed: 'A', refused: 'D', to: 'X', key: 'shipment.state.examine' },
  {
    path: 'reject',
    allowed: 'A',
    refused: 'X',
    to: 'R',
    key: 'shipment.state.reject',
    body: ids({ rejectReasons: 'no' }),
  },
  {
    path: 'ship',
    allowed: 'X',
    refused: 'D',
    to: 'T',
    key: 'shipment.state.ship',
    query: (l) => `?ids=${l.join(',')}`,
  },
  { path: 'shipS', allowed: 'X', refused: 'A', to: 'T', key: 'shipment.state.ship' },
  {
    path: 'finish',
    allowed: 'T',
    refused: 'X',
    to: 'F',
    key: 'shipment.state.finish',
    // A past time: a finish in the future is refused (finish-time.test.ts).
    query: (l) => `?ids=${l.join(',')}&factTime=2024-06-03%2018:00:00`,
  },
  { path: 'cancel', allowed: 'E', refused: 'D', to: 'C', key: 'shipment.state.cancel' },
  { path: 'discard', allowed: 'X', refused: 'T', to: 'V', key: 'shipment.state.discard' },
  {
    path: 'changeCarrier',
    allowed: 'D',
    refused: 'X',
    to: 'D',
    key: 'shipment.state.changeCarrier',
    body: ids({ carrierId: 'lc-car2' }),
  },
  {
    path: 'changeLineType',
    allowed: 'E',
    refused: 'T',
    to: 'E',
    key: 'shipment.state.changeLineType',
    body: ids({ lineType: '2' }),
  },
  { path: 'defaultLineTypeV2', allowed: 'O', refused: 'F', to: 'O', key: 'shipment.state.changeLineType' },
  { path: 'defaultLineTypeV3', allowed: 'R', refused: 'A', to: 'R', key: 'shipment.state.changeLineType' },
  {
    path: 'shipChangeModel',
    allowed: 'X',
    refused: 'T',
    to: 'X',
    key: 'shipment.state.changeModel',
    body: () => undefined,
  },
  {
    path: 'updateShipmentRetracement',
    allowed: 'T',
    refused: 'F',
    to: 'T',
    key: 'shipment.state.retracement',
    body: ids({ isRetracement: 'Y', returnKm: '12.5' }),
  },
  { path: 'etaCheck', allowed: 'D', refused: 'C', to: 'D', key: 'shipment.state.etaCheck' },
  {
    path: 'additTime',
    allowed: 'T',
    refused: 'E',
    to: 'T',
    key: 'shipment.state.additTime',
    body: ids({ minutes: 30 }),
  },
  {
    path: 'shipEditTrackNumRemark',
    allowed: 'A',
    refused: 'V',
    to: 'A',
    key: 'shipment.state.trackNumRemark',
    body: ids({ trackNumRemark: 'TN-1' }),
  },
  { path: 'update', allowed: 'E', refused: 'D', to: 'E', key: 'shipment.state.update' },
];

function bodyOf(c: Case, list: string[]) {
  if (c.query) return undefined;
  if (c.path === 'shipChangeModel') return { ids: list, actualModelId: M.COLD };
  if (c.path === 'update') return { uuid: list[0], sealNo: 'SEAL-1' };
  return (c.body ?? ids())(list);
}

describe('every lifecycle action: allowed from one status, refused from another, logged', () => {
  for (const c of CASES) {
    it(`${c.path}: ${c.allowed} -> ${c.to}; refused from ${c.refused} (${c.key})`, async () => {
      const ok = await shipment(c.allowed, c.over);
      const res = await post(c.path, bodyOf(c, [ok.uuid]), c.query?.([ok.uuid]) ?? '');
      expect(res.body.msg).toBe('');
      expect(res.body.code).toBe(0);
      expect((await statusOf(ok.uuid))?.status).toBe(c.to);
      const logs = await t.database.db
        .select()
        .from(shipmentLogs)
        .where(eq(shipmentLogs.shipmentId, ok.uuid));
      // etaCheck only reads; every other action is one log row.
      const expected = c.path === 'etaCheck' ? [] : [[c.allowed, c.to]];
      expect(logs.map((l) => [l.fromStatus, l.toStatus])).toEqual(expected);

      const no = await shipment(c.refused, c.over);
      const refused = await post(c.path, bodyOf(c, [no.uuid]), c.query?.([no.uuid]) ?? '');
      expect(refused.body.code).toBe(500);
      expect(refused.body.msg).toMatch(messageOf(c.key));
      expect(refused.body.msg).toContain(no.code);
      expect((await statusOf(no.uuid))?.status).toBe(c.refused);
    });
  }
});

describe('the waybills follow their shipment', () => {
  it('ship moves them to in transit and records the departure; finish records the actual time', async () => {
    const s = await shipment('X');
    await post('ship', undefined, `?ids=${s.uuid}`);
    expect((await waybillStatus(s.waybillId))?.status).toBe('T');
    const atd = (await statusOf(s.uuid))?.atd as string;
    expect(atd).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Finished the very second it left: neither before the departure nor in the future.
    await post('finish', undefined, `?ids=${s.uuid}&factTime=${encodeURIComponent(atd)}`);
    expect((await waybillStatus(s.waybillId))?.status).toBe('F');
    expect((await statusOf(s.uuid))?.ata).toBe(atd);
  });

  it('a batch ship is refused as a whole when one dispatch is not effective', async () => {
    const a = await shipment('X');
    const b = await shipment('D');
    const res = await post('ship', undefined, `?ids=${a.uuid},${b.uuid}`);
    expect(res.body.msg).toBe(`Cannot ship: dispatch order ${b.code} is not effective`);
    expect((await statusOf(a.uuid))?.status).toBe('X');
  });

  it('cancel and discard return the waybills to audited, off the shipment, logged as release', async () => {
    for (const [status, path] of [
      ['O', 'cancel'],
      ['D', 'discard'],
    ] as const) {
      const s = await shipment(status);
      expect((await post(path, { ids: [s.uuid] })).body.code).toBe(0);
      const wb = await waybillStatus(s.waybillId);
      expect([wb?.status, wb?.shipmentId]).toEqual(['E', null]);
      const logs = await t.database.db
        .select()
        .from(waybillLogs)
        .where(eq(waybillLogs.waybillId, s.waybillId));
      expect(logs.map((l) => l.action)).toEqual(['release']);
    }
  });

  it('remove deletes an open shipment and releases its waybills; an effective one is refused', async () => {
    const s = await shipment('O');
    expect((await post('remove', undefined, `?uuid=${s.uuid}`)).body.code).toBe(0);
    expect((await statusOf(s.uuid))?.delFlag).toBe('1');
    expect((await waybillStatus(s.waybillId))?.status).toBe('E');
    const e = await shipment('E');
    expect((await post('remove', undefined, `?uuid=${e.uuid}`)).body.msg).toMatch(
      messageOf('shipment.state.remove'),
    );
  });
});

describe('scheduling', () => {
  it('writes the carrier, vehicle plate and drivers with their mobiles from base data', async () => {
    const s = await shipment('E');
    const res = await post('scheduling', freshSchedule([s.uuid]));
    expect(res.body.code).toBe(0);
    const row = await statusOf(s.uuid);
    expect(row).toMatchObject({
      status: 'D',
      carrierId: 'lc-car',
      frontPlate: `沪F0000${free}`,
      mainDriverName: 'Wang Main',
      mainDriverMobile: '13800000001',
      coDriverName: 'Li Co',
    });
  });

  it('vehicleNoCheck answers a vehicle another live shipment holds busy, naming it; scheduling refuses it', async () => {
    const holder = await shipment('X', { vehicleId: 'lc-veh', carrierId: 'lc-car', mainDriverId: 'lc-drv' });
    const s = await shipment('E');
    const res = await post('vehicleNoCheck', { vehicleId: 'lc-veh', ids: [s.uuid] });
    // Every shipment here runs at 10:00; the first that holds the vehicle is named.
    expect(res.body.data).toMatchObject({
      free: false,
      canGo: false,
      reasons: [expect.stringMatching(/^on LC\d{4} 06-03 10:00–10:00$/)],
    });
    const refused = await post('scheduling', { ids: [s.uuid], ...schedule, vehicleId: 'lc-veh' });
    expect(refused.body.code).toBe(500);
    expect(refused.body.msg).toMatch(/^Vehicle 沪A00001 cannot go: on LC\d{4} 06-03 10:00–10:00$/);
    expect((await statusOf(s.uuid))?.status).toBe('E');
    await t.database.db.update(shipments).set({ status: 'F' }).where(eq(shipments.uuid, holder.uuid));
    await t.database.db.update(shipments).set({ status: 'F' }).where(eq(shipments.vehicleId, 'lc-veh'));
  });

  it('apply refuses a shipment whose scheduling is incomplete', async () => {
    const s = await shipment('D');
    const res = await post('apply', { ids: [s.uuid] });
    expect(res.body.msg).toMatch(messageOf('shipment.apply.incomplete'));
  });
});

describe('merge, add waybill, checks and the log', () => {
  it('mergeShip moves the waybills onto the first and cancels the others; stops and exact totals follow', async () => {
    const a = await shipment('O');
    const b = await shipment('E', {}, { to: S.D2, weight: '0.125' });
    expect((await post('mergeCheck', { ids: [a.uuid, b.uuid] })).body.code).toBe(0);
    const res = await post('mergeShip', { ids: [a.uuid, b.uuid] });
    expect(res.body.code).toBe(0);
    expect((await waybillStatus(b.waybillId))?.shipmentId).toBe(a.uuid);
    expect(await statusOf(b.uuid)).toMatchObject({ status: 'C', mergedIntoId: a.uuid });
    expect(await statusOf(a.uuid)).toMatchObject({ totalWeight: '100.125', stationNum: 3 });
    expect(await stopsOf(a.uuid)).toEqual([
      [S.P1, 'P'],
      [S.D1, 'D'],
      [S.D2, 'D'],
    ]);
    // The moved waybill's step and the cancelled shipment's are logged under their own actions.
    const moved = await t.database.db
      .select()
      .from(waybillLogs)
      .where(eq(waybillLogs.waybillId, b.waybillId));
    expect(moved.map((l) => [l.action, l.fromStatus, l.toStatus, l.shipmentId])).toContainEqual([
      'transfer',
      'S',
      'S',
      a.uuid,
    ]);
    const logs = await t.database.db.select().from(shipmentLogs).where(eq(shipmentLogs.shipmentId, b.uuid));
    expect(logs.map((l) => [l.action, l.toStatus])).toContainEqual(['mergedInto', 'C']);
  });

  it('mergeCheck wants two shipments, and refuses a scheduled one', async () => {
    const a = await shipment('O');
    expect((await post('mergeCheck', { ids: [a.uuid] })).body.msg).toMatch(messageOf('shipment.merge.two'));
    const d = await shipment('D');
    expect((await post('mergeCheck', { ids: [a.uuid, d.uuid] })).body.msg).toMatch(
      messageOf('shipment.state.merge'),
    );
  });

  it('addWaybill puts an audited waybill on an open shipment; refused on a scheduled one', async () => {
    const s = await shipment('O');
    const extra = await insertWaybill(t.database.db, 'LCADD1', S.P1, S.D2, { clientId: client });
    expect((await post('addWaybill', { uuid: s.uuid, waybillIds: [extra] })).body.code).toBe(0);
    expect(await waybillStatus(extra)).toMatchObject({ status: 'S', shipmentId: s.uuid });
    // The new delivery station joins the deliveries (the fixture's shipment had no stop order yet).
    const stops = await stopsOf(s.uuid);
    expect(stops[0]).toEqual([S.P1, 'P']);
    expect(stops.slice(1)).toEqual(
      expect.arrayContaining([
        [S.D1, 'D'],
        [S.D2, 'D'],
      ]),
    );
    expect(stops).toHaveLength(3);
    const d = await shipment('D');
    const extra2 = await insertWaybill(t.database.db, 'LCADD2', S.P1, S.D2, { clientId: client });
    const res = await post('addWaybill', { uuid: d.uuid, waybillIds: [extra2] });
    expect(res.body.msg).toMatch(messageOf('shipment.state.addWaybill'));
  });

  it('etaCheck names the waybills whose required delivery time is before the ETA', async () => {
    const s = await shipment('E');
    const res = await post('etaCheck', { ids: [s.uuid] });
    expect(res.body.data).toEqual([expect.objectContaining({ late: true, waybillCodes: [`W${s.code}`] })]);
  });

  it('additTime adds the minutes to the ETA', async () => {
    const s = await shipment('D');
    await post('additTime', { ids: [s.uuid], minutes: 45 });
    expect(await statusOf(s.uuid)).toMatchObject({ eta: at('10:45'), additMinutes: 45 });
  });

  it('descriptionRecord works in any status, even finished', async () => {
    const s = await shipment('F');
    expect(
      (await post('descriptionRecord', { ids: [s.uuid], descriptionRecord: 'late gate' })).body.code,
    ).toBe(0);
    expect((await statusOf(s.uuid))?.descriptionRecord).toBe('late gate');
  });

  it('save with an empty uuid creates an open shipment; the log endpoint lists every step', async () => {
    const res = await post('save', { uuid: '', sealNo: 'S-9' });
    const { uuid } = res.body.data as { uuid: string };
    await post('effect', { ids: [uuid] });
    const log = await t.call<{ action: string; toStatus: string }[]>(
      'GET',
      `/api/shipment/shipment/log/${uuid}`,
      {
        token: operator,
      },
    );
    expect(log.body.data.map((l) => `${l.action}:${l.toStatus}`)).toEqual(['save:O', 'effect:E']);
    // The operator is shown by name, never by the user id create_by stores.
    const names = log.body.data as unknown as { createByName: string }[];
    expect(names.map((l) => l.createByName)).toEqual(['系统管理员', '系统管理员']);
  });

  it('another center’s shipment is not found', async () => {
    const s = await shipment('O', { dispatchCenterId: 'dc-gz' });
    expect((await post('effect', { ids: [s.uuid] })).body.code).toBe(404);
  });

  it('the list shows the lifecycle fields', async () => {
    const s = await shipment('D', { ...scheduled, frontPlate: '沪A00001', sealNo: 'SEAL-L' });
    const res = await t.call<{ uuid: string; carrierName: string; sealNo: string }[]>(
      'GET',
      `/api/shipment/shipment/selectPage?shipmentCode=${s.code}`,
      { token: operator },
    );
    expect(res.body.data[0]).toMatchObject({
      carrierName: 'LC Carrier',
      sealNo: 'SEAL-L',
      frontPlate: '沪A00001',
    });
  });
});
