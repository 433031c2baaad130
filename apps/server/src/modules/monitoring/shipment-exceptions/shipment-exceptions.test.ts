import type { ShipmentExceptionRow } from '@tms/contract';
import type { PushMessage } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentExceptions, shipmentStops, shipments, waybills } from '../../../db/schema';
import type { ListenerContext, OutboxEvent } from '../../../platform/jobs';
import type { PushHub } from '../../../platform/push';
import { createTestApp, type TestApp } from '../../../test/harness';
import { finishShipment, makeTrip, type Trip, wall } from '../evaluation/evaluation-fixtures';
import { detectOverdue, insertShipmentExceptions, type NewShipmentException } from '../index';
import { shipmentExceptionsOnFinish } from './jobs/detect-on-finish';

let t: TestApp;
let admin: string;
let zhang: string;
let chen: string;
const pushed: { userIds: readonly number[]; message: PushMessage }[] = [];

/** A push channel that records what it is asked to send. */
const recordingPush: PushHub = {
  async toUsers(userIds, message) {
    pushed.push({ userIds, message });
  },
  subscribe: () => () => {},
  catchUp: async () => ({ kind: 'fresh' }),
  position: () => null,
  endStreams() {},
  openStreams: () => 0,
  async start() {},
  async stop() {},
};

/** The finish listener, delivered as the outbox would: in a transaction of its own. */
async function deliverTransition(trip: Trip, toStatus: string, fromStatus = 'T') {
  const event: OutboxEvent<'shipment.transitioned'> = {
    id: 1,
    type: 'shipment.transitioned',
    payload: {
      shipmentId: trip.shipmentId,
      shipmentCode: 'x',
      action: 'finish',
      fromStatus,
      toStatus,
      by: 'zhang.wei',
    },
    createTime: new Date(),
  };
  await t.database.db.transaction((tx) =>
    shipmentExceptionsOnFinish.run({ tx, push: recordingPush } as unknown as ListenerContext, event),
  );
}

const codeOf = async (trip: Trip) => {
  const [row] = await t.database.db
    .select({ code: shipments.shipmentCode })
    .from(shipments)
    .where(eq(shipments.uuid, trip.shipmentId));
  return row?.code as string;
};

const rowsOf = (trip: Trip) =>
  t.database.db.select().from(shipmentExceptions).where(eq(shipmentExceptions.shipmentId, trip.shipmentId));

const list = (query: string, token = zhang) =>
  t.call<ShipmentExceptionRow[]>('GET', `/api/shipment/exception/list?${query}`, { token, lang: 'en-US' });
const handle = (body: Record<string, unknown>, token = zhang) =>
  t.call<{ handled: number } & { field: string; key: string }[]>('POST', '/api/shipment/exception/handle', {
    token,
    body,
    lang: 'en-US',
  });
const badge = async (token: string) =>
  (await t.call<Record<string, number>>('GET', '/api/message/index/messageCount', { token })).body.data
    .exception ?? -1;

/**
 * A trip of client C001 (seeded with a 2–6 °C range, in zhang.wei's data group: a shipment whose
 * waybills have no client is outside every client-bound scope).
 */
async function clientTrip(): Promise<Trip> {
  const trip = await makeTrip(t.database.db, { loaded: ['CHILLED'] });
  await t.database.db
    .update(waybills)
    .set({ clientId: 'cl-c001' })
    .where(eq(waybills.shipmentId, trip.shipmentId));
  return trip;
}

/** A chilled trip finished with a warm unloading: the store read 7.5 °C on arrival (C001 keeps 2–6 °C). */
let warm: Trip;
/** A chilled trip seen leaving its warehouse's fence, finished without ever reaching its store. */
let missed: Trip;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  warm = await clientTrip();
  await db
    .update(shipmentStops)
    .set({ arriveInFence: 'Y', ata: wall(60), handoverTempIn: '7.50' })
    .where(eq(shipmentStops.id, warm.stopIds[1] as number));
  await db
    .update(shipmentStops)
    .set({ handoverTempOut: '3.00' })
    .where(eq(shipmentStops.id, warm.stopIds[0] as number));
  await finishShipment(db, warm.shipmentId);
  missed = await clientTrip();
  await db
    .update(shipmentStops)
    .set({ departInFence: 'Y' })
    .where(eq(shipmentStops.id, missed.stopIds[0] as number));
  await finishShipment(db, missed.shipmentId);
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
  chen = await t.login('chen.jie');
});
afterAll(async () => {
  await t.close();
});

