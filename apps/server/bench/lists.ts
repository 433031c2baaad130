/**
 * npm run bench:lists — every hot list of the app beside a minimal handler of the same SQL, in one run.
 *
 * Seeds its own PostgreSQL database `tms_bench_lists` (the demo data, 10,000 users, 50,000 stations,
 * BENCH_WAYBILLS (1,000,000) waybills with their goods lines and 100,000 shipments; BENCH_REUSE=1 keeps and reuses
 * a database seeded by an earlier run), then for each list:
 * 1. runs it once in-process and records the statements the app sends to PostgreSQL for one request with a warm
 *    caller cache (text and values, in order);
 * 2. starts the app as `npm start` runs it (compiled `dist/src/main.js` when built, else tsx; TMS_WORKERS passes
 *    through) and the minimal handler (bench/minimal-handler.ts: Fastify + node-postgres running exactly those
 *    statements and answering their rows as JSON), each in a process of its own;
 * 3. drives each with autocannon (BENCH_CONNECTIONS 32, BENCH_SECONDS 10 after a 2 s warm-up) and reads each
 *    process tree's CPU time from /proc.
 * Prints per list: req/s, p99 and Node CPU per request of both, and the ratios against the goals (app throughput
 * ≥ 0.8× the handler's, app p99 ≤ 1.5× its p99, CPU per request ≤ 1.5× its). BENCH_ONLY=name[,name] runs some;
 * BENCH_APP_FLAGS passes node flags to the app (`--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/platform/db';
import { seedAll } from '../src/seed/index';
import { seedShipments, seedStations, seedUsers, seedWaybills } from './seeders';
import {
  BENCH_CONNECTIONS,
  BENCH_SECONDS,
  benchDatabaseUrl,
  loadAverage,
  runAdminSql,
  signIn,
  withListeningApp,
} from './shared';

const DB_NAME = 'tms_bench_lists';
const WAYBILLS = Number(process.env.BENCH_WAYBILLS ?? 1_000_000);
const serverDir = path.resolve(import.meta.dirname, '..');
const GOALS = { throughput: 0.8, p99: 1.5, cpu: 1.5 };

const dayAgo = (days: number) => {
  const d = new Date(Date.now() - days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

type List = { name: string; user: string; path: string };

async function listsOf(url: string): Promise<List[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ client_id: string }>(
    `select client_id from base_data_group_client where data_group_id = 'dg-sh'
        and client_id in (select client_id from base_station where dispatch_center_id = 'dc-sh' and code like 'S-%')
      order by client_id limit 1`,
  );
  await client.end();
  const clientId = rows[0]?.client_id;
  if (!clientId) throw new Error('no Shanghai client in the data group dg-sh');
  const recent = `createBegin=${dayAgo(3)}&createEnd=${dayAgo(0)}`;
  return [
    { name: 'users', user: 'admin', path: '/system/user/list?status=0&deptId=101&pageSize=30' },
    {
      name: 'stations',
      user: 'zhang.wei',
      path: '/system/station/list?type=1&enableFlag=Y&city=上海市&pageSize=30',
    },
    {
      name: 'waybills-dispatcher',
      user: 'zhang.wei',
      path: `/order/waybill/list?status=E&${recent}&pageSize=30`,
    },
    {
      name: 'waybills-client',
      user: 'zhang.wei',
      path: `/order/waybill/list?clientId=${clientId}&pageSize=30`,
    },
    { name: 'waybills-unfiltered', user: 'zhang.wei', path: '/order/waybill/list?pageSize=30' },
    { name: 'shipments', user: 'zhang.wei', path: '/shipment/shipment/selectPage?pageSize=30' },
    { name: 'pool', user: 'zhang.wei', path: `/order/waybill/selectPoolCandidates?${recent}&pageSize=30` },
  ];
}

async function databaseExists(): Promise<boolean> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl('postgres') });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  await client.end();
  return (rowCount ?? 0) > 0;
}

async function prepareDatabase(url: string) {
  if (process.env.BENCH_REUSE && (await databaseExists())) {
    process.stdout.write(`reusing ${DB_NAME}\n`);
    return;
  }
  await runAdminSql(`drop database if exists ${DB_NAME} with (force)`);
  await runAdminSql(`create database ${DB_NAME}`);
  const database = await openDatabase({ url });
  const start = Date.now();
  await seedAll(database.db);
  await seedUsers(database.db, 10_000);
  await seedStations(database.db, 50_000);
  await seedWaybills(database.db, WAYBILLS);
  await seedShipments(database.db, 100_000);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  process.stdout.write(`seeded ${WAYBILLS} waybills and the rest in ${Date.now() - start} ms\n`);
}

type Statement = { text: string; values: unknown[] };

/** What the app sends PostgreSQL for one request of each list, with its caches warm; and the users' tokens. */
async function captureStatements(url: string, lists: List[]) {
  const statements: Record<string, Statement[]> = {};
  const tokens: Record<string, string> = {};
  const database = await openDatabase({ url });
  let recording: Statement[] | null = null;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (
    this: pg.Client,
    config: unknown,
    values?: unknown,
    ...rest: unknown[]
  ) {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    // The request log is written in batches beside the requests, not by them.
    if (recording && !/^\s*insert into sys_request_log/i.test(text)) {
      const params =
        (typeof config === 'object' && config && 'values' in config ? config.values : values) ?? [];
      recording.push({ text, values: params as unknown[] });
    }
    return (query as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
  } as typeof query;
  try {
    await withListeningApp(database, async (base) => {
      for (const list of lists) {
        tokens[list.user] ??= await signIn(base, list.user);
        const call = async () => {
          const response = await fetch(`${base}${list.path}`, {
            headers: { authorization: `Bearer ${tokens[list.user]}` },
          });
          const body = (await response.json()) as { code: number; msg: string; total?: number };
          if (body.code !== 0) throw new Error(`${list.name} answered ${body.code} ${body.msg}`);
          return body;
        };
        await call();
        await call();
        recording = [];
        const body = await call();
        statements[list.name] = recording;
        recording = null;
        process.stdout.write(
          `${list.name}: ${statements[list.name]?.length} statements a request, total ${body.total ?? '-'}\n`,
        );
      }
    });
  } finally {
    pg.Client.prototype.query = query;
    await database.close();
  }
  return { statements, tokens };
}

function start(args: string[], env: Record<string, string>, cwd = serverDir): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  return child;
}

