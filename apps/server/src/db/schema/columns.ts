import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, date, numeric, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Audit columns RuoYi-style tables carry. */
export const audit = {
  createBy: text('create_by'),
  createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updateBy: text('update_by'),
  updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }),
};

export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Base-data and dispatch conventions (see db/schema/base.ts). */
export const uuid = () => text('uuid').primaryKey();
export const flag = (name: string, fallback: 'Y' | 'N' = 'N') => text(name).notNull().default(fallback);
export const enableFlag = () => flag('enable_flag', 'Y');
export const delFlag = () => text('del_flag').notNull().default('0');
export const kg = (name: string) => numeric(name, { precision: 14, scale: 3 });
export const m3 = (name: string) => numeric(name, { precision: 14, scale: 6 });
export const metres = (name: string) => numeric(name, { precision: 10, scale: 3 });
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const coordinate = (name: string) => numeric(name, { precision: 10, scale: 6 });
export const day = (name: string) => date(name, { mode: 'string' });
/** Unique code among present rows. */
export const presentCode = (table: string, t: { code: AnyPgColumn }) =>
  uniqueIndex(`${table}_code_uq`).on(t.code).where(sql`del_flag = '0'`);
