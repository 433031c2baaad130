/**
 * npm run bench:memory — the server's memory as `npm start` runs it (compiled, through scripts/start.mjs without
 * the web build), measured from outside (/proc/<pid>/status VmRSS) once it has been idle for
 * BENCH_IDLE_SECONDS (20):
 * - on the embedded PGlite, a fresh data folder (seeded at the first start), then again after a restart;
 * - on PostgreSQL (`tms_bench_memory`, created empty and seeded by a first start), after a start, then after some
 *   work: 200 list pages and an export of every demo waybill through the download center, idle again.
 * Budgets: ≤ 400 MB on PGlite, ≤ 180 MB on PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, loadAverage, runAdminSql, signIn } from './shared';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const root = path.resolve(import.meta.dirname, '../../..');
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}

async function start(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // As npm start runs it (without the web build): start.mjs prepares a new embedded database in a process
  // of its own, then starts the server as its child.
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-web'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      TMS_CAPTCHA: 'off',
      TMS_WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await sleep(300);
  }
  child.kill('SIGTERM');
  throw new Error('server did not start in 180 s');
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
}

/** The server: start.mjs's child running the compiled main.js. */
function serverPid(child: ChildProcess): number {
  const pid = child.pid as number;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  const server = children.find((id) =>
    readFileSync(`/proc/${id}/cmdline`, 'utf8').includes('dist/src/main.js'),
  );
  if (!server) throw new Error('start.mjs has no server process');
  return Number(server);
}

async function idleRss(child: ChildProcess): Promise<string> {
  await sleep(IDLE_SECONDS * 1000);
  return `${(rssOf(serverPid(child)) / MB).toFixed(0)} MB`;
}

/** 200 waybill list pages and one export of the list through the download center, as the admin. */
async function someWork(port: number) {
  const base = `http://127.0.0.1:${port}/api`;
  const token = await signIn(base, 'admin');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let i = 0; i < 200; i++) {
    await fetch(`${base}/order/waybill/list?pageSize=30&pageNum=${1 + (i % 10)}`, { headers });
  }
  const queued =
    (await // async: through the download center, as a big export runs (a small one would answer the file at once).
    (
      await fetch(`${base}/schedule/waybillExport/exportWaybill`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ async: true }),
      })
    ).json()) as { code: number; msg: string; data: { taskId: number } };
  if (queued.code !== 0) throw new Error(`export answered ${queued.code} ${queued.msg}`);
  for (let waited = 0; waited < 120; waited++) {
    await sleep(1_000);
    const page = (await (
      await fetch(`${base}/report-server/async/task/page?current=1&size=10`, {
        method: 'POST',
        headers,
        body: '{}',
      })
    ).json()) as { result: { records: { id: number; status: string }[] } };
    const task = page.result.records.find((r) => r.id === queued.data.taskId);
    if (task?.status === 'FINISH') return;
    if (task?.status === 'FAIL') throw new Error('export failed');
  }
  throw new Error('export did not finish in 2 minutes');
}

async function main() {
  const rows: string[] = [];
  const note = (row: string) => {
    rows.push(row);
    process.stdout.write(`${row}\n`);
  };

  const dataDir = mkdtempSync(path.join(tmpdir(), 'tms-bench-memory-'));
  try {
    for (const when of ['first start (seeded)', 'restart']) {
      const server = await start({ TMS_DATA_DIR: dataDir }, 18_601);
      try {
        note(`PGlite, ${when}: ${await idleRss(server)}  (budget 400 MB)`);
      } finally {
        await stop(server);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  await runAdminSql('drop database if exists tms_bench_memory with (force)');
  await runAdminSql('create database tms_bench_memory');
  try {
    // The first start seeds the empty database; the figure is a start of a seeded one, as every later start is.
    await stop(await start({ DATABASE_URL: benchDatabaseUrl('tms_bench_memory') }, 18_602));
    const server = await start({ DATABASE_URL: benchDatabaseUrl('tms_bench_memory') }, 18_602);
    try {
      note(`PostgreSQL, after start: ${await idleRss(server)}  (budget 180 MB)`);
      await someWork(18_602);
      note(`PostgreSQL, after 200 list pages and an export: ${await idleRss(server)}`);
    } finally {
      await stop(server);
    }
  } finally {
    await runAdminSql('drop database if exists tms_bench_memory with (force)');
  }
  process.stdout.write(`\nidle ${IDLE_SECONDS} s each, load average ${loadAverage()}\n${rows.join('\n')}\n`);
}

await main();
