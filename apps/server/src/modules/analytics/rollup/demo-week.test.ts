import { type Dashboard, dashboardSchema, type ShipmentReport } from '@tms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * A fresh install's reports hold the demo's week: every center ran a morning delivery on each of the
 * last seven days, and the roll-ups the dashboard and the shipment report read were refreshed over
 * them, so neither starts empty and a refresh of those days finds their shipments.
 */
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
// Eight days back to tomorrow: the week whatever the time zones of the server and the centers.
const RANGE = `beginDate=${isoDay(Date.now() - 8 * DAY_MS)}&endDate=${isoDay(Date.now() + DAY_MS)}`;
const DISPATCHERS = { 'dc-sh': 'zhang.wei', 'dc-gz': 'chen.jie', 'dc-hk': 'chan.taiman' } as const;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the demo's week in the reports of a fresh install", () => {
  for (const [center, dispatcher] of Object.entries(DISPATCHERS)) {
    it(`${center}: the dashboard shows a delivery on each past day, and the shipment report its shipments`, async () => {
      const token = await t.login(dispatcher);
      const { body } = await t.call<Dashboard>(
        'GET',
        `/api/report/dashboard?${RANGE}&dispatchCenterId=${center}`,
        {
          token,
        },
      );
      expect(body.code, body.msg).toBe(0);
      const dashboard = dashboardSchema.parse(body.data);
      const daysWithShipments = dashboard.daily.filter((point) => point.shipments > 0);
      expect(daysWithShipments.length).toBeGreaterThanOrEqual(7);
      expect(dashboard.shipments).toBeGreaterThanOrEqual(7);
      expect(daysWithShipments.some((point) => point.onTimeRate !== null)).toBe(true);

      const report = await t.call<ShipmentReport>(
        'GET',
        `/api/shipment/shipment/selectShipmentReport?${RANGE}&groupBy=day&dispatchCenterId=${center}`,
        { token },
      );
      expect(report.body.code, report.body.msg).toBe(0);
      expect(report.body.data.rows.filter((row) => row.shipments > 0).length).toBeGreaterThanOrEqual(7);
    });
  }

  it('a refresh of the week finds its shipments', async () => {
    const admin = await t.login('admin');
    const { body } = await t.call<{ shipments: number; days: number }>('POST', '/api/report/rollup/refresh', {
      token: admin,
      body: { beginDate: isoDay(Date.now() - 7 * DAY_MS), endDate: isoDay(Date.now()) },
    });
    expect(body.code, body.msg).toBe(0);
    // Seven finished runs and today's trip in each of three centers at least.
    expect(body.data.shipments).toBeGreaterThanOrEqual(3 * 7);
  });
});