async function waitFor(url: string, seconds = 120) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** CPU seconds (user + system) of a process and its descendants, from /proc. */
function cpuSeconds(pid: number): number {
  const ticks = (id: number): number => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const own = Number(fields[11]) + Number(fields[12]);
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      return own + children.reduce((sum, child) => sum + ticks(Number(child)), 0);
    } catch {
      return 0;
    }
  };
  return ticks(pid) / 100;
}

type Figures = { rps: number; p99: number; cpuMs: number; requests: number; failed: number };

async function measure(url: string, headers: Record<string, string>, pid: number): Promise<Figures> {
  await autocannon({ url, connections: BENCH_CONNECTIONS, duration: 2, headers });
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: BENCH_CONNECTIONS, duration: BENCH_SECONDS, headers });
  const cpu = cpuSeconds(pid) - cpuBefore;
  const requests = result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    cpuMs: requests > 0 ? (cpu * 1000) / requests : Number.NaN,
    requests,
    failed: result.non2xx + result.errors,
  };
}

function appCommand(): string[] {
  const compiled = path.join(serverDir, 'dist/src/main.js');
  if (process.env.BENCH_APP !== 'tsx' && existsSync(compiled)) return [compiled];
  return ['--import', 'tsx', 'src/main.ts'];
}

async function main() {
  const url = benchDatabaseUrl(DB_NAME);
  await prepareDatabase(url);
  const only = process.env.BENCH_ONLY?.split(',');
  const lists = (await listsOf(url)).filter((list) => !only || only.includes(list.name));
  const { statements, tokens } = await captureStatements(url, lists);
  const file = `/tmp/${DB_NAME}-statements.json`;
  writeFileSync(file, JSON.stringify(statements));

  const appPort = 18_700 + Math.floor(Math.random() * 100);
  const minimalPort = appPort + 100;
  const flags = process.env.BENCH_APP_FLAGS?.split(' ').filter(Boolean) ?? [];
  const app = start([...flags, ...appCommand()], {
    DATABASE_URL: url,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    TMS_RATE_LIMIT: '100000000',
    TMS_CAPTCHA: 'off',
    TMS_JOBS: 'off',
    LOG_LEVEL: 'warn',
    TMS_WORKERS: process.env.TMS_WORKERS ?? '1',
  });
  const minimal = start(['--import', 'tsx', 'bench/minimal-handler.ts', file], {
    DATABASE_URL: url,
    PORT: String(minimalPort),
  });
  try {
    await waitFor(`http://127.0.0.1:${appPort}/api/health`);
    await waitFor(`http://127.0.0.1:${minimalPort}/health`);
    const rows: string[] = [];
    for (const list of lists) {
      const headers = { authorization: `Bearer ${tokens[list.user]}` };
      const reference = await measure(
        `http://127.0.0.1:${minimalPort}/l/${list.name}`,
        {},
        minimal.pid as number,
      );
      const ours = await measure(`http://127.0.0.1:${appPort}/api${list.path}`, headers, app.pid as number);
      const throughput = ours.rps / reference.rps;
      const p99 = ours.p99 / reference.p99;
      const cpu = ours.cpuMs / reference.cpuMs;
      const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
      rows.push(
        `${list.name.padEnd(20)} handler ${String(reference.rps).padStart(5)} req/s p99 ${String(reference.p99).padStart(4)} ms ` +
          `cpu ${reference.cpuMs.toFixed(2)} ms | app ${String(ours.rps).padStart(5)} req/s p99 ${String(ours.p99).padStart(4)} ms ` +
          `cpu ${ours.cpuMs.toFixed(2)} ms | throughput ${throughput.toFixed(2)}× (${mark(throughput >= GOALS.throughput)}) ` +
          `p99 ${p99.toFixed(2)}× (${mark(p99 <= GOALS.p99)}) cpu ${cpu.toFixed(2)}× (${mark(cpu <= GOALS.cpu)})` +
          (ours.failed + reference.failed > 0
            ? ` [failed: app ${ours.failed}, handler ${reference.failed}]`
            : '') +
          ` load ${loadAverage()}`,
      );
      process.stdout.write(`${rows.at(-1)}\n`);
    }
    process.stdout.write(
      `\n${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s each, PostgreSQL, ${WAYBILLS} waybills, ` +
        `app: ${appCommand().join(' ')} (TMS_WORKERS=${process.env.TMS_WORKERS ?? '1'})\n${rows.join('\n')}\n`,
    );
  } finally {
    app.kill('SIGTERM');
    minimal.kill('SIGTERM');
    if (!process.env.BENCH_REUSE && !process.env.BENCH_KEEP) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await runAdminSql(`drop database if exists ${DB_NAME} with (force)`);
    }
  }
}

await main();