describe('detection when a shipment finishes', () => {
  it('a handover read outside the goods\u2019 band is an exception naming the stop, the reading and the band', async () => {
    await deliverTransition(warm, 'F');
    const rows = await rowsOf(warm);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'HANDOVER_TEMP',
      subject: `stop:${warm.stopIds[1]}:in`,
      status: 'U',
      dispatchCenterId: 'dc-sh',
      createBy: 'zhang.wei',
      detail: {
        stopId: warm.stopIds[1],
        sequence: 2,
        moment: 'in',
        temperature: '7.5',
        bands: [{ layer: 'CHILLED', min: 2, max: 6 }],
      },
    });
    expect(pushed.at(-1)?.message).toEqual({
      type: 'monitor.exception',
      data: { id: rows[0]?.id, shipmentId: warm.shipmentId, kind: 'HANDOVER_TEMP' },
    });
    // zhang.wei (id 2) covers dc-sh; chen.jie (5) covers only dc-gz.
    expect(pushed.at(-1)?.userIds).toContain(2);
    expect(pushed.at(-1)?.userIds).not.toContain(5);
  });

  it('a stop never arrived at is an exception; the stop reached (the warehouse) is not', async () => {
    await deliverTransition(missed, 'F');
    const rows = await rowsOf(missed);
    expect(rows.map((r) => [r.kind, r.subject])).toEqual([['STOP_MISSED', `stop:${missed.stopIds[1]}`]]);
    expect(rows[0]?.detail).toMatchObject({ sequence: 2, type: 'D' });
  });

  it('finding it again (a repeated delivery) writes nothing and pushes nothing', async () => {
    const before = pushed.length;
    await deliverTransition(warm, 'F');
    await deliverTransition(missed, 'F');
    expect(await rowsOf(warm)).toHaveLength(1);
    expect(await rowsOf(missed)).toHaveLength(1);
    expect(pushed.length).toBe(before);
  });

  it('other transitions find nothing', async () => {
    const trip = await makeTrip(t.database.db, { loaded: ['CHILLED'] });
    await deliverTransition(trip, 'T', 'X');
    expect(await rowsOf(trip)).toEqual([]);
  });

  it('a finished shipment never tracked (no reading, no fence) has no missed stops', async () => {
    const trip = await clientTrip();
    await finishShipment(t.database.db, trip.shipmentId);
    await deliverTransition(trip, 'F');
    expect(await rowsOf(trip)).toEqual([]);
  });
});

describe('detection of an overdue finish', () => {
  it('a shipment in transit past its planned finish is found once; one not yet due is not', async () => {
    const db = t.database.db;
    const late = await makeTrip(db);
    const due = await makeTrip(db);
    // The center reads wall clocks in Asia/Shanghai: wall(m) is T0 + m minutes there.
    await db
      .update(shipments)
      .set({ eta: wall(60) })
      .where(eq(shipments.uuid, late.shipmentId));
    await db
      .update(shipments)
      .set({ eta: wall(240) })
      .where(eq(shipments.uuid, due.shipmentId));
    const now = new Date(Date.UTC(2030, 0, 2, 2, 0, 0) + 90 * 60_000);
    const written = await detectOverdue(db, now);
    expect(written.filter((w) => w.shipmentId === late.shipmentId)).toHaveLength(1);
    expect(written.filter((w) => w.shipmentId === due.shipmentId)).toHaveLength(0);
    expect((await rowsOf(late))[0]).toMatchObject({
      kind: 'OVERDUE_FINISH',
      subject: 'shipment',
      detail: { plannedFinish: wall(60), checkedAt: wall(90), minutesOver: 30 },
    });
    const again = await detectOverdue(db, new Date(now.getTime() + 10 * 60_000));
    expect(again.filter((w) => w.shipmentId === late.shipmentId)).toEqual([]);
    expect(await rowsOf(late)).toHaveLength(1);
  });
});

