import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import { outboxDeliveries, outboxEvents } from '../../db/schema';
import type { Db, DbOrTx } from '../db';
import { transactionExecutor } from './boss';
import type { JobContext } from './context';
import { defineCron } from './define-cron';
import type { DomainEvent, EventType, OutboxEvent } from './events';

/**
 * The transactional outbox. A use case emits its events inside its own transaction, so they exist
 * exactly when its change was committed (never for a rollback, never lost after a commit). Each
 * commit's NOTIFY wakes the relay on every instance running background work; one of them takes the
 * events (row locks, SKIP LOCKED), queues one delivery job per event and listener on pg-boss and marks
 * them relayed, all in one transaction. A delivery runs its listener inside a transaction that also
 * records the delivery (outbox_delivery), so a delivery that comes twice acts once; a listener that
 * throws is retried by pg-boss with backoff and its event stays until the listener succeeds.
 */
export const OUTBOX_CHANNEL = 'tms_outbox';
export const DELIVERY_QUEUE = 'outbox-delivery';
const RELAY_BATCH = 200;

/**
 * Writes the events in the caller's transaction; they are delivered after it commits. A caller outside
 * a transaction (a single statement's work) writes them at once.
 */
export async function emit(tx: DbOrTx, ...events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(outboxEvents)
    .values(events.map((event) => ({ type: event.type, payload: event.payload as Record<string, unknown> })));
  // Delivered to the relays at commit, dropped with a rollback.
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** What a listener is given: this instance's resources and the transaction its delivery commits with. */
export type ListenerContext = Omit<JobContext, 'db' | 'database'> & {
  /**
   * Writes through here commit together with the delivery record (and roll back with a failure); for
   * a listener running outside a transaction, the database itself.
   */
  tx: DbOrTx;
};

export type ListenerDefinition<K extends EventType> = {
  /** Stable: recorded with every delivery, so renaming a listener runs it again for kept events. */
  name: string;
  on: readonly K[];
  run(ctx: ListenerContext, event: OutboxEvent<K>): Promise<void>;
  /**
   * For work that waits on the outside world (an SMTP server, a webhook): the listener runs outside any
   * transaction, reading through `tx` (then the plain database), and its delivery is recorded after it
   * succeeds. A transaction held open for a slow call would hold a pooled connection, and on PGlite the
   * whole database. The price is at least once: a crash between the call and the record repeats it.
   */
  outsideTransaction?: boolean;
  /** pg-boss retries of a failed delivery (default 10, from 5 s doubling). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
};

type AnyListener = ListenerDefinition<EventType>;
const listeners = new Map<string, AnyListener>();

/** Registers a listener at import time; every instance running background work delivers to it. */
export function defineListener<K extends EventType>(
  definition: ListenerDefinition<K>,
): ListenerDefinition<K> {
  listeners.set(definition.name, definition as unknown as AnyListener);
  return definition;
}

/** Tests that define listeners of their own drop them again, as the modules of a run are shared. */
export function forgetListener(name: string): void {
  listeners.delete(name);
}

const listenersOf = (type: string) => [...listeners.values()].filter((l) => l.on.includes(type as EventType));

export const deliveryData = z.object({ eventId: z.coerce.number().int(), listener: z.string() });
export type Delivery = z.infer<typeof deliveryData>;

/**
 * Hands one batch of committed events to their listeners' deliveries; answers how many events it took.
 * The deliveries are inserted through the same transaction that marks the events relayed, so an event
 * is queued once, and a crash in between leaves it waiting for the next relay.
 */
export async function relayOutbox(db: Db, boss: PgBoss): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: outboxEvents.id, type: outboxEvents.type })
      .from(outboxEvents)
      .where(isNull(outboxEvents.relayTime))
      .orderBy(outboxEvents.id)
      .limit(RELAY_BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    const deliveries: PgBoss.JobInsert<Delivery>[] = rows.flatMap((row) =>
      listenersOf(row.type).map((listener) => ({
        name: DELIVERY_QUEUE,
        data: { eventId: row.id, listener: listener.name },
        singletonKey: `${row.id}:${listener.name}`,
        retryLimit: listener.retryLimit ?? 10,
        retryDelay: listener.retryDelaySeconds ?? 5,
        retryBackoff: listener.retryBackoff ?? true,
      })),
    );
    if (deliveries.length > 0) await boss.insert(deliveries, { db: transactionExecutor(tx) });
    await tx
      .update(outboxEvents)
      .set({ relayTime: sql`now()` })
      .where(
        inArray(
          outboxEvents.id,
          rows.map((row) => row.id),
        ),
      );
    return rows.length;
  });
}

/** One delivery: the listener runs once per event, however often the delivery comes. */
export async function deliver(ctx: JobContext, delivery: Delivery): Promise<void> {
  const listener = listeners.get(delivery.listener);
  // Another instance (a newer version, during a rolling deploy) queued it: fail it, so a retry may
  // reach an instance that has the listener.
  if (!listener) throw new Error(`no outbox listener ${delivery.listener} on this instance`);
  // The listener writes only through the transaction (on PGlite another query would wait for it).
  const { db, database: _database, ...rest } = ctx;
  if (listener.outsideTransaction) {
    const delivered = await db
      .select({ eventId: outboxDeliveries.eventId })
      .from(outboxDeliveries)
      .where(
        and(eq(outboxDeliveries.eventId, delivery.eventId), eq(outboxDeliveries.listener, delivery.listener)),
      );
    if (delivered.length > 0) return;
    const [row] = await db.select().from(outboxEvents).where(eq(outboxEvents.id, delivery.eventId));
    if (!row) return; // removed by retention
    const event = { id: row.id, type: row.type, payload: row.payload, createTime: row.createTime };
    await listener.run({ ...rest, tx: db }, event as OutboxEvent);
    await db
      .insert(outboxDeliveries)
      .values({ eventId: delivery.eventId, listener: delivery.listener })
      .onConflictDoNothing();
    return;
  }
  await db.transaction(async (tx) => {
    // A second delivery of the same pair waits here until the first commits, then finds its row.
    const claimed = await tx
      .insert(outboxDeliveries)
      .values({ eventId: delivery.eventId, listener: delivery.listener })
      .onConflictDoNothing()
      .returning({ eventId: outboxDeliveries.eventId });
    if (claimed.length === 0) return;
    const [row] = await tx.select().from(outboxEvents).where(eq(outboxEvents.id, delivery.eventId));
    if (!row) return; // removed by retention
    const event = { id: row.id, type: row.type, payload: row.payload, createTime: row.createTime };
    await listener.run({ ...rest, tx }, event as OutboxEvent);
  });
}

/** Removes relayed events older than `retentionDays` (their deliveries go with them). */
export async function cleanupOutbox(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 3600_000);
  const removed = await db
    .delete(outboxEvents)
    .where(and(isNotNull(outboxEvents.relayTime), lt(outboxEvents.createTime, cutoff)))
    .returning({ id: outboxEvents.id });
  return removed.length;
}

defineCron({
  name: 'outbox-cleanup',
  cron: '45 3 * * *',
  timeZone: 'Asia/Shanghai',
  async run(ctx) {
    const removed = await cleanupOutbox(ctx.db, ctx.options.retentionDays);
    if (removed > 0) ctx.log.info({ removed }, 'old outbox events removed');
  },
});
