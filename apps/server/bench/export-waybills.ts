/**
 * npm run bench:export -w @tms/server — the export budget on PostgreSQL, on this machine only:
 * "an export of 100,000 waybills in under 60 s without the server's memory growing past 300 MB".
 * Seeds the demo data, then BENCH_EXPORT_ROWS (100,000) audited waybills of the Shanghai center (its
 * warehouses to its client stores, the clients of the dispatcher's data group) with one or two goods lines,
 * starts the server in its own process as `npm start` runs it (background worker on), and as the Shanghai dispatcher zhang.wei (scope applied)
 * posts /api/schedule/waybillExport/exportWaybill with every list column visible. The export runs as a
 * download-center task (keyset batches of 2,000 into exceljs's streaming writer); the bench polls the task
 * until FINISH and samples the server process's RSS (/proc/<pid>/status VmRSS) every 100 ms from before
 * the request to the end.
 * Prints the rows written, the file size, the wall time and the RSS (before, peak, after).
 * Creates its own database `tms_bench_export` (dropped at the end; BENCH_KEEP=1 keeps it).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { WAYBILL_EXPORT_COLUMNS } from '../src/modules/dispatch/waybill/export-waybills';
import type { Database } from '../src/platform/db';
import { seedAll } from '../src/seed/index';
import { type BenchDb, loadAverage, signIn, withBenchDatabase } from './shared';

const DB_NAME = 'tms_bench_export';
const ROWS = Math.min(Number(process.env.BENCH_EXPORT_ROWS ?? 100_000), 1_000_000);
const DISPATCHER = 'zhang.wei';
const MB = 1024 * 1024;
/** The server's node flags: npm start's by default; BENCH_SERVER_FLAGS overrides (space-separated). */
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '--max-semi-space-size=32')
  .split(' ')
  .filter(Boolean);

async function seedWaybills(db: BenchDb) {
  await db.execute(sql`
    with stores as (
      select array_agg(s.uuid order by s.code) as ids, array_agg(s.client_id order by s.code) as clients
        from base_station s
       where s.del_flag = '0' and s.code like 'S-%' and s.dispatch_center_id = 'dc-sh'
         and s.client_id in (select client_id from base_data_group_client where data_group_id = 'dg-sh')),
    warehouses as (
      select array_agg(uuid order by code) as ids
        from base_station where del_flag = '0' and code like 'W-%' and dispatch_center_id = 'dc-sh')
    insert into order_waybill (uuid, code, ref_no, client_id, dispatch_center_id, ship_from_id, ship_to_id,
                               status, etd, eta, total_quantity, total_cases, total_weight, total_volume,
                               total_pallets, handout_flag, remark, audit_time, create_by, create_time)
    select 'xw-' || g, 'WBX' || lpad(g::text, 8, '0'), 'REF-' || g,
           s.clients[1 + g % cardinality(s.ids)], 'dc-sh',
           w.ids[1 + g % cardinality(w.ids)], s.ids[1 + g % cardinality(s.ids)],
           'E', (now() + interval '1 day')::timestamp, (now() + interval '1 day 6 hours')::timestamp,
           20 + g % 80, 20 + g % 80, 120 + g % 900, 0.5 + (g % 50) / 10.0, 1 + g % 6, 'N',
           '冷链配送 备注 ' || g, now() - (${ROWS} - g) * interval '1 second', 'bench',
           now() - (${ROWS} - g) * interval '1 second'
      from generate_series(1, ${ROWS}) g, stores s, warehouses w`);
  await db.execute(sql`
    insert into order_waybill_line (uuid, waybill_id, line_no, temperature, quantity, cases, weight, volume, pallets)
    select 'xw-' || g || '-' || n, 'xw-' || g, n, 'FROZEN', 10, 10, 60, 0.25, 1
      from generate_series(1, ${ROWS}) g, generate_series(1, 2) n
     where n = 1 or g % 3 = 0`);
}

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process in bytes (Linux /proc), 0 once it is gone. */
function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The server as `npm start` runs it (tsx src/main.ts, --max-semi-space-size=32, background jobs on), in
 * its own process on the bench database, so its RSS is the server's alone (not the seeding's or the
 * driver's). `run` gets its API base, its pid and its data directory.
 */
