import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, shipmentStops, shipments, vehicleModels, vehicles } from '../../../db/schema';
import { insertCarrier, insertDrivers, readyVehicle } from '../../../test/fixtures/fleet';
import { at, CENTER, insertStations, insertWaybill, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * The cold chain at scheduling: scheduling, batch scheduling, change scheduling and a change of the actual
 * model run the line submit's rule (every temperature layer, rated load and volume) against the model the
 * shipment will really run on. Scheduling refuses a vehicle in the picker's words (which layer it does not
 * carry, which figure the goods exceed); a change of model with the submit's messages; vehicleNoCheck and
 * modelCheck answer the same before the user confirms. The scheduler schedules, the dispatcher changes.
 */
let t: TestApp;
let zhang: string;
let scheduler: string;
let client: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let n = 0;

const MODEL = { VAN: 'cf-VAN', ALL: 'cf-ALL', SMALL: 'cf-SMALL' };
type Goods = { temperature: string; to?: string; weight?: string };
const THREE_LAYERS: Goods[] = [
  { temperature: 'FROZEN' },
  { temperature: 'CHILLED' },
  { temperature: 'AMBIENT' },
];
const HEAVY_FROZEN: Goods[] = [{ temperature: 'FROZEN', weight: '500' }];
const CHILLED_ONLY: Goods[] = [{ temperature: 'CHILLED' }];

/** The scheduling refusal of a vehicle whose model does not carry a shipment's goods. */
const cannotCarry = (code: string, reason: string) =>
  new RegExp(`^Vehicle 沪C\\d{5} cannot carry ${code}: ${reason.replace(/[()]/g, '\\$&')}$`);
const NO_FROZEN = 'does not carry Frozen (-18 °C)';
const OVERWEIGHT = 'over its rated load of 100 kg by 400.000 kg';

/** The en-US refusals, exactly as the line submit words them. */
const noFrozen = (line: number, model = 'cf VAN') =>
  `Line ${line}, stop cf P1: its waybills need temperature layer Frozen (-18 °C), which model ${model} does not carry`;
const overweight = (line: number) =>
  `Line ${line} exceeds model cf SMALL’s rated load of 100 kg at stop cf P1 by 400.000 kg`;

/** A shipment of dc-sh in `status`, its goods picked up at P1 and delivered to D1 (unless told), with stops. */
async function shipment(status: string, goods: Goods[], over: Partial<typeof shipments.$inferInsert> = {}) {
  n += 1;
  const code = `CF${String(n).padStart(4, '0')}`;
  const uuid = `sh-${code.toLowerCase()}`;
  const db = t.database.db;
  await db.insert(shipments).values({ uuid, shipmentCode: code, status, dispatchCenterId: CENTER, ...over });
  const drops: string[] = [];
  for (const [i, g] of goods.entries()) {
    const to = g.to ?? S.D1;
    if (!drops.includes(to)) drops.push(to);
    await insertWaybill(db, `W${code}-${i}`, S.P1, to, {
      clientId: client,
      temperature: g.temperature,
      weight: g.weight,
      status: 'S',
      shipmentId: uuid,
    });
  }
  await db.insert(shipmentStops).values(
    [S.P1, ...drops].map((stationId, i) => ({
      shipmentId: uuid,
      stationId,
      sequence: i + 1,
      type: i === 0 ? 'P' : 'D',
      eta: at(`0${6 + i}:00`),
      etd: at(`0${6 + i}:30`),
    })),
  );
  return { uuid, code };
}

/** A fresh vehicle of the test carrier on `modelId` (a vehicle held by a live shipment is busy). */
async function vehicle(modelId: string) {
  n += 1;
  const uuid = `cf-veh${n}`;
  await t.database.db.insert(vehicles).values(
    readyVehicle({
      uuid,
      carrierId: 'cf-car',
      code: `CF-V${n}`,
      plateNumber: `沪C${String(n).padStart(5, '0')}`,
      vehicleModelId: modelId,
    }),
  );
  return uuid;
}

const post = <T = unknown>(path: string, body: unknown, token = zhang) =>
  t.call<T>('POST', `/api/shipment/shipment/${path}`, { token, lang: 'en-US', body });
const schedule = async (path: string, ids: string[], modelId: string) =>
  post(
    path,
    { ids, carrierId: 'cf-car', vehicleId: await vehicle(modelId), mainDriverId: 'cf-drv' },
    scheduler,
  );

async function rowOf(uuid: string) {
  const [row] = await t.database.db.select().from(shipments).where(eq(shipments.uuid, uuid));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  scheduler = await t.login('wang.fang');
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'cf', client);
  const db = t.database.db;
  const model = (uuid: string, layers: string[], kg: string, m3: string) => ({
    uuid,
    code: uuid.toUpperCase(),
    name: uuid.replace('-', ' '),
    temperatureLayers: layers,
    ratedLoadKg: kg,
    ratedVolumeM3: m3,
    createBy: 'test',
  });
  await db.insert(vehicleModels).values([
    // The 3.8 m insulated van of the report: chilled and ambient, no frozen compartment.
    model(MODEL.VAN, ['CHILLED', 'AMBIENT'], '1500', '16'),
    model(MODEL.ALL, ['FROZEN', 'CHILLED', 'AMBIENT'], '10000', '50'),
    model(MODEL.SMALL, ['FROZEN', 'CHILLED', 'AMBIENT'], '100', '50'),
  ]);
  await insertCarrier(db, 'cf-car');
  await insertDrivers(db, 'cf-car', [['cf-drv', 'Zhao']]);
});
afterAll(async () => {
  await t.close();
});

