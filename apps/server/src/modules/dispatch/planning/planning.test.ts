import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments, vehicleModels, vehicles, waybills } from '../../../db/schema';
import { insertCarrier, readyVehicle } from '../../../test/fixtures/fleet';
import {
  at,
  CENTER,
  DAY,
  insertModels,
  insertStations,
  insertWaybill,
  messageOf,
  shClient,
} from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { PlanningStatus } from './schemas';

let t: TestApp;
let zhang: string;
let li: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let M: Awaited<ReturnType<typeof insertModels>>;
let client: string;
let n = 0;

/** A fresh audited waybill held by zhang.wei in the pool. */
async function held(
  from: string,
  to: string,
  over: { temperature?: string; parentId?: string; requiredDeliveryTime?: string } = {},
) {
  n += 1;
  const id = await insertWaybill(t.database.db, `AP${String(n).padStart(3, '0')}`, from, to, {
    clientId: client,
    ...over,
  });
  const taken = await t.call('POST', '/api/order/waybill/handmade', { token: zhang, body: { idList: [id] } });
  if (taken.body.code !== 0) throw new Error(taken.body.msg);
  return id;
}

const start = (body: Record<string, unknown>, token = zhang) =>
  t.call<{ jobId: string }>('POST', '/api/order/waybill/planning', { token, lang: 'en-US', body });
const read = (jobId: string, token = zhang) =>
  t.call<PlanningStatus>('GET', `/api/order/waybill/planning/${jobId}`, { token, lang: 'en-US' });

async function untilSettled(jobId: string): Promise<PlanningStatus> {
  for (let i = 0; i < 300; i++) {
    const { body } = await read(jobId);
    if (body.data.status !== 'RUNNING') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('planning did not finish');
}

const planOf = (idList: string[], over: Record<string, unknown> = {}) => ({
  idList,
  planDate: DAY,
  startTime: '06:00',
  vehicleModels: [{ vehicleModelId: M.COLD, count: 5 }],
  objective: 'vehicles',
  timeLimitSeconds: 1,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  li = await t.login('li.na');
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'ap', client);
  M = await insertModels(t.database.db, 'ap');
});
afterAll(async () => {
  await t.close();
});