async function withServerProcess(
  database: Database,
  run: (apiBase: string, pid: number, dataDir: string) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tms-bench-export-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      TMS_DATA_DIR: dataDir,
      TMS_CAPTCHA: 'off',
      TMS_RATE_LIMIT: '100000000',
      TMS_WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  try {
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const up = await fetch(`${base}/auth/login/slide`, { method: 'OPTIONS' }).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (Date.now() - started > 60_000) throw new Error('server did not start in 60 s');
      await new Promise((r) => setTimeout(r, 300));
    }
    if (!child.pid) throw new Error('no server pid');
    await run(base, child.pid, dataDir);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type TaskRecord = {
  id: number;
  status: string;
  progress: number;
  rowsWritten: number;
  remark: string | null;
};

async function main() {
  await withBenchDatabase(DB_NAME, async (database) => {
    const seedStart = Date.now();
    await seedAll(database.db);
    await seedWaybills(database.db);
    await database.db.execute(sql`vacuum analyze`);
    process.stdout.write(`seeded system + ${ROWS} waybills in ${Date.now() - seedStart} ms\n`);

    await withServerProcess(database, async (base, pid, dataDir) => {
      const token = await signIn(base, DISPATCHER);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', lang: 'zh-CN' };
      const rssBefore = rssOf(pid);
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(pid));
      }, 100);
      const loadBefore = loadAverage();
      const started = Date.now();
      const queued = (await (
        await fetch(`${base}/schedule/waybillExport/exportWaybill`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ code: 'WBX', columns: WAYBILL_EXPORT_COLUMNS.map((c) => c.key) }),
        })
      ).json()) as { code: number; msg: string; data: { taskId: number } };
      if (queued.code !== 0) throw new Error(`export answered ${queued.code} ${queued.msg}`);
      let task: TaskRecord | undefined;
      const progress: string[] = [];
      for (;;) {
        await new Promise((r) => setTimeout(r, 500));
        const page = (await (
          await fetch(`${base}/report-server/async/task/page?current=1&size=10`, {
            method: 'POST',
            headers,
            body: '{}',
          })
        ).json()) as { result: { records: TaskRecord[] } };
        task = page.result.records.find((r) => r.id === queued.data.taskId);
        if (task?.status === 'RUNNING') progress.push(`${task.progress}%/${task.rowsWritten}`);
        if (task?.status === 'FINISH' || task?.status === 'FAIL') break;
        if (Date.now() - started > 300_000) throw new Error('export did not finish in 5 minutes');
      }
      const seconds = (Date.now() - started) / 1000;
      clearInterval(sampler);
      const rssAfter = rssOf(pid);
      const file = (
        (await database.db.execute(
          sql`select file_path from report_task where id = ${queued.data.taskId}`,
        )) as unknown as {
          rows: { file_path: string | null }[];
        }
      ).rows[0]?.file_path;
      const size = file?.startsWith(dataDir) && file ? statSync(file).size : 0;
      process.stdout.write(
        `\nserver flags: ${SERVER_FLAGS.join(' ') || '(none)'}\nexport of ${ROWS} waybills (${WAYBILL_EXPORT_COLUMNS.length} columns, zh-CN) as ${DISPATCHER}: ` +
          `task ${task?.status} (${task?.remark}), rows written ${task?.rowsWritten}, file ${(size / MB).toFixed(1)} MB\n` +
          `  wall time ${seconds.toFixed(1)} s (budget 60 s)\n` +
          `  RSS before ${(rssBefore / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, after ${(rssAfter / MB).toFixed(0)} MB (budget 300 MB)\n` +
          `  progress seen while RUNNING: ${progress.slice(0, 12).join(' ')}${progress.length > 12 ? ' ...' : ''}\n` +
          `  load average ${loadBefore} before, ${loadAverage()} after\n`,
      );
      if (task?.status !== 'FINISH') process.exitCode = 1;
    });
  });
}

await main();
