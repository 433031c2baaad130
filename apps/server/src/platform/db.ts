import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import { PreparingClient } from './prepared-statements';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Runs independent queries at once on the pool, and one after the other on a transaction, whose single
 * connection takes one query at a time. Pass drizzle query builders, which start only when awaited; a call
 * of an async function has started already, so such calls are awaited one by one by their caller instead.
 */
export async function allQueries<T extends readonly PromiseLike<unknown>[] | []>(
  db: DbOrTx,
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  type Results = { -readonly [K in keyof T]: Awaited<T[K]> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries)) as Results;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as Results;
}

/** Raw SQL access for libraries that bring their own queries (pg-boss). */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  sql: SqlExecutor;
  /** The connection string for libraries that open their own pool (PostgreSQL only). */
  url?: string;
  /** The whole database as a data-folder archive (PGlite only: how the tests' template is kept). */
  dump?: () => Promise<Blob>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered at the sender's commit, never for a
   * rollback); answers the stop. On PostgreSQL a connection of its own, opened again after a loss.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/**
 * PGlite keeps its shared buffers inside the process's WebAssembly memory, which never shrinks: its default
 * of 128 MB held about 200 MB of an idle server's memory. A data folder's pages are also in the operating
 * system's file cache, so 32 MB of buffers costs little speed and keeps an idle server near 300 MB.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

const migrationsFolder = path.resolve(import.meta.dirname, '../db/migrations');

export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** An in-memory PGlite starts from this dumped data folder (the tests' seeded template). */
  template?: Blob;
  /** PGlite's shared_buffers for a data folder (PGLITE_SHARED_BUFFERS unless set). */
  sharedBuffers?: string;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20, Client: PreparingClient });
    // An idle client can lose its connection (server restart, database dropped); the pool replaces it on
    // the next checkout. Without a listener node-postgres would crash the process instead.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL idle client error: ${err.message}`));
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      url: options.url,
      sql: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      listen: (channel, onNotify) => listenOnPostgres(options.url as string, channel, onNotify),
      close: () => pool.end(),
    };
  }
  // No dataDir means in memory (tests).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? new PGlite(options.dataDir, {
        postgresqlconf: [`shared_buffers=${options.sharedBuffers || PGLITE_SHARED_BUFFERS}`],
      })
    : new PGlite(options.template ? { loadDataDir: options.template } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    sql: {
      async executeSql(text, values) {
        // Parameterless multi-statement scripts (pg-boss installs its schema this way) need exec().
        if ((!values || values.length === 0) && text.includes(';')) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        const result = await client.query(text, values as unknown[]);
        return { rows: result.rows };
      },
    },
    dump: async () => client.dumpDataDir('none'),
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
    close: () => client.close(),
  };
}

/**
 * LISTEN on a client of its own (a pooled one may be handed to anyone). A connection that fails or is
 * lost is opened again after a second; what was notified meanwhile is found by the listener's polling.
 */
async function listenOnPostgres(url: string, channel: string, onNotify: () => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, 1_000);
    }
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => {
      next.end().catch(() => undefined);
      if (client === next) client = null;
      again();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      next.end().catch(() => undefined);
      again();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    // Whatever was notified while no connection listened is picked up now.
    onNotify();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}

/** node-postgres returns {rows}; PGlite's drizzle returns {rows} too; keep one accessor. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
