import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * `TMS_WORKERS=2` on PostgreSQL and Redis: the server as `npm start` runs it, in a child process, with two API
 * processes on one port. New connections reach both; a cron (made to tick every minute here) runs once a tick.
 */
const databaseUrl = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverRoot = path.resolve(import.meta.dirname, '../..');
const CRON = 'order-pool-hold-sweep';

let t: TestApp;
let server: ChildProcess | undefined;
let port = 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** GET /api/health on a connection of its own (a kept-alive one would stay with one process). */
function health(): Promise<{ pid: number } | null> {
  return new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => {
        try {
          resolve((JSON.parse(text) as { data: { pid: number } }).data);
        } catch {
          resolve(null);
        }
      });
    });
    request.on('error', () => resolve(null));
  });
}

async function cronJobs(): Promise<{ tick: string; n: number; done: number }[]> {
  const { rows } = await t.database.sql.executeSql(
    `select date_trunc('minute', created_on)::text as tick, count(*)::int as n,
            count(*) filter (where state = 'completed')::int as done
       from pgboss.job where name = $1 group by 1 order by 1`,
    [CRON],
  );
  return rows as { tick: string; n: number; done: number }[];
}

describe.skipIf(!databaseUrl)('two API processes on one port (PostgreSQL and Redis)', () => {
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: REDIS_URL });
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: t.config.databaseUrl,
        REDIS_URL,
        TMS_WORKERS: '2',
        TMS_CRON_SCHEDULES: `${CRON}=* * * * *`,
        PORT: String(port),
        HOST: '127.0.0.1',
        TMS_SIMULATOR: 'off',
        TMS_CAPTCHA: 'off',
        TMS_WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', process.env.TMS_TEST_DEBUG ? 'inherit' : 'ignore'],
    });
    const until = Date.now() + 90_000;
    while (Date.now() < until && !(await health())) await new Promise((r) => setTimeout(r, 300));
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await t?.close();
  });

  it('answers new connections from both processes', async () => {
    // The first answer may come while the second process is still starting (it needs seconds on a busy machine).
    const pids = new Set<number>();
    const until = Date.now() + 60_000;
    while (pids.size < 2 && Date.now() < until) {
      const answer = await health();
      if (answer) pids.add(answer.pid);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(pids.size).toBe(2);
  }, 90_000);

  it('runs a cron once per tick', async () => {
    const until = Date.now() + 100_000;
    while (Date.now() < until && !(await cronJobs()).some((tick) => tick.done > 0)) {
      await new Promise((r) => setTimeout(r, 1_000));
    }
    // Both processes look for due crons every few seconds: give them the chance to run a tick twice.
    await new Promise((r) => setTimeout(r, 6_000));
    const ticks = await cronJobs();
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.every((tick) => tick.n === 1)).toBe(true);
  }, 120_000);

  it('stops both processes on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server?.once('exit', (code) => resolve(code)));
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
    server = undefined;
    expect(await health()).toBeNull();
  }, 30_000);
});
