import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriers, shipmentStops, shipments, vehicles } from '../../../db/schema';
import { insertCarrier, insertDrivers, readyVehicle } from '../../../test/fixtures/fleet';
import {
  at,
  CENTER,
  DAY,
  insertModels,
  insertStations,
  insertWaybill,
  shClient,
} from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * Which vehicles can go (vehiclesThatCanGo), as the scheduler meets it: the picker lists her vehicles and
 * marks each one that cannot go with why, vehicleNoCheck answers the same for the chosen one, and
 * scheduling refuses it in the same words. One case per rule: review, enable, lock, scrap, insurance,
 * the carrier's standing, another live shipment in an overlapping window, goods its model does not carry.
 */
let t: TestApp;
let scheduler: string;
let client: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let M: Awaited<ReturnType<typeof insertModels>>;
let n = 0;

type Option = { uuid: string; code: string; canGo: boolean; reasons: string[] };

/** A frozen-goods shipment of dc-sh in `status` from P1 (at `from`) to D1 (at `to`), with its stops. */
async function shipment(
  status: string,
  from = '06:00',
  to = '09:30',
  over: Partial<typeof shipments.$inferInsert> = {},
) {
  n += 1;
  const code = `VG${String(n).padStart(4, '0')}`;
  const uuid = `sh-${code.toLowerCase()}`;
  const db = t.database.db;
  await db.insert(shipments).values({ uuid, shipmentCode: code, status, dispatchCenterId: CENTER, ...over });
  await insertWaybill(db, `W${code}`, S.P1, S.D1, { clientId: client, status: 'S', shipmentId: uuid });
  await db.insert(shipmentStops).values([
    { shipmentId: uuid, stationId: S.P1, sequence: 1, type: 'P', eta: at(from), etd: at(from) },
    { shipmentId: uuid, stationId: S.D1, sequence: 2, type: 'D', eta: at(to), etd: at(to) },
  ]);
  return { uuid, code };
}

const VEHICLES: [code: string, over: Partial<typeof vehicles.$inferInsert>, carrier?: string][] = [
  ['VG-OK', {}],
  ['VG-PENDING', { reviewStatus: '0' }],
  ['VG-OFF', { enableFlag: 'N' }],
  ['VG-LOCKED', { locked: 'Y' }],
  ['VG-SCRAP', { scrapDate: DAY }],
  ['VG-LAPSED', { insuranceEnd: '2030-06-02' }],
  ['VG-AMB', {}],
  ['VG-BUSY', {}],
  ['VG-BLACK', {}, 'vg-black'],
];
const uuidOf = (code: string) => code.toLowerCase();

const get = <T>(url: string) => t.call<T>('GET', `/api${url}`, { token: scheduler, lang: 'en-US' });
const post = <T = unknown>(url: string, body: unknown) =>
  t.call<T>('POST', `/api${url}`, { token: scheduler, lang: 'en-US', body });
const schedule = (id: string, vehicle: string, carrierId = 'vg-car') =>
  post('/shipment/shipment/scheduling', {
    ids: [id],
    carrierId,
    vehicleId: uuidOf(vehicle),
    mainDriverId: carrierId === 'vg-car' ? 'vg-drv' : 'vg-drv-b',
  });

beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.login('wang.fang');
  const db = t.database.db;
  client = await shClient(db);
  S = await insertStations(db, 'vg', client);
  M = await insertModels(db, 'vg');
  await insertCarrier(db, 'vg-car');
  await insertCarrier(db, 'vg-black');
  await db
    .update(carriers)
    .set({ blacklist: 'Y', blacklistReason: 'test' })
    .where(eq(carriers.uuid, 'vg-black'));
  await insertDrivers(db, 'vg-car', [['vg-drv', 'Vg Main']]);
  await insertDrivers(db, 'vg-black', [['vg-drv-b', 'Vg Black']]);
  await db.insert(vehicles).values(
    VEHICLES.map(([code, over, carrierId = 'vg-car'], i) =>
      readyVehicle(
        {
          uuid: uuidOf(code),
          carrierId,
          code,
          plateNumber: `沪G${String(i + 1).padStart(5, '0')}`,
          vehicleModelId: code === 'VG-AMB' ? M.AMB : M.COLD,
        },
        over,
      ),
    ),
  );
});
afterAll(async () => {
  await t.close();
});

