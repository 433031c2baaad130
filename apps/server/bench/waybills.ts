/**
 * npm run bench:waybills — issue 4's list budget on PostgreSQL, on this machine only: "with 1,000,000 waybills,
 * a filtered waybill page p99 under 50 ms at 32 concurrent connections". Seeds the demo data, then 1,000,000
 * waybills over the past year (the three centers, their warehouses and stores, the stores' clients; mostly
 * finished, recent ones audited or shipped) with one or two goods lines each (the list reads the page's lines
 * for tempVoLists), and drives GET /api/order/waybill/list as the Shanghai dispatcher zhang.wei (center and
 * data-group scope applied) with 32 connections for BENCH_SECONDS (10 by default) per page:
 * - `dispatcher`: audited waybills created in the last three days (the budget's page);
 * - `client`: one client's waybills, any status and date (a broad page: the total counts tens of thousands);
 * - `default`: no filter at all (the screen's first page: the total counts every waybill in scope).
 * BENCH_ONLY=dispatcher|client|default runs one. Creates its own database `tms_bench_waybills` (dropped at the
 * end; BENCH_KEEP=1 keeps it for EXPLAIN and pgbench). DATABASE_URL names the server.
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { seedAll } from '../src/db/seed/index';
import { openDatabase } from '../src/platform/db';

const BASE_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const DB_NAME = 'tms_bench_waybills';
const WAYBILLS = 1_000_000;
const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const CONNECTIONS = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 32), 256);
const DISPATCHER = 'zhang.wei';

async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

function benchUrl(): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

/** The one-minute load average: other work on this two-core machine moves the figures. */
const load = () => (loadavg()[0] ?? 0).toFixed(1);

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** The local day `days` ago as YYYY-MM-DD (the list's createBegin/createEnd are server-local days). */
function dayAgo(days: number): string {
  const d = new Date(Date.now() - days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * WAYBILLS waybills in one statement: waybill g is created (WAYBILLS - g) x 31.5 s ago (a year, about 2,700 a
 * day, inserted oldest first as a live table grows), at center g % 3, from one of the center's warehouses to
 * one of its client stores (the store's client is the waybill's). Older than a week: finished (F) but for some
 * cancelled (C) or still shipped (S); the last week: mostly audited (E) and shipped (S), some open, handed out,
 * held or in transit.
 */
async function seedWaybills(db: Db) {
  await db.execute(sql`
    with stores as (
      select dispatch_center_id as center, array_agg(uuid order by code) as ids,
             array_agg(client_id order by code) as clients
        from base_station
       where del_flag = '0' and code like 'S-%' and client_id is not null
       group by dispatch_center_id),
    warehouses as (
      select dispatch_center_id as center, array_agg(uuid order by code) as ids
        from base_station where del_flag = '0' and code like 'W-%' group by dispatch_center_id),
    bills as (
      select g, (array['dc-sh','dc-gz','dc-hk'])[1 + g % 3] as center,
             now() - (${WAYBILLS} - g) * interval '31.536 seconds' as created,
             (g::bigint * 7919) % 100 as r
        from generate_series(1, ${WAYBILLS}) g)
    insert into order_waybill (uuid, code, client_id, dispatch_center_id, ship_from_id, ship_to_id, status,
                               etd, eta, total_quantity, total_cases, total_weight, total_volume, total_pallets,
                               handout_flag, audit_time, create_by, create_time)
    select 'bw-' || g,
           'WB' || to_char(created, 'YYYYMMDD') || lpad(g::text, 7, '0'),
           s.clients[1 + (g / 3) % cardinality(s.ids)],
           b.center,
           w.ids[1 + (g / 3) % cardinality(w.ids)],
           s.ids[1 + (g / 3) % cardinality(s.ids)],
           case when created < now() - interval '7 days'
                then case when r < 92 then 'F' when r < 97 then 'C' else 'S' end
                else case when r < 40 then 'E' when r < 70 then 'S' when r < 80 then 'F' when r < 88 then 'O'
                          when r < 94 then 'D' when r < 97 then 'H' else 'T' end end,
           (created + interval '1 day')::timestamp,
           (created + interval '1 day 6 hours')::timestamp,
           20 + g % 80, 20 + g % 80, 120 + g % 900, 0.5 + (g % 50) / 10.0, 1 + g % 6,
           'N', created + interval '10 minutes', 'bench', created
      from bills b
      join stores s on s.center = b.center
      join warehouses w on w.center = b.center`);
  await db.execute(sql`
    insert into order_waybill_line (uuid, waybill_id, line_no, temperature, quantity, cases, weight, volume, pallets)
    select 'bw-' || g || '-' || n, 'bw-' || g, n,
           case when (g + n) % 2 = 0 then 'FROZEN' else 'CHILLED' end, 10 + g % 40, 10 + g % 40, 60 + g % 450,
           0.25 + (g % 50) / 20.0, 1
      from generate_series(1, ${WAYBILLS}) g, generate_series(1, 2) n
     where n = 1 or g % 3 = 0`);
}

async function login(base: string, userName: string): Promise<string> {
  const response = await fetch(`${base}/auth/login/slide`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: userName, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`sign-in of ${userName}: ${body.msg}`);
  return body.data.token;
}

async function pages(db: Db): Promise<Record<string, string>> {
  // A client of the dispatcher's data group with Shanghai waybills.
  const { rows } = (await db.execute(sql`
    select client_id from base_data_group_client where data_group_id = 'dg-sh'
       and client_id in (select client_id from base_station where dispatch_center_id = 'dc-sh' and code like 'S-%')
     order by client_id limit 1`)) as unknown as { rows: { client_id: string }[] };
  const client = rows[0]?.client_id;
  if (!client) throw new Error('no Shanghai client in the data group dg-sh');
  return {
    dispatcher: `status=E&createBegin=${dayAgo(3)}&createEnd=${dayAgo(0)}&pageSize=30`,
    client: `clientId=${client}&pageSize=30`,
    default: 'pageSize=30',
  };
}

async function main() {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  const database = await openDatabase({ url: benchUrl() });
  try {
    const seedStart = Date.now();
    await seedAll(database.db);
    await seedWaybills(database.db);
    await database.db.execute(sql`vacuum analyze`);
    process.stdout.write(`seeded system + ${WAYBILLS} waybills in ${Date.now() - seedStart} ms\n`);

    const config = {
      ...loadConfig({ ...process.env, TMS_RATE_LIMIT: '100000000', TMS_CAPTCHA: 'off' }),
      databaseUrl: benchUrl(),
      webDist: undefined,
      jobsEnabled: false,
      logLevel: 'warn',
    };
    const app = await buildApp({ database, config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api`;
    try {
      const token = await login(base, DISPATCHER);
      const only = process.env.BENCH_ONLY;
      for (const [name, query] of Object.entries(await pages(database.db))) {
        if (only && only !== name) continue;
        const listUrl = `${base}/order/waybill/list?${query}`;
        const check = (await (
          await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { code: number; msg: string; total: number; data: unknown[] };
        if (check.code !== 0) throw new Error(`list answered ${check.code} ${check.msg}`);

        const loadBefore = load();
        const result = await autocannon({
          url: listUrl,
          connections: CONNECTIONS,
          duration: SECONDS,
          workers: 1,
          headers: { authorization: `Bearer ${token}` },
        });
        process.stdout.write(
          `\n${name}: GET /api/order/waybill/list?${query} (total ${check.total}, page ${check.data.length})\n` +
            `  ${CONNECTIONS} connections, ${SECONDS} s, as ${DISPATCHER}: p50 ${result.latency.p50} ms  ` +
            `p99 ${result.latency.p99} ms  ${Math.round(result.requests.average)} req/s  ` +
            `(${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors; ` +
            `load average ${loadBefore} before, ${load()} after)\n`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    // BENCH_KEEP=1 keeps the database for EXPLAIN and psql.
    if (!process.env.BENCH_KEEP) await admin(`drop database if exists ${DB_NAME} with (force)`);
  }
}

await main();
