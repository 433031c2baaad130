import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { invalidateCallers } from '../platform/auth/revocation';
import { type Database, openDatabase } from '../platform/db';
import type { JobsOptions } from '../platform/jobs';
import { DEMO_PASSWORD } from '../seed/demo';
import { seedAll } from '../seed/index';
import { adminQuery, templateArchive, withDatabase } from './template-database';

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
 * A fresh, seeded database per test file, copied from the run's template (test/template-database.ts):
 * in-memory PGlite loaded from the template's archive by default; with DATABASE_URL, a new PostgreSQL
 * database created from the template database and dropped afterwards, so files never share state.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  build: { jobs?: Partial<JobsOptions> } = {},
): Promise<TestApp> {
  const base = process.env.DATABASE_URL;
  const template = inject('testTemplate');
  let dropDatabase: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (base) {
    const name = `tms_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(
      base,
      template?.kind === 'postgres'
        ? `create database ${name} template ${template.database}`
        : `create database ${name}`,
    );
    url = withDatabase(base, name);
    dropDatabase = () => adminQuery(base, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase(
    url ? { url } : template?.kind === 'pglite' ? { template: await templateArchive(template) } : {},
  );
  // Stored files live in the template's data folder (the seed's pictures), or in one of the file's own.
  const dataDir = template?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'tms-test-data-')));
  // Without a template (a file run outside the server project's setup) the file seeds its own.
  if (!template) await seedAll(database.db, { dataDir });
  await invalidateCallers();
  const config: AppConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: url,
    captchaEnabledByEnv: false,
    webDist: undefined,
    jobsEnabled: false,
    // The demo simulator would feed readings into a test's data: off unless a test turns it on.
    simulatorEnabled: false,
    logLevel: 'silent',
    ...overrides,
  };
  const app = await buildApp({ database, config, logger: false, jobs: build.jobs });
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
