/**
 * npm run bench:dashboard / npm run bench:report — the reporting budgets on PostgreSQL, figures printed, not
 * asserted (the exit code is non-zero only on an error):
 * - dashboard: "a 30-day dashboard over 200 vehicles and 100,000 shipments answers in ≤ 1 s": GET
 *   /api/report/dashboard for the last 30 days, as the admin (every center) and as a Shanghai dispatcher,
 *   BENCH_REQUESTS (200) requests one after the other, beside the raw SQL of the same four reads;
 * - report: GET /api/shipment/shipment/selectShipmentReport (30 days, grouped by carrier, as the dispatcher)
 *   p99 at BENCH_CONNECTIONS (32) concurrent connections, beside the raw SQL of the same two statements
 *   through a pg Pool of as many connections, the same number of times; prints p99 endpoint / p99 raw
 *   (budget 2).
 * Seed: the demo data, then 100,000 shipments over the last 30 days (three centers, the seeded carriers
 * and vehicle models, 200 vehicles), one waybill with one goods line each, and their roll-up facts written
 * by generate_series (the refresh job's per-shipment work is not what is measured), then the daily tables
 * rebuilt from the facts by the refresh's own SQL. Creates its own database `tms_bench_reports` (dropped at
 * the end; BENCH_KEEP=1 keeps it). DATABASE_URL names the server.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { dailyQuery } from '../src/modules/analytics/dashboard/repository';
import { rebuildDaily } from '../src/modules/analytics/rollup/repository';
import { alertQuery, factsWhere, reportQuery } from '../src/modules/analytics/shipment-report/repository';
import { rowsOf } from '../src/platform/db';
import { seedAll } from '../src/seed/index';
import {
  BENCH_CONNECTIONS,
  type BenchDb,
  loadAverage,
  signIn,
  withBenchDatabase,
  withListeningApp,
} from './shared';

const DB_NAME = 'tms_bench_reports';
const SHIPMENTS = 100_000;
const VEHICLES = 200;
const DAYS = 30;
const REQUESTS = Math.min(Number(process.env.BENCH_REQUESTS ?? 200), 100_000);
const DISPATCHER = 'zhang.wei';
const mode = process.argv[2] === 'report' ? 'report' : 'dashboard';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function seedVolume(db: BenchDb) {
  await db.execute(sql`
    with c as (select array_agg(uuid order by code) as ids from base_carrier where del_flag = '0'),
         m as (select array_agg(uuid order by code) as ids from base_vehicle_model where jsonb_array_length(temperature_layers) > 0)
    insert into shipment_shipment (uuid, shipment_code, status, dispatch_center_id, carrier_id, line_type,
      vehicle_main_model_id, vehicle_id, station_num, etd, eta, total_weight, total_volume, total_pallets,
      expected_mileage, actual_mileage, expected_hours, actual_hours, create_by)
    select 'bs-' || g, 'BS' || lpad(g::text, 7, '0'), case when g % 20 = 0 then 'T' else 'F' end,
      (array['dc-sh','dc-gz','dc-hk'])[1 + g % 3], c.ids[1 + g % cardinality(c.ids)], (1 + g % 3)::text,
      m.ids[1 + g % cardinality(m.ids)], 'bv-' || (g % ${VEHICLES}), 3,
      (current_date - (g % ${DAYS}))::timestamp + interval '6 hours',
      (current_date - (g % ${DAYS}))::timestamp + interval '14 hours',
      100 + g % 900, 1 + (g % 40) / 10.0, 1 + g % 8, 20 + g % 180, case when g % 20 = 0 then null else 25 + g % 170 end,
      2 + (g % 8) / 2.0, case when g % 20 = 0 then null else 2 + (g % 9) / 2.0 end, 'bench'
    from generate_series(1, ${SHIPMENTS}) g, c, m`);
  await db.execute(sql`
    with st as (select array_agg(uuid order by code) as ids, array_agg(client_id order by code) as clients
                from base_station where del_flag = '0' and client_id is not null)
    insert into order_waybill (uuid, code, client_id, dispatch_center_id, ship_from_id, ship_to_id, status,
      shipment_id, total_weight, total_volume, total_pallets, create_by)
    select 'bw-' || g, 'BWR' || lpad(g::text, 7, '0'), st.clients[1 + g % cardinality(st.ids)],
      (array['dc-sh','dc-gz','dc-hk'])[1 + g % 3], st.ids[1], st.ids[1 + g % cardinality(st.ids)], 'F',
      'bs-' || g, 100 + g % 900, 1 + (g % 40) / 10.0, 1 + g % 8, 'bench'
    from generate_series(1, ${SHIPMENTS}) g, st`);
  await db.execute(sql`
    insert into order_waybill_line (uuid, waybill_id, line_no, temperature, quantity, weight, volume, pallets)
    select 'bw-' || g || '-1', 'bw-' || g, 1, case when g % 2 = 0 then 'FROZEN' else 'CHILLED' end,
      10, 100 + g % 900, 1 + (g % 40) / 10.0, 1
    from generate_series(1, ${SHIPMENTS}) g`);
  await db.execute(sql`
    insert into rpt_shipment_fact (shipment_id, shipment_code, day, dispatch_center_id, carrier_id, line_type,
      client_id, status, waybills, weight, volume, pallets, planned_km, actual_km, planned_hours, actual_hours,
      stops_due, stops_on_time, transit_minutes, in_band_minutes, hot_breaches, cold_breaches, alerts,
      alert_types, eta_exceptions)
    select s.uuid, s.shipment_code, s.etd::date, s.dispatch_center_id, coalesce(s.carrier_id, ''), s.line_type,
      coalesce(w.client_id, ''), s.status, 1, s.total_weight, s.total_volume, s.total_pallets, s.expected_mileage,
      s.actual_mileage, s.expected_hours, s.actual_hours, 3, 2 + g % 2, 480, 480 - g % 40,
      (g % 7 = 0)::int, (g % 11 = 0)::int, (g % 10 = 0)::int + (g % 15 = 0)::int,
      case when g % 10 = 0 and g % 15 = 0
             then jsonb_build_object('temp', jsonb_build_object('alerts', 1, 'handled', g % 2, 'handleMinutes', '12.50'),
                                     'speed', jsonb_build_object('alerts', 1, 'handled', 1, 'handleMinutes', '5.00'))
           when g % 10 = 0
             then jsonb_build_object('temp', jsonb_build_object('alerts', 1, 'handled', g % 2, 'handleMinutes', '12.50'))
           when g % 15 = 0
             then jsonb_build_object('speed', jsonb_build_object('alerts', 1, 'handled', 1, 'handleMinutes', '5.00'))
           else '{}'::jsonb end,
      (g % 25 = 0)::int
    from generate_series(1, ${SHIPMENTS}) g
    join shipment_shipment s on s.uuid = 'bs-' || g
    left join order_waybill w on w.uuid = 'bw-' || g`);
  await rebuildDaily(db, dayAgo(DAYS + 1), dayAgo(-1));
}

/** `runs` runs of `run` by `concurrency` workers; each run's time, sorted. */
async function timePool(concurrency: number, runs: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < runs) {
        next += 1;
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

const dialect = new PgDialect();
const rawOf = (query: ReturnType<typeof sql>) => dialect.sqlToQuery(query);
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function benchDashboard(base: string, database: { url?: string }, tokens: Record<string, string>) {
  const range = `beginDate=${dayAgo(DAYS - 1)}&endDate=${dayAgo(0)}`;
  const raw = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    for (const [who, token] of Object.entries(tokens)) {
      const url = `${base}/report/dashboard?${range}`;
      const get = async () => {
        const body = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          code: number;
          msg: string;
          data: { shipments: number };
        };
        if (body.code !== 0) throw new Error(`dashboard answered ${body.code} ${body.msg}`);
        return body.data;
      };
      const first = await get();
      const times = await timePool(1, REQUESTS, get);
      const centers = who === 'admin' ? null : ['dc-sh'];
      const scope = { centerIds: centers, carrierIds: null };
      const daily = rawOf(dailyQuery(scope, dayAgo(DAYS - 1), dayAgo(0)));
      const rawRun = () => raw.query(daily.sql, daily.params as unknown[]);
      await timePool(1, 20, rawRun);
      const rawTimes = await timePool(1, REQUESTS, rawRun);
      process.stdout.write(
        `\ndashboard, ${DAYS} days, as ${who} (${first.shipments} shipments in range), ${REQUESTS} requests one at a time:\n` +
          `  GET /api/report/dashboard  p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  (budget 1000 ms)\n` +
          `  raw SQL of the daily series alone  p50 ${ms(percentile(rawTimes, 50))}  p99 ${ms(percentile(rawTimes, 99))}` +
          `  (endpoint p99 / raw p99 = ${(percentile(times, 99) / percentile(rawTimes, 99)).toFixed(2)})\n`,
      );
    }
  } finally {
    await raw.end();
  }
}