describe('scheduling checks the vehicle model against the goods', () => {
  it('refuses frozen, chilled and ambient goods on a van without a frozen compartment, naming the layer', async () => {
    const s = await shipment('E', THREE_LAYERS);
    const res = await schedule('scheduling', [s.uuid], MODEL.VAN);
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toMatch(cannotCarry(s.code, NO_FROZEN));
    expect(await rowOf(s.uuid)).toMatchObject({ status: 'E', vehicleId: null, actualModelId: null });
  });

  it('refuses a load over the model’s rated weight, naming the excess', async () => {
    const s = await shipment('E', HEAVY_FROZEN);
    const res = await schedule('scheduling', [s.uuid], MODEL.SMALL);
    expect(res.body.msg).toMatch(cannotCarry(s.code, OVERWEIGHT));
    expect((await rowOf(s.uuid))?.status).toBe('E');
  });

  it('accepts a vehicle whose model carries every layer and the load; that model becomes the actual one', async () => {
    const s = await shipment('E', THREE_LAYERS);
    const res = await schedule('scheduling', [s.uuid], MODEL.ALL);
    expect(res.body.msg).toBe('');
    expect(await rowOf(s.uuid)).toMatchObject({ status: 'D', actualModelId: MODEL.ALL });
  });
});

describe('batch scheduling checks every shipment, refusing the whole batch', () => {
  it('names the layer and the misfit shipment when one of them needs frozen', async () => {
    const a = await shipment('E', CHILLED_ONLY);
    const b = await shipment('E', THREE_LAYERS);
    const res = await schedule('batchScheduling', [a.uuid, b.uuid], MODEL.VAN);
    expect(res.body).toMatchObject({ code: 500, data: { shipmentCode: b.code } });
    expect(res.body.msg).toMatch(cannotCarry(b.code, NO_FROZEN));
    expect((await rowOf(a.uuid))?.status).toBe('E');
    expect((await rowOf(b.uuid))?.status).toBe('E');
  });

  it('refuses an overweight shipment in the batch, naming the excess', async () => {
    const a = await shipment('E', HEAVY_FROZEN);
    const res = await schedule('batchScheduling', [a.uuid], MODEL.SMALL);
    expect(res.body.msg).toMatch(cannotCarry(a.code, OVERWEIGHT));
  });

  it('accepts a batch that fits', async () => {
    const a = await shipment('E', CHILLED_ONLY);
    const b = await shipment('E', THREE_LAYERS);
    const res = await schedule('batchScheduling', [a.uuid, b.uuid], MODEL.ALL);
    expect(res.body.code).toBe(0);
    expect((await rowOf(b.uuid))?.status).toBe('D');
  });
});

describe('change scheduling checks the new vehicle', () => {
  it('refuses a van without frozen, an overweight model, and accepts a fitting vehicle', async () => {
    const s = await shipment('E', THREE_LAYERS);
    expect((await schedule('scheduling', [s.uuid], MODEL.ALL)).body.code).toBe(0);
    const before = await rowOf(s.uuid);
    const refused = await schedule('changeScheduling', [s.uuid], MODEL.VAN);
    expect(refused.body.msg).toMatch(cannotCarry(s.code, NO_FROZEN));
    expect(await rowOf(s.uuid)).toMatchObject({ vehicleId: before?.vehicleId, actualModelId: MODEL.ALL });

    const heavy = await shipment('R', HEAVY_FROZEN);
    expect((await schedule('changeScheduling', [heavy.uuid], MODEL.SMALL)).body.msg).toMatch(
      cannotCarry(heavy.code, OVERWEIGHT),
    );

    const changed = await schedule('changeScheduling', [s.uuid], MODEL.ALL);
    expect(changed.body.code).toBe(0);
    expect((await rowOf(s.uuid))?.vehicleId).not.toBe(before?.vehicleId);
  });
});

describe('a change of the actual model checks the new model', () => {
  it('refuses a model without frozen, naming the layer', async () => {
    const s = await shipment('D', THREE_LAYERS, { actualModelId: MODEL.ALL });
    const res = await post('shipChangeModel', { ids: [s.uuid], actualModelId: MODEL.VAN });
    expect(res.body).toMatchObject({ code: 500, msg: noFrozen(1) });
    expect((await rowOf(s.uuid))?.actualModelId).toBe(MODEL.ALL);
  });

  it('refuses an overweight model, naming the excess', async () => {
    const s = await shipment('X', HEAVY_FROZEN);
    const res = await post('shipChangeModel', { ids: [s.uuid], actualModelId: MODEL.SMALL });
    expect(res.body.msg).toBe(overweight(1));
  });

  it('refuses a model that does not exist', async () => {
    const s = await shipment('D', []);
    const res = await post('shipChangeModel', { ids: [s.uuid], actualModelId: 'no-such-model' });
    expect(res.body.msg).toBe('The vehicle model of line 1 does not exist or is disabled');
  });

  it('accepts a model that fits', async () => {
    const s = await shipment('D', THREE_LAYERS);
    const res = await post('shipChangeModel', { ids: [s.uuid], actualModelId: MODEL.ALL });
    expect(res.body.code).toBe(0);
    expect((await rowOf(s.uuid))?.actualModelId).toBe(MODEL.ALL);
  });
});