describe('automatic planning', () => {
  let jobId: string;
  let ids: string[];
  let result: PlanningStatus;

  it('plans held waybills: every one on a line or left out with a reason, rules kept', async () => {
    ids = [
      await held(S.P1, S.D1),
      await held(S.P1, S.D1, { temperature: 'CHILLED' }),
      await held(S.P1, S.D2),
      await held(S.P1, S.D3),
      await held(S.P1, S.D4),
      await held(S.P2, S.D2),
      await held(S.P1, S.NW),
      await held(S.P1, S.D2, { parentId: 'wb-ap-parent' }),
      await held(S.P1, S.D1, { parentId: 'wb-ap-parent' }),
      await held(S.P1, S.D1, { temperature: 'AMBIENT' }),
    ];
    const started = await start(planOf(ids));
    expect(started.body.code).toBe(0);
    jobId = started.body.data.jobId;
    result = await untilSettled(jobId);
    expect(result.status).toBe('DONE');
    expect(result.progress).toBe(100);
    const lines = result.lines ?? [];
    const unplanned = result.unplanned ?? [];
    const planned = lines.flatMap((l) => l.waybillIdList);
    expect([...planned, ...unplanned.map((u) => u.waybillId)].sort()).toEqual([...ids].sort());
    // No model carries AMBIENT: left out for skills, with an English reason.
    const ambient = ids[9] as string;
    expect(unplanned).toContainEqual(expect.objectContaining({ waybillId: ambient, reasonCode: 'skills' }));
    expect(unplanned.find((u) => u.waybillId === ambient)?.reason).toMatch(
      messageOf('waybill.planning.reason.skills'),
    );
    expect(unplanned.filter((u) => u.reasonCode === 'rule')).toEqual([]);
    for (const line of lines) {
      const stations = line.stopList.map((s) => s.stationId);
      expect(new Set(stations).size).toBe(stations.length);
      expect(stations.includes(S.D3) && stations.includes(S.D4)).toBe(false);
      expect(
        line.waybillIdList.includes(ids[7] as string) && line.waybillIdList.includes(ids[8] as string),
      ).toBe(false);
      expect(line.stopList[0]?.isBckWare).toBe('Y');
      // The 08:00-09:00 station is served inside its window.
      for (const stop of line.stopList.filter((s) => s.stationId === S.NW)) {
        expect(stop.etaIsOutTimewindow).toBe('N');
        expect(stop.etdIsOutTimewindow).toBe('N');
      }
    }
  });

  it('another user does not see the job', async () => {
    expect((await read(jobId, li)).body.code).toBe(404);
    const cancel = await t.call('POST', `/api/order/waybill/planning/${jobId}/cancel`, { token: li });
    expect(cancel.body.code).toBe(404);
  });

  it('the proposed lines are taken by handmadeSubmit as they are', async () => {
    const [first, ...rest] = result.lines ?? [];
    expect(first).toBeDefined();
    const submit = (lines: unknown[]) =>
      t.call('POST', '/api/order/waybill/handmadeSubmit', {
        token: zhang,
        lang: 'en-US',
        body: { lines, windowConfirmed: true },
      });
    const one = await submit([first]);
    expect(one.body.msg).not.toMatch(/failed|refused/i);
    expect(one.body.code).toBe(0);
    if (rest.length > 0) expect((await submit(rest)).body.code).toBe(0);
  });

  it('the cost objective with soft windows and two models plans too', async () => {
    const late = [await held(S.P1, S.NW), await held(S.P1, S.NW), await held(S.P2, S.NW)];
    const started = await start(
      planOf(late, {
        objective: 'cost',
        costPerVehicle: 500,
        costPerKm: 2,
        softWindows: true,
        vehicleModels: [
          { vehicleModelId: M.COLD, count: 2 },
          { vehicleModelId: M.SMALL, count: 2 },
        ],
      }),
    );
    const done = await untilSettled(started.body.data.jobId);
    expect(done.status).toBe('DONE');
    const planned = (done.lines ?? []).flatMap((l) => l.waybillIdList);
    expect([...planned, ...(done.unplanned ?? []).map((u) => u.waybillId)].sort()).toEqual([...late].sort());
    expect((done.unplanned ?? []).filter((u) => u.reasonCode === 'rule')).toEqual([]);
    expect(done.lines?.length).toBe(1);
  });

  it('cancel stops a running job', async () => {
    const more = [await held(S.P1, S.D1), await held(S.P1, S.D2)];
    const started = await start(planOf(more, { timeLimitSeconds: 60 }));
    const id = started.body.data.jobId;
    const cancel = await t.call<PlanningStatus>('POST', `/api/order/waybill/planning/${id}/cancel`, {
      token: zhang,
    });
    expect(cancel.body.code).toBe(0);
    expect(cancel.body.data.status).toBe('CANCELLED');
    expect((await read(id)).body.data.status).toBe('CANCELLED');
  });

  it('bad input gets translated errors', async () => {
    const empty = await start(planOf([]));
    expect(empty.body.code).not.toBe(0);
    expect(empty.body.msg).toMatch(/idList/);
    const zero = await start(planOf([ids[0] as string], { timeLimitSeconds: 0 }));
    expect(zero.body.code).not.toBe(0);
    expect(zero.body.msg).toMatch(/timeLimitSeconds/);
    const more = await held(S.P1, S.D1);
    const unknown = await start(planOf([more], { vehicleModels: [{ vehicleModelId: 'no-such', count: 1 }] }));
    expect(unknown.body.msg).toMatch(messageOf('waybill.planning.model.unknown'));
    const chinese = await t.call('POST', '/api/order/waybill/planning', {
      token: zhang,
      lang: 'zh-CN',
      body: planOf([more], { vehicleModels: [{ vehicleModelId: 'no-such', count: 1 }] }),
    });
    expect(chinese.body.msg).toContain('车型');
    const notMine = await start(planOf([ids[0] as string]));
    expect(notMine.body.msg).toMatch(messageOf('waybill.planning.notHeld'));
  });
});

