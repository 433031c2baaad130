import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db';

/** pg-boss keeps its queues in this schema of the application's own database. */
export const BOSS_SCHEMA = 'pgboss';

/** How often pg-boss looks for due crons and hands them to their queues (tests shorten both). */
export type BossTiming = { cronMonitorIntervalSeconds: number; cronWorkerIntervalSeconds: number };

/**
 * pg-boss on either engine. On PostgreSQL it opens a small pool of its own; on the embedded PGlite its
 * queries go through the one PGlite client (the raw executor runs pg-boss's multi-statement schema
 * install through exec()). `close` stops the adapter answering once pg-boss has stopped, because a
 * worker loop may still be mid-poll and must not touch a closed client.
 */
export function openBoss(database: Database, timing: BossTiming): { boss: PgBoss; close: () => void } {
  if (database.kind === 'pglite') {
    let open = true;
    const db = {
      async executeSql(text: string, values?: unknown[]) {
        if (!open) return { rows: [] };
        return database.sql.executeSql(text, values);
      },
    };
    return {
      boss: new PgBoss({ db, schema: BOSS_SCHEMA, ...timing }),
      close() {
        open = false;
      },
    };
  }
  if (!database.url) throw new Error('jobs on PostgreSQL need the connection string');
  return {
    boss: new PgBoss({ connectionString: database.url, schema: BOSS_SCHEMA, max: 4, ...timing }),
    close() {},
  };
}

/**
 * Creates a queue unless it exists. Instances starting together race to create the same queues: the loser
 * sees "already exists", or PostgreSQL picks it as the victim of a deadlock between the two creations (each
 * adds a partition and a row to the queue table) — then it tries again after a short, random wait.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, { name, ...options });
      return;
    } catch (err) {
      if (String((err as Error).message).includes('already exists')) return;
      const deadlock = (err as { code?: string }).code === '40P01';
      if (!deadlock || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}

/**
 * pg-boss's `db` option over a Drizzle transaction: jobs inserted through it commit or roll back with
 * the caller's own writes (the outbox relay marks events relayed and queues their deliveries at once).
 * pg-boss writes numbered placeholders ($1, $2, …); each becomes a bound parameter, never text.
 */
export function transactionExecutor(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = (await tx.execute(boundQuery(text, values))) as unknown as
        | { rows?: unknown[] }
        | unknown[];
      return { rows: Array.isArray(result) ? result : (result.rows ?? []) };
    },
  };
}

function boundQuery(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  // An absent value is SQL null, as node-postgres sends it (pg-boss leaves unset defaults undefined).
  const chunks = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
  );
  return sql.join(chunks);
}
