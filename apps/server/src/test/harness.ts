import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { seedAll } from '../db/seed/index';
import { invalidateCallers } from '../platform/auth/revocation';
import { type Database, openDatabase } from '../platform/db';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Signs in a demo user (password admin123) and returns the bearer token. */
  login(userName?: string, password?: string): Promise<string>;
  /** app.inject with the token and a JSON body; returns the parsed envelope and the HTTP status. */
  call<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown; lang?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: { code: number; msg: string; data: T; total?: number } }>;
  close(): Promise<void>;
};

/**
 * A fresh, seeded database per test file: in-memory PGlite by default; with DATABASE_URL, a new
 * PostgreSQL database created for this file and dropped afterwards, so suites never share state.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const base = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (base) {
    const name = `tms_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(base);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = await openDatabase(url ? { url } : {});
  await seedAll(database.db);
  await invalidateCallers();
  const config: AppConfig = {
    ...loadConfig({}),
    databaseUrl: url,
    captchaEnabledByEnv: false,
    webDist: undefined,
    jobsEnabled: false,
    logLevel: 'silent',
    ...overrides,
  };
  const app = await buildApp({ database, config, logger: false });
  await app.ready();

  const call: TestApp['call'] = async (method, target, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lang) headers.lang = options.lang;
    const response = await app.inject({
      method,
      url: target,
      headers,
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  return {
    app,
    database,
    config,
    call,
    async login(userName = 'admin', password = DEMO_PASSWORD) {
      const { body } = await call<{ token: string }>('POST', '/api/auth/login/slide', {
        body: { username: userName, password },
      });
      if (body.code !== 0) throw new Error(`login ${userName} failed: ${body.msg}`);
      return body.data.token;
    },
    async close() {
      await app.close();
      await database.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}
