import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dispatch from '../modules/dispatch';
import { rowsOf } from '../platform/db';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const query = async <T>(text: string) => rowsOf<T>(await t.database.db.execute(sql.raw(text)));

describe('the dispatch demo seed', () => {
  it('reaches dispatch only through its routes and use cases (no tables, queries or rules)', () => {
    expect(Object.keys(dispatch).sort()).toEqual([
      'coldChainVerdict',
      'countShipmentsLeaving',
      'countWaitingWaybills',
      'createWaybills',
      'dispatchRoutes',
      'listPoolByIds',
      'poolStations',
      'scheduleShipments',
      'shipShipments',
      'shipmentApplicant',
      'submitLines',
      'takeIntoPool',
      'transitionShipments',
      'transitionWaybills',
    ]);
  });

  it('keeps the demo day: the waybills by status and the shipments by status', async () => {
    const waybills = await query<{ status: string; n: number }>(
      `select status, count(*)::int as n from order_waybill where del_flag = '0' group by 1 order by 1`,
    );
    expect(Object.fromEntries(waybills.map((r) => [r.status, r.n]))).toEqual({
      D: 19,
      E: 343,
      O: 52,
      S: 59,
      T: 4,
    });
    const shipments = await query<{ status: string; n: number }>(
      `select status, count(*)::int as n from shipment_shipment group by 1 order by 1`,
    );
    expect(Object.fromEntries(shipments.map((r) => [r.status, r.n]))).toEqual({ E: 1, O: 8, T: 1, X: 1 });
  });

  it('wrote what the use cases write: every waybill created and logged, every step an event', async () => {
    const [unlogged] = await query<{ n: number }>(
      `select count(*)::int as n from order_waybill w where not exists
         (select 1 from order_waybill_log l where l.waybill_id = w.uuid and l.action = 'create')`,
    );
    expect(unlogged?.n).toBe(0);
    const steps = await query<{ action: string; logs: number; events: number }>(
      `select l.action, count(*)::int as logs,
              (select count(*)::int from outbox_event e where e.type = 'waybill.transitioned'
                 and e.payload->>'action' = l.action) as events
         from order_waybill_log l where l.action <> 'create' group by 1 order by 1`,
    );
    for (const step of steps) expect(step.events, step.action).toBe(step.logs);
    const [shipmentsWithoutEvent] = await query<{ n: number }>(
      `select count(*)::int as n from shipment_shipment s where not exists
         (select 1 from outbox_event e where e.type = 'shipment.created' and e.payload->>'shipmentId' = s.uuid)`,
    );
    expect(shipmentsWithoutEvent?.n).toBe(0);
  });
});