describe('a new planned model on an open or effective shipment is checked the same way', () => {
  it('refuses a planned model without frozen; accepts one that fits', async () => {
    const s = await shipment('E', THREE_LAYERS, { vehicleMainModelId: MODEL.ALL });
    const refused = await post('update', { uuid: s.uuid, vehicleMainModelId: MODEL.VAN });
    expect(refused.body).toMatchObject({ code: 500, msg: noFrozen(1) });
    expect((await rowOf(s.uuid))?.vehicleMainModelId).toBe(MODEL.ALL);
    expect(
      (await post('update', { uuid: s.uuid, vehicleMainModelId: MODEL.ALL, sealNo: 'S1' })).body.code,
    ).toBe(0);
  });
});

type Verdict = {
  plateNumber?: string;
  free?: boolean;
  canGo?: boolean;
  reasons?: string[];
  modelName: string | null;
  temperatureLayers: string[];
  ratedLoadKg: string | null;
  fits: boolean;
  coldChain?: { shipmentCode: string; key: string; message: string } | null;
};

describe('the pickers get the verdict before the user confirms', () => {
  it('vehicleNoCheck answers whether the vehicle can go, its model, and the reason scheduling would give', async () => {
    const s = await shipment('E', THREE_LAYERS);
    const van = await vehicle(MODEL.VAN);
    const res = await post<Verdict>('vehicleNoCheck', { vehicleId: van, ids: [s.uuid] }, scheduler);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      free: true,
      modelName: 'cf VAN',
      temperatureLayers: ['CHILLED', 'AMBIENT'],
      ratedLoadKg: '1500.000',
      fits: false,
      canGo: false,
      reasons: [NO_FROZEN],
    });
    const fitting = await post<Verdict>(
      'vehicleNoCheck',
      { vehicleId: await vehicle(MODEL.ALL), ids: [s.uuid] },
      scheduler,
    );
    expect(fitting.body.data).toMatchObject({ free: true, fits: true, canGo: true, reasons: [] });
    // Without shipments the vehicle is only weighed on its own (today, no goods).
    const bare = await post<Verdict>('vehicleNoCheck', { vehicleId: van }, scheduler);
    expect(bare.body.data).toMatchObject({ free: true, fits: true, plateNumber: expect.any(String) });
  });

  it('modelCheck answers the verdict shipChangeModel enforces', async () => {
    const s = await shipment('X', HEAVY_FROZEN);
    const res = await post<Verdict>('modelCheck', { ids: [s.uuid], actualModelId: MODEL.SMALL });
    expect(res.body.data).toMatchObject({ fits: false, coldChain: { message: overweight(1) } });
    const ok = await post<Verdict>('modelCheck', { ids: [s.uuid], actualModelId: MODEL.ALL });
    expect(ok.body.data).toMatchObject({ fits: true, coldChain: null });
  });

  it('the vehicle picker shows each vehicle’s model, layers and capacity; the driver picker its carrier’s drivers', async () => {
    const get = <T>(url: string) => t.call<T>('GET', url, { token: zhang, lang: 'en-US' });
    type Option = { code: string; carrierId: string; vehicleModelName: string | null } & Record<
      string,
      unknown
    >;
    const picker = await get<Option[]>('/api/system/transmeans/dropBox?carrierId=cr01');
    expect(picker.body.data.find((v) => v.code === 'V0041')).toMatchObject({
      carrierId: 'cr01',
      vehicleModelName: expect.stringContaining('13米三温区冷藏半挂车'),
      temperatureLayers: ['FROZEN', 'CHILLED', 'AMBIENT'],
      thermosphereName: expect.stringMatching(/\S/),
      ratedLoadKg: '28000.000',
      ratedVolumeM3: expect.any(String),
    });
    const people = await get<{ uuid: string }[]>('/api/system/driver/dropBox?carrierId=cr01');
    const own = await t.database.db
      .select({ uuid: drivers.uuid })
      .from(drivers)
      .where(eq(drivers.carrierId, 'cr01'));
    expect(people.body.data.length).toBeGreaterThan(0);
    expect(own.map((d) => d.uuid)).toEqual(expect.arrayContaining(people.body.data.map((d) => d.uuid)));
  });

  it('another center’s shipment is not found', async () => {
    const s = await shipment('E', CHILLED_ONLY, { dispatchCenterId: 'dc-gz' });
    const res = await post('modelCheck', { ids: [s.uuid], actualModelId: MODEL.ALL });
    expect(res.body.code).toBe(404);
  });
});
