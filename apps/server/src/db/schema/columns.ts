import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** Audit columns RuoYi-style tables carry. */
export const audit = {
  createBy: text('create_by'),
  createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updateBy: text('update_by'),
  updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }),
};

export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
