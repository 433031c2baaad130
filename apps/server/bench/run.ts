/**
 * npm run bench: the API under load, on PostgreSQL, on this machine only.
 *
 * Creates its own database `tms_bench` (dropped at the end), seeds the system and demo data plus
 * 10,000 users, starts the app in-process on a free loopback port, signs in as admin, and runs
 * autocannon (32 connections, ~10 s each, bounded) against the user info and a filtered user list.
 * DATABASE_URL names the server (default postgres://root@127.0.0.1:5432/test); BENCH_SECONDS and
 * BENCH_CONNECTIONS override the load.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { roles, userRoles, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { seedAll } from '../src/db/seed/index';
import { hashPassword } from '../src/platform/auth/password';
import { openDatabase } from '../src/platform/db';

const BASE_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const DB_NAME = 'tms_bench';
const USERS = 10_000;
const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const CONNECTIONS = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 32), 256);
const LIST_QUERY = 'status=0&deptId=101&pageSize=30';

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

/** 10,000 users spread over the operating departments, all with one password hash (hashing is slow by design). */
async function seedUsers(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const password = await hashPassword(DEMO_PASSWORD);
  const [dispatcher] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'dispatcher'));
  if (!dispatcher) throw new Error('seed has no dispatcher role');
  const depts = [111, 112, 121, 122, 131];
  const batch = 1000;
  for (let start = 0; start < USERS; start += batch) {
    const rows = Array.from({ length: Math.min(batch, USERS - start) }, (_, i) => {
      const n = start + i + 1;
      return {
        deptId: depts[n % depts.length] ?? 111,
        userName: `bench.user${String(n).padStart(5, '0')}`,
        nickName: `压测用户${n}`,
        email: `bench${n}@example.com`,
        phonenumber: `139${String(n).padStart(8, '0')}`,
        password,
        status: n % 10 === 0 ? '1' : '0',
        createBy: 'bench',
      };
    });
    const inserted = await db.insert(users).values(rows).returning({ id: users.id });
    // Every bench user is a dispatcher, like most real accounts.
    await db.insert(userRoles).values(inserted.map((row) => ({ userId: row.id, roleId: dispatcher.id })));
  }
}

type Figures = {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
};

async function load(name: string, url: string, token: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    // The load generator runs in a worker thread, so it does not share the server's event loop.
    workers: 1,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  const database = await openDatabase({ url: benchUrl() });
  try {
    const seedStart = Date.now();
    await seedAll(database.db);
    await seedUsers(database.db);
    // A live table is vacuumed by autovacuum; do it now so index-only scans see a set visibility map.
    await database.db.execute(sql`vacuum analyze`);
    process.stdout.write(`seeded system + ${USERS} users in ${Date.now() - seedStart} ms\n`);

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
      const login = await fetch(`${base}/auth/login/slide`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
      });
      const { data } = (await login.json()) as { data: { token: string } };
      const token = data.token;

      // One checked call each, so the figures are for real answers and not errors.
      const check = (await (
        await fetch(`${base}/system/user/list?${LIST_QUERY}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { code: number; total: number; data: unknown[] };
      if (check.code !== 0) throw new Error(`list answered code ${check.code}`);
      process.stdout.write(`list check: total ${check.total}, page ${check.data.length}\n`);

      // BENCH_ONLY=info|list runs one endpoint (for profiling one at a time).
      const only = process.env.BENCH_ONLY;
      const figures: Figures[] = [];
      if (only !== 'list')
        figures.push(await load('GET /api/system/user/info', `${base}/system/user/info`, token));
      if (only !== 'info') {
        figures.push(
          await load(
            `GET /api/system/user/list?${LIST_QUERY}`,
            `${base}/system/user/list?${LIST_QUERY}`,
            token,
          ),
        );
      }
      process.stdout.write(`\n${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL, 10,000 users\n`);
      for (const f of figures) {
        process.stdout.write(
          `${f.name}\n  p50 ${f.p50} ms  p99 ${f.p99} ms  ${f.rps} req/s  (${f.requests} requests, ${f.non2xx} non-2xx, ${f.errors} errors)\n`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await admin(`drop database if exists ${DB_NAME} with (force)`);
  }
}

await main();
