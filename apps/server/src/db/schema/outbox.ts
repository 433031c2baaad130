import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, ts } from './columns';

/**
 * The transactional outbox (platform/jobs/outbox.ts): a use case writes its domain events here inside
 * its own transaction, so an event exists exactly when the change that caused it was committed.
 */
export const outboxEvents = pgTable(
  'outbox_event',
  {
    id: id(),
    /** The event's name, e.g. shipment.transitioned (platform/jobs/events.ts lists them). */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
    /** When the relay handed the event to its listeners' queue; null while it waits for the relay. */
    relayTime: ts('relay_time'),
  },
  (t) => [
    index('outbox_event_pending_idx').on(t.id).where(sql`relay_time is null`),
    index('outbox_event_create_idx').on(t.createTime),
  ],
);

/**
 * One row per event and listener that has run to completion, written in the listener's own
 * transaction: a delivery that comes again (a retry after a lost acknowledgement, a second relay)
 * finds it and does nothing, so each listener acts once per event.
 */
export const outboxDeliveries = pgTable(
  'outbox_delivery',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    listener: text('listener').notNull(),
    doneTime: ts('done_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.listener] })],
);
