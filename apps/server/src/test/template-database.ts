import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../platform/db';
import { seedAll } from '../seed/index';

/**
 * The seeded demo database every route test starts from, built once per test run: migrating and
 * seeding take seconds, copying a finished database a fraction of that. On PostgreSQL it is a database
 * each test file's own is created from (CREATE DATABASE … TEMPLATE); on PGlite a data-folder archive
 * each file's in-memory database is loaded from.
 */
export type TestTemplate = ({ kind: 'postgres'; database: string } | { kind: 'pglite'; file: string }) & {
  /** The data folder the seed stored its files in (the fleet's document pictures): every copy's own. */
  dataDir: string;
};

export async function buildTemplate(baseUrl: string | undefined): Promise<TestTemplate> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tms-test-data-'));
  if (baseUrl) {
    const name = `tms_template_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(baseUrl, `create database ${name}`);
    const database = await openDatabase({ url: withDatabase(baseUrl, name) });
    await seedAll(database.db, { dataDir });
    // A template must have no open connection while databases are created from it.
    await database.close();
    return { kind: 'postgres', database: name, dataDir };
  }
  const database = await openDatabase({});
  await seedAll(database.db, { dataDir });
  const archive = await database.dump?.();
  await database.close();
  if (!archive) throw new Error('PGlite could not dump its data folder');
  const file = path.join(tmpdir(), `tms-test-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await archive.arrayBuffer()));
  return { kind: 'pglite', file, dataDir };
}

export async function removeTemplate(baseUrl: string | undefined, template: TestTemplate): Promise<void> {
  await rm(template.dataDir, { recursive: true, force: true });
  if (template.kind === 'pglite') await rm(template.file, { force: true });
  else if (baseUrl) await adminQuery(baseUrl, `drop database if exists ${template.database} with (force)`);
}

/** A PGlite template's archive, read once per test file. */
export async function templateArchive(template: Extract<TestTemplate, { kind: 'pglite' }>): Promise<Blob> {
  return new Blob([await readFile(template.file)]);
}

export function withDatabase(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
