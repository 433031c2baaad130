import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/fixtures/export';
import { createTestApp, type TestApp } from '../../../test/harness';

type Row = {
  uuid: string;
  code: string;
  vehicleId: string;
  recordDate: string;
  energyType: string;
  quantity: string;
  amount: string | null;
  odometerKm: number | null;
  previousOdometerKm: number | null;
  per100Km: string | null;
};

let t: TestApp;
let admin: string;
let vehicleId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const { body } = await t.call<Row[]>('GET', '/api/system/energy/list?pageSize=50', { token: admin });
  vehicleId = body.data.find((r) => r.code === 'EN-DEMO-101')?.vehicleId ?? '';
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: Record<string, unknown>) =>
  t.call<{ uuid: string }>('POST', url, { token: admin, body, lang: 'en-US' });
const listOf = async (query: string) =>
  (await t.call<Row[]>('GET', `/api/system/energy/list?${query}`, { token: admin })).body.data;

describe('energy records', () => {
  it('shows consumption per 100 km since the previous fill of the same energy type', async () => {
    const rows = await listOf(`vehicleId=${vehicleId}&pageSize=50`);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    // 165.2 L over 52 640 − 52 000 km = 25.8125 → 25.81
    expect(byCode.get('EN-DEMO-102')).toMatchObject({ previousOdometerKm: 52_000, per100Km: '25.81' });
    // 171 L over 660 km = 25.909… → 25.91
    expect(byCode.get('EN-DEMO-103')?.per100Km).toBe('25.91');
    expect(byCode.get('EN-DEMO-101')?.per100Km).toBeNull();
    // Refrigerant is not burnt by distance.
    expect(byCode.get('EN-DEMO-104')?.per100Km).toBeNull();
  });

  it('lists newest first and filters by type and dates', async () => {
    const rows = await listOf(
      `vehicleId=${vehicleId}&energyType=diesel&beginDate=2026-01-05&endDate=2026-01-31`,
    );
    expect(rows.map((r) => r.recordDate)).toEqual(['2026-01-17', '2026-01-10']);
  });

  it('refuses an odometer reading below an earlier one, or above a later one', async () => {
    const before = await post('/api/system/energy/save', {
      vehicleId,
      recordDate: '2026-01-12',
      energyType: 'diesel',
      quantity: '10',
      odometerKm: 52_500,
    });
    expect(before.body.msg).toBe(
      'The odometer reading 52500 is below the 52640 km recorded earlier for this vehicle; it cannot go back',
    );
    const after = await post('/api/system/energy/save', {
      vehicleId,
      recordDate: '2026-01-12',
      energyType: 'diesel',
      quantity: '10',
      odometerKm: 53_400,
    });
    expect(after.body.msg).toBe(
      'The odometer reading 53400 is above the 53300 km recorded later for this vehicle; it cannot go back',
    );
    const between = await post('/api/system/energy/save', {
      vehicleId,
      recordDate: '2026-01-12',
      energyType: 'diesel',
      quantity: '10.125',
      amount: '70.88',
      odometerKm: 52_900,
    });
    expect(between.body.code).toBe(0);
    const one = await t.call<Row>('GET', `/api/system/energy/get/${between.body.data.uuid}`, {
      token: admin,
    });
    expect(one.body.data).toMatchObject({ quantity: '10.125', amount: '70.88', per100Km: '3.89' });
    expect(one.body.data.code).toMatch(/^EN20260112/);
  });

  it('changing a record checks the odometer against the others only', async () => {
    const rows = await listOf(`vehicleId=${vehicleId}&pageSize=50`);
    const row = rows.find((r) => r.code === 'EN-DEMO-103');
    const same = await post('/api/system/energy/update', {
      uuid: row?.uuid,
      vehicleId,
      recordDate: '2026-01-17',
      energyType: 'diesel',
      quantity: '171',
      odometerKm: 53_300,
    });
    expect(same.body.code).toBe(0);
  });

  it('refuses a quantity of 0 or with 4 decimals, a negative amount and a fractional odometer', async () => {
    const base = { vehicleId, recordDate: '2026-02-01', energyType: 'diesel', quantity: '1' };
    expect((await post('/api/system/energy/save', { ...base, quantity: '0' })).body.msg).toContain(
      'The quantity must be greater than 0',
    );
    expect((await post('/api/system/energy/save', { ...base, quantity: '1.2345' })).body.code).toBe(400);
    expect((await post('/api/system/energy/save', { ...base, amount: '-1' })).body.msg).toContain(
      'The amount must be 0 or more',
    );
    expect((await post('/api/system/energy/save', { ...base, odometerKm: 100.5 })).body.msg).toContain(
      'The odometer reading must be a whole number',
    );
    expect((await post('/api/system/energy/save', { ...base, energyType: 'coal' })).body.code).toBe(400);
    expect((await post('/api/system/energy/save', { ...base, vehicleId: 'nope' })).body.msg).toBe(
      'The vehicle does not exist',
    );
  });

  it('exports the list with consumption', async () => {
    const file = await readExport(
      t,
      `/api/system/energy/export?vehicleId=${vehicleId}&energyType=diesel`,
      admin,
    );
    expect(file.status).toBe(200);
    expect(file.header).toContain('Per 100 km');
  });
});
