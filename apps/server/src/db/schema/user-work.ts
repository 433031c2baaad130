import { bigint, boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ts } from './columns';

/**
 * A dispatcher's lines in the making on the line adjustment screen, kept so a reload, a closed tab or
 * another computer does not lose them: one draft per user and dispatch center ('' when the session has
 * no center selected). The payload is the screen's lines (model, stop times, waybill ids in order); the
 * pool's holds stay where they are, so a restored draft checks which waybills it may still take.
 */
export const lineDrafts = pgTable(
  'line_draft',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    dispatchCenterId: text('dispatch_center_id').notNull().default(''),
    payload: jsonb('payload').notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('line_draft_user_center_uq').on(t.userId, t.dispatchCenterId)],
);

/**
 * A user's named views of a list (the filters and visible columns of the waybill list, the shipment
 * list, ...), keyed by the list's name; a name is unique per user and list, and at most one view of a
 * list is the default the list opens with.
 */
export const savedViews = pgTable(
  'saved_view',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createTime: ts('create_time').notNull().defaultNow(),
    updateTime: ts('update_time'),
  },
  // Also the index of a user's views of one list (its leading columns).
  (t) => [uniqueIndex('saved_view_name_uq').on(t.userId, t.listKey, t.name)],
);
