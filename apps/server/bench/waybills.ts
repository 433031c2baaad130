/**
 * npm run bench:waybills — the waybill list budget on PostgreSQL, on this machine only: "with 1,000,000 waybills,
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
import { sql } from 'drizzle-orm';
import { seedAll } from '../src/seed/index';
import {
  BENCH_CONNECTIONS,
  BENCH_SECONDS,
  type BenchDb,
  describeLoad,
  loadAverage,
  runLoad,
  signIn,
  withBenchDatabase,
  withListeningApp,
} from './shared';

const DB_NAME = 'tms_bench_waybills';
const WAYBILLS = 1_000_000;
const DISPATCHER = 'zhang.wei';

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
async function seedWaybills(db: BenchDb) {
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

async function pages(db: BenchDb): Promise<Record<string, string>> {
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
  await withBenchDatabase(DB_NAME, async (database) => {
    const seedStart = Date.now();
    await seedAll(database.db);
    await seedWaybills(database.db);
    await database.db.execute(sql`vacuum analyze`);
    process.stdout.write(`seeded system + ${WAYBILLS} waybills in ${Date.now() - seedStart} ms\n`);

    await withListeningApp(database, async (base) => {
      const token = await signIn(base, DISPATCHER);
      const only = process.env.BENCH_ONLY;
      for (const [name, query] of Object.entries(await pages(database.db))) {
        if (only && only !== name) continue;
        const listUrl = `${base}/order/waybill/list?${query}`;
        const check = (await (
          await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { code: number; msg: string; total: number; data: unknown[] };
        if (check.code !== 0) throw new Error(`list answered ${check.code} ${check.msg}`);

        const loadBefore = loadAverage();
        const figures = await runLoad(listUrl, token);
        process.stdout.write(
          `\n${name}: GET /api/order/waybill/list?${query} (total ${check.total}, page ${check.data.length})\n` +
            `  ${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s, as ${DISPATCHER}: ` +
            `${describeLoad(figures, `load average ${loadBefore} before, ${loadAverage()} after`)}\n`,
        );
      }
    });
  });
}

await main();