describe('automatic planning of the demo day', () => {
  it('plans demo waybills zhang.wei holds; the submit takes the first line', async () => {
    const db = t.database.db;
    const audited = await db
      .select({ uuid: waybills.uuid, etd: waybills.etd })
      .from(waybills)
      .where(
        and(eq(waybills.dispatchCenterId, 'dc-sh'), eq(waybills.status, 'E'), isNull(waybills.shipmentId)),
      )
      .orderBy(asc(waybills.code))
      .limit(40);
    const ids: string[] = [];
    for (const row of audited) {
      const taken = await t.call('POST', '/api/order/waybill/handmade', {
        token: zhang,
        body: { idList: [row.uuid] },
      });
      if (taken.body.code === 0) ids.push(row.uuid);
    }
    expect(ids.length).toBeGreaterThan(5);
    const planDate = String(audited[0]?.etd).slice(0, 10);
    // The models of the day's fleet the dialog offers (the carriers of zhang.wei's data groups).
    const fleet = await t.call<{ vehicleModelId: string }[]>(
      'GET',
      `/api/order/waybill/planning/fleet?planDate=${planDate}&startTime=05:00`,
      { token: zhang },
    );
    const started = await start({
      idList: ids,
      planDate,
      startTime: '05:00',
      vehicleModels: fleet.body.data.map((m) => ({ vehicleModelId: m.vehicleModelId, count: 10 })),
      objective: 'distance',
      timeLimitSeconds: 2,
    });
    expect(started.body.code).toBe(0);
    const result = await untilSettled(started.body.data.jobId);
    expect(result.status).toBe('DONE');
    const planned = (result.lines ?? []).flatMap((l) => l.waybillIdList);
    const unplanned = result.unplanned ?? [];
    expect([...planned, ...unplanned.map((u) => u.waybillId)].sort()).toEqual([...ids].sort());
    expect(unplanned.filter((u) => u.reasonCode === 'rule')).toEqual([]);
    for (const u of unplanned.filter((x) => x.reasonCode === 'late'))
      expect(u.reason).toMatch(messageOf('waybill.tip.eta.required'));
    expect(planned.length).toBeGreaterThan(0);
    // The first line alone, then the rest (at most 20 lines a submit): the submit refuses none, late
    // arrival not being allowed.
    const [first, ...rest] = result.lines ?? [];
    const chunks = [
      [first],
      ...Array.from({ length: Math.ceil(rest.length / 20) }, (_, i) => rest.slice(i * 20, i * 20 + 20)),
    ];
    for (const lines of chunks) {
      const submitted = await t.call('POST', '/api/order/waybill/handmadeSubmit', {
        token: zhang,
        lang: 'en-US',
        body: { lines, windowConfirmed: true },
      });
      expect(submitted.body.msg).toBe(submitted.body.code === 0 ? submitted.body.msg : 'no refusal');
      expect(submitted.body.code).toBe(0);
    }
  });
});