async function benchReport(base: string, database: { url?: string }, token: string) {
  const filter = { beginDate: dayAgo(DAYS - 1), endDate: dayAgo(0) };
  const url = `${base}/shipment/shipment/selectShipmentReport?beginDate=${filter.beginDate}&endDate=${filter.endDate}&groupBy=carrier`;
  const answer = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    code: number;
    msg: string;
    data: { rows: unknown[]; total: { shipments: number } };
  };
  if (answer.code !== 0) throw new Error(`report answered ${answer.code} ${answer.msg}`);
  const where = factsWhere({ centerIds: ['dc-sh'], carrierIds: null }, filter);
  // The same statements the route sends for this grouping and these filters (the daily tables).
  const rows = rawOf(reportQuery(where, 'carrier', true));
  const alerts = rawOf(alertQuery(where, true));
  const raw = new pg.Pool({ connectionString: database.url, max: BENCH_CONNECTIONS });
  try {
    const rawRun = () =>
      Promise.all([
        raw.query(rows.sql, rows.params as unknown[]),
        raw.query(alerts.sql, alerts.params as unknown[]),
      ]);
    const [check] = await rawRun();
    const rawTotal = rowsOf<{ isTotal: boolean; shipments: number }>(check).find((r) => r.isTotal)?.shipments;
    if (rawTotal !== answer.data.total.shipments) {
      throw new Error(`the endpoint (${answer.data.total.shipments}) and the raw SQL (${rawTotal}) disagree`);
    }
    const load = await autocannon({
      url,
      connections: BENCH_CONNECTIONS,
      amount: REQUESTS * 10,
      workers: 1,
      headers: { authorization: `Bearer ${token}` },
    });
    if (load.errors > 0 || load.non2xx > 0)
      throw new Error(`load: ${load.errors} errors, ${load.non2xx} non-2xx`);
    await timePool(BENCH_CONNECTIONS, BENCH_CONNECTIONS * 4, rawRun);
    const rawTimes = await timePool(BENCH_CONNECTIONS, REQUESTS * 10, rawRun);
    const rawP99 = percentile(rawTimes, 99);
    process.stdout.write(
      `\nreport, ${DAYS} days by carrier, as ${DISPATCHER} (${answer.data.total.shipments} shipments, ${answer.data.rows.length} rows), ` +
        `${BENCH_CONNECTIONS} concurrent, ${REQUESTS * 10} requests each (load ${loadAverage()}):\n` +
        `  GET /api/shipment/shipment/selectShipmentReport  p50 ${load.latency.p50} ms  p99 ${load.latency.p99} ms  ` +
        `${Math.round(load.requests.average)} req/s, ${load.errors} errors  (autocannon, whole ms)\n` +
        `  raw SQL, the same two statements, pg Pool(${BENCH_CONNECTIONS})  p50 ${ms(percentile(rawTimes, 50))}  p99 ${ms(rawP99)}\n` +
        `  p99 endpoint / p99 raw = ${(load.latency.p99 / rawP99).toFixed(2)}  (budget 2)\n`,
    );
  } finally {
    await raw.end();
  }
}

async function main() {
  await withBenchDatabase(DB_NAME, async (database) => {
    const seedStart = Date.now();
    await seedAll(database.db);
    await seedVolume(database.db);
    await database.db.execute(sql`vacuum analyze`);
    const [counts] = rowsOf<{ facts: number; daily: number }>(
      await database.db.execute(
        sql`select (select count(*) from rpt_shipment_fact)::int as facts, (select count(*) from rpt_daily)::int as daily`,
      ),
    );
    process.stdout.write(
      `seeded demo + ${SHIPMENTS} shipments (${VEHICLES} vehicles, ${DAYS} days), ${counts?.facts} facts, ` +
        `${counts?.daily} rpt_daily rows in ${Date.now() - seedStart} ms\n`,
    );
    await withListeningApp(database, async (base) => {
      const dispatcher = await signIn(base, DISPATCHER);
      if (mode === 'dashboard') {
        await benchDashboard(base, database, {
          admin: await signIn(base, 'admin'),
          [DISPATCHER]: dispatcher,
        });
      } else {
        await benchReport(base, database, dispatcher);
      }
    });
  });
}

await main();
