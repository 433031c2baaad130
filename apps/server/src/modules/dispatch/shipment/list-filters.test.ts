import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentAlerts, shipments } from '../../../db/schema';
import { CENTER } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * The shipment list's queue filters (departure days, plate, driver, open alerts, the ticked ids): each
 * narrows the list, and none widens it beyond the caller's center — the same shipment in another center
 * never shows.
 */
let t: TestApp;
let zhang: string;
const OTHER = 'dc-elsewhere';

type Over = Partial<typeof shipments.$inferInsert>;
const rows: (Over & { uuid: string })[] = [
  { uuid: 'lf-a', etd: '2030-07-01 08:00:00', frontPlate: '沪A12345', mainDriverName: '王大明' },
  { uuid: 'lf-b', etd: '2030-07-02 23:30:00', rearPlate: '沪B99999', coDriverName: '李小红' },
  { uuid: 'lf-c', etd: '2030-07-03 00:00:00', frontPlate: '苏C00001', mainDriverName: 'Zhao 100%' },
  { uuid: 'lf-d', etd: null },
  // The same fields in another center: every filter must leave it out.
  {
    uuid: 'lf-x',
    dispatchCenterId: OTHER,
    etd: '2030-07-01 09:00:00',
    frontPlate: '沪A12345',
    mainDriverName: '王大明',
  },
];

async function list(query: string): Promise<string[]> {
  const res = await t.call<{ uuid: string }[]>(
    'GET',
    `/api/shipment/shipment/selectPage?pageSize=100&${query}`,
    {
      token: zhang,
    },
  );
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data
    .map((r) => r.uuid)
    .filter((u) => u.startsWith('lf-'))
    .sort();
}

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  await t.database.db.insert(shipments).values(
    rows.map((r, i) => ({
      shipmentCode: `LF${String(i).padStart(4, '0')}`,
      status: 'E',
      dispatchCenterId: CENTER,
      stationNum: 2,
      ...r,
    })),
  );
  const alert = (shipmentId: string, dealStatus: string, n: number) => ({
    alertKey: `${shipmentId}|rule|${n}`,
    shipmentId,
    alertType: 'temp',
    level: 'slight',
    startTime: new Date('2030-07-01T01:00:00Z'),
    dealStatus,
  });
  await t.database.db
    .insert(shipmentAlerts)
    .values([alert('lf-a', 'N', 1), alert('lf-b', 'Y', 2), alert('lf-x', 'N', 3)]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /shipment/shipment/selectPage queue filters', () => {
  it('planned departure days: from the first day 00:00 up to the end of the last day, as written', async () => {
    expect(await list('etdBegin=2030-07-01&etdEnd=2030-07-02')).toEqual(['lf-a', 'lf-b']);
    expect(await list('etdBegin=2030-07-02')).toEqual(['lf-b', 'lf-c']);
    expect(await list('etdEnd=2030-07-01')).toEqual(['lf-a']);
  });

  it('a departure day that is no calendar day is refused (code 400)', async () => {
    const res = await t.call('GET', '/api/shipment/shipment/selectPage?etdBegin=2030-02-30', {
      token: zhang,
    });
    expect(res.body.code).toBe(400);
  });

  it('plate: front or rear plate contains the text', async () => {
    expect(await list(`plate=${encodeURIComponent('沪')}`)).toEqual(['lf-a', 'lf-b']);
    expect(await list('plate=99999')).toEqual(['lf-b']);
  });

  it('driver: main or co-driver name contains the text (LIKE wildcards are plain text)', async () => {
    expect(await list(`driver=${encodeURIComponent('小红')}`)).toEqual(['lf-b']);
    expect(await list(`driver=${encodeURIComponent('王')}`)).toEqual(['lf-a']);
    expect(await list(`driver=${encodeURIComponent('100%')}`)).toEqual(['lf-c']);
    expect(await list(`driver=${encodeURIComponent('%')}`)).toEqual(['lf-c']);
  });

  it('alert state: open means an alert not dealt with yet; none means no such alert', async () => {
    expect(await list('alertState=open')).toEqual(['lf-a']);
    expect(await list('alertState=none')).toEqual(['lf-b', 'lf-c', 'lf-d']);
    const res = await t.call('GET', '/api/shipment/shipment/selectPage?alertState=maybe', { token: zhang });
    expect(res.body.code).toBe(400);
  });

  it('uuids: only the named shipments, still within the center', async () => {
    expect(await list('uuids=lf-a,lf-c,lf-x')).toEqual(['lf-a', 'lf-c']);
  });

  it('filters combine, and the other center never shows', async () => {
    expect(await list(`etdBegin=2030-07-01&plate=${encodeURIComponent('沪A')}&alertState=open`)).toEqual([
      'lf-a',
    ]);
    expect(await list('uuids=lf-x')).toEqual([]);
  });
});