describe('late arrival: hard unless the dispatcher allows it', () => {
  // Leaving P1 at 06:00 after its 30 minutes, D1 is reached at 07:00 at the earliest (20 km, 30 minutes).
  const due = (required: string) => held(S.P1, S.D1, { requiredDeliveryTime: at(required) });
  const submitLines = (lines: unknown[], allowLateArrival?: boolean) =>
    t.call('POST', '/api/order/waybill/handmadeSubmit', {
      token: zhang,
      lang: 'en-US',
      body: { lines, windowConfirmed: true, ...(allowLateArrival ? { allowLateArrival } : {}) },
    });

  it('hard: a waybill no line can bring by its required delivery time is left out in the screen’s words', async () => {
    const [late, fine] = [await due('06:45'), await due('07:30')];
    const done = await untilSettled((await start(planOf([late, fine]))).body.data.jobId);
    const left = done.unplanned ?? [];
    const code = (await t.database.db.select().from(waybills).where(eq(waybills.uuid, late)))[0]?.code;
    expect(left).toEqual([
      {
        waybillId: late,
        code,
        reasonCode: 'late',
        reason: `Stop ap D1 is reached at ${DAY} 07:00, after waybill ${code}’s required delivery time ${DAY} 06:45`,
      },
    ]);
    expect(done.lines?.flatMap((l) => l.waybillIdList)).toEqual([fine]);
    const d1 = done.lines?.[0]?.stopList.find((s) => s.stationId === S.D1);
    expect(String(d1?.eta) <= at('07:30')).toBe(true);
    expect((await submitLines(done.lines ?? [])).body.code).toBe(0);
  });

  it('soft: the planner places the late stop, and the submit takes it only with the dispatcher’s choice', async () => {
    const late = await due('06:45');
    const done = await untilSettled((await start(planOf([late], { softWindows: true }))).body.data.jobId);
    expect(done.unplanned).toEqual([]);
    const lines = done.lines ?? [];
    expect(lines.flatMap((l) => l.waybillIdList)).toEqual([late]);
    expect(lines[0]?.stopList.find((s) => s.stationId === S.D1)?.eta).toBe(at('07:00'));
    const refused = await submitLines(lines);
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toMatch(messageOf('waybill.tip.eta.required'));
    expect((await submitLines(lines, true)).body.code).toBe(0);
  });
});

