import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * The demo day's flow with the seeded users only (README, "Who does what"): the Shanghai scheduler
 * wang.fang lists the center's shipments, schedules an effective one on a vehicle the picker offers and
 * applies; she may not approve; the dispatcher zhang.wei approves (a second person); the carrier's
 * zhou.carrier ships. Nobody takes a step that is not theirs.
 */
let t: TestApp;
const token: Record<'dispatcher' | 'scheduler' | 'carrier', string> = {
  dispatcher: '',
  scheduler: '',
  carrier: '',
};
let shipment: { uuid: string; shipmentCode: string };

type Row = { uuid: string; shipmentCode: string; status: string; carrierId: string | null };
type VehicleOption = { uuid: string; carrierId: string; canGo: boolean; reasons: string[] };

const call = <T>(who: keyof typeof token, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.call<T>(method, `/api${url}`, { token: token[who], lang: 'en-US', body });
const statusOf = async (uuid: string) =>
  (await call<Row>('dispatcher', 'GET', `/shipment/shipment/get/${uuid}`)).body.data.status;

beforeAll(async () => {
  t = await createTestApp();
  token.dispatcher = await t.login('zhang.wei');
  token.scheduler = await t.login('wang.fang');
  token.carrier = await t.login('zhou.carrier');
});
afterAll(async () => {
  await t.close();
});

describe('the demo day, step by step, each step by its role', () => {
  it('the scheduler opens the shipment list of her center and finds the effective shipments', async () => {
    const list = await call<Row[]>('scheduler', 'GET', '/shipment/shipment/selectPage?pageSize=100&status=E');
    expect(list.status).toBe(200);
    const effective = list.body.data.filter((r) => r.status === 'E');
    expect(effective.length).toBeGreaterThan(0);
    shipment = effective[0] as Row;
  });

  it('the dispatcher may not schedule: that is the scheduler’s step', async () => {
    const refused = await call('dispatcher', 'POST', '/shipment/shipment/scheduling', {
      ids: [shipment.uuid],
      carrierId: 'cr01',
      vehicleId: 'v0043',
      mainDriverId: 'd0001',
    });
    expect(refused.status).toBe(403);
  });

  it('the scheduler schedules it on a vehicle the picker offers, with a driver of its carrier, and applies', async () => {
    const picker = await call<VehicleOption[]>(
      'scheduler',
      'GET',
      `/shipment/shipment/vehicleOptions?ids=${shipment.uuid}&carrierId=cr01`,
    );
    const vehicle = picker.body.data.find((v) => v.canGo);
    expect(vehicle, 'a CR01 vehicle that can go').toBeDefined();
    const drivers = await call<{ uuid: string }[]>(
      'scheduler',
      'GET',
      `/system/driver/dropBox?carrierId=${vehicle?.carrierId}`,
    );
    const scheduled = await call('scheduler', 'POST', '/shipment/shipment/scheduling', {
      ids: [shipment.uuid],
      carrierId: vehicle?.carrierId,
      vehicleId: vehicle?.uuid,
      mainDriverId: drivers.body.data[0]?.uuid,
    });
    expect(scheduled.body.msg).toBe('');
    expect(await statusOf(shipment.uuid)).toBe('D');
    const applied = await call('scheduler', 'POST', '/shipment/shipment/apply', { ids: [shipment.uuid] });
    expect(applied.body.msg).toBe('');
    expect(await statusOf(shipment.uuid)).toBe('A');
  });

  it('the scheduler may not approve; the carrier neither', async () => {
    for (const who of ['scheduler', 'carrier'] as const) {
      const refused = await call(who, 'POST', '/shipment/shipment/examine', { ids: [shipment.uuid] });
      expect(refused.status, who).toBe(403);
    }
    expect(await statusOf(shipment.uuid)).toBe('A');
  });

  it('the dispatcher approves (a second person)', async () => {
    const approved = await call('dispatcher', 'POST', '/shipment/shipment/examine', { ids: [shipment.uuid] });
    expect(approved.body.msg).toBe('');
    expect(await statusOf(shipment.uuid)).toBe('X');
  });

  it('the scheduler does not ship; the carrier does (a dispatcher may, for carriers without staff)', async () => {
    const refused = await call('scheduler', 'POST', `/shipment/shipment/ship?ids=${shipment.uuid}`);
    expect(refused.status).toBe(403);
    const shipped = await call('carrier', 'POST', `/shipment/shipment/ship?ids=${shipment.uuid}`);
    expect(shipped.body.msg).toBe('');
    expect(await statusOf(shipment.uuid)).toBe('T');
  });
});