describe('which vehicles can go: the picker, the check and scheduling give one answer', () => {
  let id: string;
  let holder: { uuid: string; code: string };
  let options: Map<string, Option>;

  beforeAll(async () => {
    // VG-BUSY is on an approved shipment from 08:00 to 11:00, overlapping the one to schedule.
    holder = await shipment('X', '08:00', '11:00', { vehicleId: uuidOf('VG-BUSY'), carrierId: 'vg-car' });
    id = (await shipment('E')).uuid;
    const picker = await get<Option[]>(
      `/shipment/shipment/vehicleOptions?ids=${id}&carrierId=vg-car&realCarrierId=vg-black`,
    );
    options = new Map(picker.body.data.map((o) => [o.code, o]));
  });

  it.each([
    ['VG-PENDING', 'vehicle not approved'],
    ['VG-OFF', 'vehicle disabled'],
    ['VG-LOCKED', 'vehicle locked'],
    ['VG-SCRAP', `scrapped on ${DAY}`],
    ['VG-LAPSED', 'insurance expired on 2030-06-02'],
    ['VG-AMB', 'does not carry Frozen (-18 °C)'],
    ['VG-BUSY', 'on VG0001 06-03 08:00–11:00'],
    ['VG-BLACK', 'carrier blacklisted'],
  ])('%s is marked “%s” and cannot be picked', async (code, reason) => {
    expect(options.get(code)).toMatchObject({ canGo: false, reasons: [reason] });
    const check = await post<{ canGo: boolean; reasons: string[] }>('/shipment/shipment/vehicleNoCheck', {
      vehicleId: uuidOf(code),
      ids: [id],
    });
    expect(check.body.data).toMatchObject({ canGo: false, reasons: [reason] });
  });

  it.each([
    ['VG-PENDING', 'Vehicle 沪G00002 cannot go: vehicle not approved'],
    ['VG-LOCKED', 'Vehicle 沪G00004 cannot go: vehicle locked'],
    ['VG-LAPSED', 'Vehicle 沪G00006 cannot go: insurance expired on 2030-06-02'],
    ['VG-BUSY', 'Vehicle 沪G00008 cannot go: on VG0001 06-03 08:00–11:00'],
  ])('scheduling refuses %s in the picker’s words', async (code, message) => {
    const refused = await schedule(id, code);
    expect(refused.body).toMatchObject({ code: 500, msg: message });
  });

  it('scheduling refuses goods the model does not carry, naming the shipment', async () => {
    const refused = await schedule(id, 'VG-AMB');
    expect(refused.body.msg).toBe(`Vehicle 沪G00007 cannot carry VG0002: does not carry Frozen (-18 °C)`);
  });

  it('scheduling refuses a blacklisted carrier before its vehicle', async () => {
    const refused = await schedule(id, 'VG-BLACK', 'vg-black');
    expect(refused.body.msg).toBe('Carrier vg-black carrier is not approved, is disabled or is blacklisted');
  });

  it('the vehicle that can go is offered first and scheduled', async () => {
    const first = [...options.values()][0];
    expect(first).toMatchObject({ code: 'VG-OK', canGo: true, reasons: [] });
    expect((await schedule(id, 'VG-OK')).body.msg).toBe('');
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.uuid, id));
    expect(row).toMatchObject({ status: 'D', vehicleId: 'vg-ok', frontPlate: '沪G00001' });
  });

  it('a shipment after the busy one comes back may take the same vehicle (a second trip)', async () => {
    const afternoon = await shipment('E', '11:00', '14:00');
    const check = await post<{ canGo: boolean }>('/shipment/shipment/vehicleNoCheck', {
      vehicleId: uuidOf('VG-BUSY'),
      ids: [afternoon.uuid],
    });
    expect(check.body.data.canGo).toBe(true);
    expect((await schedule(afternoon.uuid, 'VG-BUSY')).body.msg).toBe('');
    // The holder is still there: the same vehicle for its window is refused.
    const clash = await shipment('E', '10:00', '12:00');
    expect((await schedule(clash.uuid, 'VG-BUSY')).body.msg).toMatch(/^Vehicle 沪G00008 cannot go: on VG/);
    expect(holder.code).toBe('VG0001');
  });
});
