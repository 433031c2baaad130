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
import { seedWaybills } from './seeders';
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
    await seedWaybills(database.db, WAYBILLS);
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
