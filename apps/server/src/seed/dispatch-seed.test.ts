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
      'finishShipments',
      'listPoolByIds',
      'poolStations',
      'saveEpod',
      'scheduleShipments',
      'shipShipments',
      'shipmentApplicant',
      'submitLines',
      'takeIntoPool',
      'transitionShipments',
      'transitionWaybills',
      'vehiclesThatCanGo',
    ]);
  });

  it('keeps the demo day: the waybills by status and the shipments by status', async () => {
    const waybills = await query<{ status: string; n: number }>(
      `select status, count(*)::int as n from order_waybill where del_flag = '0' group by 1 order by 1`,
    );
    // Tomorrow's day of work, and the demo trips' waybills: a week of finished ones, today's on the road.
    expect(Object.fromEntries(waybills.map((r) => [r.status, r.n]))).toEqual({
      D: 19,
      E: 343,
      F: 63,
      O: 52,
      S: 63,
      T: 9,
    });
    const shipments = await query<{ status: string; n: number }>(
      `select status, count(*)::int as n from shipment_shipment group by 1 order by 1`,
    );
    // Tomorrow: Shanghai's open, effective and approved lines, the others' open ones; a finished run a day
    // for a week and one on the road today in every center.
    expect(Object.fromEntries(shipments.map((r) => [r.status, r.n]))).toEqual({
      E: 2,
      F: 21,
      O: 8,
      T: 3,
      X: 1,
    });
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

  it('keeps every time of the demo trips true to the others: nothing before the departure, no stop reached before its plan allowed', async () => {
    const trips = await query<{ code: string; status: string; atd: string | null }>(
      `select shipment_code as code, status, atd::text as atd from shipment_shipment where status in ('T', 'F')`,
    );
    expect(trips.length).toBe(24);
    expect(trips.every((s) => s.atd !== null)).toBe(true);
    // Times the center keeps as wall clocks (Asia/Shanghai, Asia/Hong_Kong: both UTC+8), compared as such.
    const [early] = await query<{
      readings: number;
      alerts: number;
      etas: number;
      stops: number;
      arrivals: number;
    }>(
      `with s as (select uuid, atd, ata from shipment_shipment where status in ('T', 'F'))
       select
         (select count(*)::int from telemetry_reading r join s on s.uuid = r.shipment_id
           where (r.time at time zone 'Asia/Shanghai') < s.atd) as readings,
         (select count(*)::int from shipment_alert a join s on s.uuid = a.shipment_id
           where (a.start_time at time zone 'Asia/Shanghai') < s.atd) as alerts,
         (select count(*)::int from shipment_exception_eta e join s on s.uuid = e.shipment_id
           where (e.create_time at time zone 'Asia/Shanghai') < s.atd) as etas,
         (select count(*)::int from shipment_stop st join s on s.uuid = st.shipment_id
           where st.ata < s.atd or st.atd < s.atd or st.ata > s.ata) as stops,
         (select count(*)::int from shipment_stop st join s on s.uuid = st.shipment_id
           where st.sequence > 1 and st.ata < st.eta - interval '2 minutes') as arrivals`,
    );
    expect(early).toEqual({ readings: 0, alerts: 0, etas: 0, stops: 0, arrivals: 0 });
    // Every trip on the road left a couple of hours before the seed ran and has been heard from since;
    // every finished one reached all its stops.
    const [today] = await query<{ left: number; heard: number }>(
      `select count(*) filter (where atd > (now() at time zone 'Asia/Shanghai') - interval '3 hours')::int as left,
         count(*) filter (where exists (select 1 from telemetry_reading r where r.shipment_id = s.uuid))::int as heard
       from shipment_shipment s where status = 'T'`,
    );
    expect(today).toEqual({ left: 3, heard: 3 });
    const [unreached] = await query<{ n: number }>(
      `select count(*)::int as n from shipment_stop st join shipment_shipment s on s.uuid = st.shipment_id
        where s.status = 'F' and st.ata is null`,
    );
    expect(unreached?.n).toBe(0);
  });

  it('raised the demo\u2019s alerts by evaluating its readings, some dealt with, some waiting', async () => {
    const rows = await query<{ by: string; dealt: string; n: number }>(
      `select create_by as by, deal_status as dealt, count(*)::int as n from shipment_alert group by 1, 2`,
    );
    expect(rows.every((r) => r.by === 'monitor')).toBe(true);
    expect(rows.find((r) => r.dealt === 'Y')?.n).toBeGreaterThan(0);
    expect(rows.find((r) => r.dealt === 'N')?.n).toBeGreaterThan(0);
  });
});
