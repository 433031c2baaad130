import type { PlanningStatus } from '@tms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * The demo day runs in every center with the seeded users only: the center's dispatcher plans its audited
 * waybills automatically with the day's fleet the dialog offers, submits the lines, makes them effective;
 * the center's scheduler schedules every effective shipment of the center — those the seed made and the
 * new ones — on a vehicle the picker offers as able to go (fitting and free), and applies; the dispatcher
 * approves. Nothing may be left unscheduled for want of a vehicle.
 */
const CENTERS = [
  { center: 'dc-sh', dispatcher: 'zhang.wei', scheduler: 'wang.fang' },
  { center: 'dc-gz', dispatcher: 'chen.jie', scheduler: 'huang.min' },
  { center: 'dc-hk', dispatcher: 'chan.taiman', scheduler: 'lau.kaming' },
] as const;

type Waybill = { uuid: string; etd: string | null; status: string; shipmentId: string | null };
type Shipment = {
  uuid: string;
  shipmentCode: string;
  status: string;
  vehicleMainModelId: string | null;
  etd: string | null;
  stopList: { eta: string | null }[];
};
type VehicleOption = { uuid: string; carrierId: string; vehicleModelId: string | null; canGo: boolean };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = <T>(token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.call<T>(method, `/api${url}`, { token, lang: 'en-US', body });

async function planned(token: string, jobId: string): Promise<PlanningStatus> {
  for (let i = 0; i < 600; i++) {
    const { body } = await call<PlanningStatus>(token, 'GET', `/order/waybill/planning/${jobId}`);
    if (body.data.status !== 'RUNNING') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('planning did not finish');
}

/** The dispatcher's part: the audited waybills into the pool, planned, submitted and made effective. */
async function planTheDay(dispatcher: string): Promise<string[]> {
  const pool = await call<Waybill[]>(dispatcher, 'GET', '/order/waybill/list?status=E&pageSize=500');
  const audited = pool.body.data.filter((w) => w.status === 'E' && !w.shipmentId);
  expect(audited.length).toBeGreaterThan(20);
  const idList = audited.map((w) => w.uuid);
  expect((await call(dispatcher, 'POST', '/order/waybill/handmade', { idList })).body.msg).toBe('');
  // Where the dialog starts: the earliest departure's day and quarter hour.
  const first = audited.map((w) => String(w.etd)).sort()[0] ?? '';
  const planDate = first.slice(0, 10);
  const minute = Number(first.slice(14, 16));
  const startTime = `${first.slice(11, 13)}:${String(minute - (minute % 15)).padStart(2, '0')}`;
  const fleet = await call<{ vehicleModelId: string; count: number }[]>(
    dispatcher,
    'GET',
    `/order/waybill/planning/fleet?planDate=${planDate}&startTime=${startTime}`,
  );
  expect(fleet.body.data.length).toBeGreaterThan(0);
  const started = await call<{ jobId: string }>(dispatcher, 'POST', '/order/waybill/planning', {
    idList,
    planDate,
    startTime,
    vehicleModels: fleet.body.data,
    objective: 'vehicles',
    maxTripsPerVehicle: 2,
    timeLimitSeconds: 3,
  });
  expect(started.body.msg).toBe('');
  const plan = await planned(dispatcher, started.body.data.jobId);
  expect(plan.status).toBe('DONE');
  const lines = plan.lines ?? [];
  expect(lines.length).toBeGreaterThan(0);
  const submitted = await call<{ shipments: { uuid: string }[] }>(
    dispatcher,
    'POST',
    '/order/waybill/handmadeSubmit',
    { lines, windowConfirmed: true },
  );
  expect(submitted.body.code, submitted.body.msg).toBe(0);
  const created = submitted.body.data.shipments.map((s) => s.uuid);
  expect(created).toHaveLength(lines.length);
  expect((await call(dispatcher, 'POST', '/shipment/shipment/effect', { ids: created })).body.msg).toBe('');
  return created;
}

/** The scheduler's part: every effective shipment on a vehicle that can go, its planned model's first. */
async function scheduleTheDay(scheduler: string): Promise<string[]> {
  const list = await call<Shipment[]>(
    scheduler,
    'GET',
    '/shipment/shipment/selectPage?status=E&pageSize=500',
  );
  const effective = list.body.data.filter((s) => s.status === 'E');
  const leaves = (s: Shipment) => String(s.stopList[0]?.eta ?? s.etd);
  // In the order they leave, so a vehicle back from its first trip takes a later one.
  effective.sort((a, b) => leaves(a).localeCompare(leaves(b)));
  const unscheduled: string[] = [];
  for (const s of effective) {
    const picker = await call<VehicleOption[]>(
      scheduler,
      'GET',
      `/shipment/shipment/vehicleOptions?ids=${s.uuid}`,
    );
    const able = picker.body.data.filter((v) => v.canGo);
    const vehicle = able.find((v) => v.vehicleModelId === s.vehicleMainModelId) ?? able[0];
    if (!vehicle) {
      unscheduled.push(s.shipmentCode);
      continue;
    }
    const drivers = await call<{ uuid: string }[]>(
      scheduler,
      'GET',
      `/system/driver/dropBox?carrierId=${vehicle.carrierId}`,
    );
    const scheduled = await call(scheduler, 'POST', '/shipment/shipment/scheduling', {
      ids: [s.uuid],
      carrierId: vehicle.carrierId,
      vehicleId: vehicle.uuid,
      mainDriverId: drivers.body.data[0]?.uuid,
    });
    expect(scheduled.body.msg, s.shipmentCode).toBe('');
  }
  expect(unscheduled, 'shipments no vehicle could take').toEqual([]);
  const ids = effective.map((s) => s.uuid);
  expect((await call(scheduler, 'POST', '/shipment/shipment/apply', { ids })).body.msg).toBe('');
  return ids;
}

describe('the demo day in every center, with the seeded users only', () => {
  it.each(CENTERS)(
    '$center: planned, submitted, effective, every shipment scheduled, applied and approved',
    async (c) => {
      const dispatcher = await t.login(c.dispatcher);
      const scheduler = await t.login(c.scheduler);
      const created = await planTheDay(dispatcher);
      const applied = await scheduleTheDay(scheduler);
      expect(applied).toEqual(expect.arrayContaining(created));
      expect((await call(dispatcher, 'POST', '/shipment/shipment/examine', { ids: applied })).body.msg).toBe(
        '',
      );
      const after = await call<Shipment[]>(
        dispatcher,
        'GET',
        '/shipment/shipment/selectPage?status=E&pageSize=500',
      );
      expect(after.body.data.filter((s) => s.status === 'E')).toEqual([]);
      for (const id of applied) {
        const one = await call<Shipment>(dispatcher, 'GET', `/shipment/shipment/get/${id}`);
        expect(one.body.data.status, one.body.data.shipmentCode).toBe('X');
      }
    },
    // Planning, then some fifty calls per center on a shared machine.
    300_000,
  );
});
