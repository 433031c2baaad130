/**
 * What every bench does the same way: its own PostgreSQL database (created, then dropped), the app built on
 * it without rate limit or captcha, a sign-in, and an autocannon run reported as p50/p99/req/s.
 * DATABASE_URL names the server (default postgres://root@127.0.0.1:5432/test); BENCH_SECONDS and
 * BENCH_CONNECTIONS override the load.
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/platform/db';
import { DEMO_PASSWORD } from '../src/seed/demo';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
export const BENCH_SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
export const BENCH_CONNECTIONS = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 32), 256);

export type BenchDb = Database['db'];

/** Runs one statement on the server's default database (create and drop database). */
export async function runAdminSql(sqlText: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

export function benchDatabaseUrl(dbName: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/**
 * Creates the database `dbName` afresh, opens it for `run`, then drops it. With `honourKeep`, BENCH_KEEP=1
 * keeps it for EXPLAIN and psql.
 */
export async function withBenchDatabase(
  dbName: string,
  run: (database: Database) => Promise<void>,
  options: { honourKeep: boolean } = { honourKeep: true },
) {
  await runAdminSql(`drop database if exists ${dbName} with (force)`);
  await runAdminSql(`create database ${dbName}`);
  const database = await openDatabase({ url: benchDatabaseUrl(dbName) });
  try {
    await run(database);
  } finally {
    await database.close();
    if (!options.honourKeep || !process.env.BENCH_KEEP) {
      await runAdminSql(`drop database if exists ${dbName} with (force)`);
    }
  }
}

/** The app on the bench database, ready for app.inject; closed after `run`. */
export async function withBenchApp(database: Database, run: (app: FastifyInstance) => Promise<void>) {
  const config = {
    ...loadConfig({ ...process.env, TMS_RATE_LIMIT: '100000000', TMS_CAPTCHA: 'off' }),
    databaseUrl: database.url,
    webDist: undefined,
    jobsEnabled: false,
    logLevel: 'warn' as const,
  };
  const app = await buildApp({ database, config, logger: false });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

/** The app listening on a free loopback port; `run` gets its API base URL (http://127.0.0.1:port/api). */
export async function withListeningApp(database: Database, run: (apiBase: string) => Promise<void>) {
  await withBenchApp(database, async (app) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await run(`http://127.0.0.1:${port}/api`);
  });
}

/** Signs a demo user in (demo password) and returns the token. */
export async function signIn(apiBase: string, userName: string): Promise<string> {
  const response = await fetch(`${apiBase}/auth/login/slide`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: userName, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`sign-in of ${userName}: ${body.msg}`);
  return body.data.token;
}

export type LoadFigures = {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
};

/** BENCH_CONNECTIONS connections on one GET for BENCH_SECONDS, signed in with `token`. */
export async function runLoad(url: string, token: string): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: BENCH_CONNECTIONS,
    duration: BENCH_SECONDS,
    // The load generator runs in a worker thread, so it does not share the server's event loop.
    workers: 1,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** "p50 .. ms  p99 .. ms  .. req/s  (.. requests, .. non-2xx, .. errors[; note])". */
export function describeLoad(f: LoadFigures, note?: string): string {
  return (
    `p50 ${f.p50} ms  p99 ${f.p99} ms  ${f.rps} req/s  ` +
    `(${f.requests} requests, ${f.non2xx} non-2xx, ${f.errors} errors${note ? `; ${note}` : ''})`
  );
}

/** The one-minute load average: other work on this two-core machine moves the figures. */
export const loadAverage = () => (loadavg()[0] ?? 0).toFixed(1);