describe('the plan fits the screen and the day', () => {
  it('a vehicle back at its depot runs a second line', async () => {
    // The small model carries one 100 kg waybill at a time.
    const two = [await held(S.P1, S.D1), await held(S.P1, S.D1)];
    const twice = await untilSettled(
      (
        await start(
          planOf(two, { vehicleModels: [{ vehicleModelId: M.SMALL, count: 1 }], maxTripsPerVehicle: 2 }),
        )
      ).body.data.jobId,
    );
    expect(twice.unplanned).toEqual([]);
    expect(twice.totals).toMatchObject({ vehicles: 1, lines: 2 });
    const [first, second] = twice.lines ?? [];
    expect([first?.vehicleNo, first?.tripNo, second?.vehicleNo, second?.tripNo]).toEqual([1, 1, 1, 2]);
    // The second trip leaves after the first is back at the depot.
    const back = first?.stopList[0]?.backWareEta ?? '';
    expect((second?.stopList[0]?.etd ?? '') > back).toBe(true);
    // The line's start is the planner's own time: the screen keeps it.
    expect(first?.stopList[0]?.pinned).toBe(true);
  });

  it('keeps each layer within its compartment, as the submit checks it', async () => {
    // The cold model's frozen compartment takes 150 kg: two 100 kg frozen waybills cannot share it.
    await t.database.db
      .update(vehicleModels)
      .set({ compartments: [{ tempCode: 'FROZEN', ratedLoadKg: '150.000', ratedVolumeM3: null }] })
      .where(eq(vehicleModels.uuid, M.COLD));
    try {
      const two = [await held(S.P1, S.D1), await held(S.P1, S.D2)];
      const done = await untilSettled(
        (
          await start(
            planOf(two, { vehicleModels: [{ vehicleModelId: M.COLD, count: 2 }], maxTripsPerVehicle: 1 }),
          )
        ).body.data.jobId,
      );
      expect(done.unplanned).toEqual([]);
      expect(done.lines).toHaveLength(2);
      const submitted = await t.call('POST', '/api/order/waybill/handmadeSubmit', {
        token: zhang,
        lang: 'en-US',
        body: { lines: done.lines, windowConfirmed: true },
      });
      expect(submitted.body.code).toBe(0);
    } finally {
      await t.database.db
        .update(vehicleModels)
        .set({ compartments: [] })
        .where(eq(vehicleModels.uuid, M.COLD));
    }
  });

  it('holds no more lines than the screen has room for; the rest are listed with the limit', async () => {
    const three = [await held(S.P1, S.D1), await held(S.P1, S.D2), await held(S.P2, S.D1)];
    const done = await untilSettled(
      (
        await start(
          planOf(three, {
            vehicleModels: [{ vehicleModelId: M.SMALL, count: 3 }],
            maxLines: 2,
            maxTripsPerVehicle: 1,
          }),
        )
      ).body.data.jobId,
    );
    expect(done.lines).toHaveLength(2);
    expect(done.unplanned).toEqual([
      expect.objectContaining({ reasonCode: 'line-limit', reason: expect.stringContaining('2 lines') }),
    ]);
    const tooMany = await start(planOf(three, { maxLines: 21 }));
    expect(tooMany.body.msg).toMatch(/maxLines/);
  });

  it('offers the vehicles that can go from the plan’s start, per model: what scheduling would accept', async () => {
    const db = t.database.db;
    // Models of this test's own: shipments of the other tests claim M's (below).
    const A = await insertModels(db, 'apf');
    await insertCarrier(db, 'ap-car');
    await insertCarrier(db, 'ap-gz', 'dg-gz');
    const vehicle = (i: number, model: string, over: Partial<typeof vehicles.$inferInsert> = {}) =>
      readyVehicle(
        {
          uuid: `ap-veh${i}`,
          carrierId: 'ap-car',
          code: `AP-V${i}`,
          plateNumber: `沪P${String(i).padStart(5, '0')}`,
          vehicleModelId: model,
        },
        over,
      );
    await db.insert(vehicles).values([
      vehicle(1, A.COLD),
      vehicle(2, A.COLD),
      vehicle(3, A.SMALL),
      vehicle(4, A.SMALL, { locked: 'Y' }),
      vehicle(5, A.SMALL, { enableFlag: 'N' }),
      vehicle(6, A.SMALL, { scrapDate: DAY }),
      vehicle(7, A.SMALL, { reviewStatus: '0' }),
      vehicle(8, A.SMALL, { insuranceEnd: '2030-06-02' }),
      // Busy that morning, free again in the afternoon.
      vehicle(9, A.AMB),
      // Another center's carrier: not the caller's.
      vehicle(10, A.AMB, { carrierId: 'ap-gz' }),
    ]);
    await db.insert(shipments).values({
      uuid: 'ap-busy',
      shipmentCode: 'APBUSY',
      status: 'X',
      dispatchCenterId: CENTER,
      vehicleId: 'ap-veh9',
      etd: at('06:00'),
      eta: at('11:00'),
    });
    const fleetFrom = async (startTime: string) => {
      const fleet = await t.call<{ vehicleModelId: string; count: number }[]>(
        'GET',
        `/api/order/waybill/planning/fleet?planDate=${DAY}&startTime=${startTime}`,
        { token: zhang },
      );
      expect(fleet.body.code).toBe(0);
      return new Map(fleet.body.data.map((f) => [f.vehicleModelId, f.count]));
    };
    const morning = await fleetFrom('05:00');
    expect(morning.get(A.COLD)).toBe(2);
    expect(morning.get(A.SMALL)).toBe(1);
    expect(morning.get(A.AMB)).toBeUndefined();
    // The plan's window is the 24 hours from its start: from noon, the morning's shipment is over.
    expect((await fleetFrom('12:00')).get(A.AMB)).toBe(1);
    // A shipment made for that morning and not yet scheduled will need one of its model's vehicles.
    await db.insert(shipments).values({
      uuid: 'ap-waiting',
      shipmentCode: 'APWAIT',
      status: 'E',
      dispatchCenterId: CENTER,
      vehicleMainModelId: A.COLD,
      etd: at('07:00'),
      eta: at('09:00'),
    });
    expect((await fleetFrom('05:00')).get(A.COLD)).toBe(1);
    const bad = await t.call('GET', '/api/order/waybill/planning/fleet?planDate=tomorrow', {
      token: zhang,
      lang: 'en-US',
    });
    expect(bad.body.code).not.toBe(0);
  });
});
