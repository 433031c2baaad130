import type { WelcomeDay } from '@tms/contract';
import { SHIPMENT_STATUSES } from '@tms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../../db/schema';
import { formatDateTime } from '../../../platform/format-time';
import { insertStations, insertWaybill, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

const DAY = '/api/welcome/day';

let t: TestApp;
let zhang: string;
let chen: string;
let wang: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let client: string;

const dayOf = async (token: string) => {
  const { body } = await t.call<WelcomeDay>('GET', DAY, { token });
  expect(body.code, body.msg).toBe(0);
  return body.data;
};
const shipmentCount = (day: WelcomeDay, status: string) =>
  day.shipments?.find((s) => s.status === status)?.count ?? -1;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei'); // dispatcher, Shanghai center
  chen = await t.login('chen.jie'); // dispatcher, Guangzhou center
  wang = await t.login('wang.fang'); // scheduler: waybills, no shipment or monitoring keys
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'wd', client);

  // A fresh seeded database per file: slow on a busy machine.
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /welcome/day', () => {
  it("counts the Shanghai dispatcher's waiting waybills and today's shipments of their center only", async () => {
    const beforeZhang = await dayOf(zhang);
    const beforeChen = await dayOf(chen);
    expect(beforeZhang.date).toBe(formatDateTime(new Date(), 'Asia/Shanghai').slice(0, 10));

    await insertWaybill(t.database.db, 'WD-O1', S.P1, S.D1, { clientId: client, status: 'O' });
    await insertWaybill(t.database.db, 'WD-E1', S.P1, S.D1, { clientId: client, status: 'E' });
    await insertWaybill(t.database.db, 'WD-H1', S.P1, S.D1, { clientId: client, status: 'H' });
    // Another center's waybill: not Shanghai's work.
    await insertWaybill(t.database.db, 'WD-O2', S.P1, S.D1, {
      clientId: client,
      status: 'O',
      dispatchCenterId: 'dc-gz',
    });
    const today = beforeZhang.date;
    await t.database.db.insert(shipments).values([
      {
        uuid: 'wd-sh-today',
        shipmentCode: 'WD-SH-1',
        dispatchCenterId: 'dc-sh',
        status: 'D',
        stationNum: 2,
        etd: `${today} 08:00:00`,
        eta: `${today} 12:00:00`,
        createBy: 'test',
      },
      {
        // Leaving another day: not today's.
        uuid: 'wd-sh-later',
        shipmentCode: 'WD-SH-2',
        dispatchCenterId: 'dc-sh',
        status: 'D',
        stationNum: 2,
        etd: '2031-01-01 08:00:00',
        eta: '2031-01-01 12:00:00',
        createBy: 'test',
      },
      {
        uuid: 'wd-gz-today',
        shipmentCode: 'WD-GZ-1',
        dispatchCenterId: 'dc-gz',
        status: 'D',
        stationNum: 2,
        etd: `${today} 09:00:00`,
        eta: `${today} 13:00:00`,
        createBy: 'test',
      },
    ]);

    const afterZhang = await dayOf(zhang);
    expect(afterZhang.waybills).toEqual({
      toReview: (beforeZhang.waybills?.toReview ?? 0) + 1,
      inPool: (beforeZhang.waybills?.inPool ?? 0) + 1,
      held: (beforeZhang.waybills?.held ?? 0) + 1,
    });
    expect(shipmentCount(afterZhang, 'D')).toBe(shipmentCount(beforeZhang, 'D') + 1);
    expect(afterZhang.shipments?.map((s) => s.status)).toEqual(SHIPMENT_STATUSES.map((s) => s.code));

    const afterChen = await dayOf(chen);
    expect(shipmentCount(afterChen, 'D')).toBe(shipmentCount(beforeChen, 'D') + 1);
  });

  it('gives no card for a list the caller may not open', async () => {
    // The scheduler lists waybills and shipments, not alerts.
    const day = await dayOf(wang);
    expect(day.waybills).not.toBeNull();
    expect(day.shipments).not.toBeNull();
    expect(day.alerts).toBeNull();
    expect(day.exceptionEtas).toBeNull();
    const dispatcher = await dayOf(zhang);
    expect(typeof dispatcher.alerts).toBe('number');
    expect(typeof dispatcher.exceptionEtas).toBe('number');
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: DAY });
    expect(res.statusCode).toBe(401);
  });
});