describe('the shipment exception list', () => {
  it('shows the session center\u2019s exceptions with the kind and detail; another center\u2019s caller sees none', async () => {
    const code = await codeOf(warm);
    const { body } = await list(`shipmentCode=${code}&status=U`);
    expect(body.code).toBe(0);
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      shipmentId: warm.shipmentId,
      shipmentCode: code,
      kind: 'HANDOVER_TEMP',
      status: 'U',
      handleTime: null,
      detail: expect.objectContaining({ temperature: '7.5' }),
    });
    expect(body.data[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const other = await list(`shipmentCode=${code}`, chen);
    expect(other.body.code).toBe(0);
    expect(other.body.data).toEqual([]);
  });

  it('filters by kind, status and found time, and refuses an unknown kind or status', async () => {
    const code = await codeOf(missed);
    expect((await list(`shipmentCode=${code}&kind=STOP_MISSED`)).body.total).toBe(1);
    expect((await list(`shipmentCode=${code}&kind=HANDOVER_TEMP`)).body.total).toBe(0);
    expect((await list(`shipmentCode=${code}&status=H`)).body.total).toBe(0);
    expect((await list(`shipmentCode=${code}&beginTime=2000-01-01&endTime=2000-01-02`)).body.total).toBe(0);
    expect((await list('kind=LATE')).body.code).toBe(400);
    expect((await list('status=N')).body.code).toBe(400);
  });

  it('is refused without the list key (a scheduler holds none)', async () => {
    const wang = await t.login('wang.fang');
    expect((await list('', wang)).status).toBe(403);
  });
});

describe('handling a shipment exception', () => {
  let gzId: number;
  beforeAll(async () => {
    const gz: NewShipmentException = {
      shipmentId: 'sh-gz-expage',
      shipmentCode: 'GZEXPAGE01',
      dispatchCenterId: 'dc-gz',
      carrierId: 'cr-gz',
      kind: 'OVERDUE_FINISH',
      subject: 'shipment',
      detail: { plannedFinish: '2030-01-02 10:00:00', checkedAt: '2030-01-02 11:00:00', minutesOver: 60 },
      createBy: 'test',
    };
    gzId = (await insertShipmentExceptions(t.database.db, [gz]))[0]?.id as number;
  });

  it('requires ids and a remark of at most 800 characters', async () => {
    const [row] = await rowsOf(warm);
    const none = await handle({ ids: [row?.id] });
    expect(none.body.code).toBe(500);
    expect(none.body.msg).toBe('Required!');
    expect(none.body.data).toEqual([expect.objectContaining({ field: 'remark', key: 'common.required' })]);
    const long = await handle({ ids: [row?.id], remark: 'x'.repeat(801) });
    expect(long.body.msg).toBe('Too long (at most 800 characters)');
    expect((await handle({ remark: 'ok' })).body.msg).toBe('Choose the shipment exceptions to handle');
  });

  it('handles open records with who and when, answering how many', async () => {
    const [row] = await rowsOf(warm);
    const done = await handle({ ids: [row?.id], remark: 'Re-chilled at the store' });
    expect(done.body).toMatchObject({ code: 0, data: { handled: 1 } });
    const code = await codeOf(warm);
    const [shown] = (await list(`shipmentCode=${code}`)).body.data;
    expect(shown).toMatchObject({
      status: 'H',
      handleRemark: 'Re-chilled at the store',
      handleBy: 'zhang.wei',
    });
    expect(shown?.handleTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses one already handled (writing none of the batch), another center\u2019s, and a missing one', async () => {
    const [handled] = await rowsOf(warm);
    const [open] = await rowsOf(missed);
    const twice = await handle({ ids: [open?.id, handled?.id], remark: 'again' });
    expect(twice.body.msg).toBe('This shipment exception has already been handled');
    expect((await rowsOf(missed))[0]?.status).toBe('U');
    const other = await handle({ ids: [gzId], remark: 'not mine' });
    expect(other.status).toBe(403);
    expect((await handle({ ids: [999_999_999], remark: 'x' }, admin)).body.code).toBe(404);
    const theirs = await handle({ ids: [gzId], remark: 'ours' }, chen);
    expect(theirs.body.data).toEqual({ handled: 1 });
  });
});

describe('the header badge', () => {
  it('counts the unhandled exceptions of the caller\u2019s scope only', async () => {
    const shBefore = await badge(zhang);
    const gzBefore = await badge(chen);
    expect(shBefore).toBeGreaterThanOrEqual(1);
    const [made] = await insertShipmentExceptions(t.database.db, [
      {
        shipmentId: 'sh-gz-expage-2',
        shipmentCode: 'GZEXPAGE02',
        dispatchCenterId: 'dc-gz',
        carrierId: 'cr-gz',
        kind: 'STOP_MISSED',
        subject: 'stop:1',
        detail: { stopId: 1, sequence: 1, stationId: 'st', type: 'D' },
      },
    ]);
    expect(await badge(chen)).toBe(gzBefore + 1);
    expect(await badge(zhang)).toBe(shBefore);
    await handle({ ids: [made?.id], remark: 'done' }, chen);
    expect(await badge(chen)).toBe(gzBefore);
    const wang = await t.login('wang.fang');
    expect(await badge(wang)).toBe(0);
  });
});
