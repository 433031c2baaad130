import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { waybillLines, waybillLogs, waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import type { BaseScope } from '../../base';
import { waybillWithin } from './scope';

/**
 * The waybill queries more than one part of dispatch needs: locking waybills for a step, the status
 * write of the waybill writer (waybill-writer.ts, its only caller), column changes that leave the status
 * alone, inserts and logs.
 */
export type WaybillInsert = typeof waybills.$inferInsert;
export type WaybillLineInsert = typeof waybillLines.$inferInsert;
export type WaybillLogInsert = typeof waybillLogs.$inferInsert;

/** Columns written beside a status or instead of one: never the status (the writer's), nor the key. */
export type WaybillPatch = Omit<Partial<WaybillInsert>, 'status' | 'uuid'>;

/** Holds not renewed (handmadeFix) for this long expire: H back to E, an edit-mode hold is dropped. */
export const HOLD_MINUTES = 30;

/** The instant before which a hold is stale. */
export const staleHoldBefore = () => sql`now() - make_interval(mins => ${HOLD_MINUTES})`;

/** What a step needs of the waybills matching `where`, locked for update in uuid order (no deadlocks). */
export const lockWaybillStates = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      uuid: waybills.uuid,
      code: waybills.code,
      status: waybills.status,
      heldBy: waybills.heldBy,
      heldByName: waybills.heldByName,
      shipmentId: waybills.shipmentId,
    })
    .from(waybills)
    .where(where)
    .orderBy(waybills.uuid)
    .for('update');

/** The waybills `ids` of the caller's scope, locked as lockWaybillStates. */
export const lockWaybillsInScope = (db: DbOrTx, scope: BaseScope, ids: readonly string[]) =>
  lockWaybillStates(db, and(inArray(waybills.uuid, [...ids]), waybillWithin(scope)));

/** The present waybills on some shipments, locked as lockWaybillStates. */
export const lockShipmentWaybills = (db: DbOrTx, shipmentIds: string[]) =>
  lockWaybillStates(db, and(inArray(waybills.shipmentId, shipmentIds), eq(waybills.delFlag, '0')));

const COLUMNS = getTableColumns(waybills);
type Column = (typeof COLUMNS)[keyof typeof COLUMNS];
const sameKey = (v: unknown) =>
  v instanceof Date ? `date:${v.getTime()}` : (JSON.stringify(v) ?? 'undefined');

/**
 * One column of an update over several rows: their common value, or, when the rows differ (each waybill
 * of a submit onto its own line's shipment), a CASE on the key that keeps the column of a row giving none.
 */
function valueFor(column: Column, key: string, rows: readonly { uuid: string; set: WaybillPatch }[]) {
  const values = rows.map((r) => (r.set as Record<string, unknown>)[key]);
  const first = values[0];
  if (first !== undefined && values.every((v) => sameKey(v) === sameKey(first))) return first;
  const whens = rows.flatMap((r, i) =>
    values[i] === undefined ? [] : [sql`when ${r.uuid} then ${sql.param(values[i], column)}`],
  );
  if (whens.length === 0) return undefined;
  return sql`case ${waybills.uuid} ${sql.join(whens, sql` `)} else ${column} end`;
}

/**
 * The writer's status write: every row still in `from` goes to `to` with its own columns, in one
 * statement. Answers the uuids written, so the writer can tell a row that changed under it.
 */
export async function updateWaybillStates(
  db: DbOrTx,
  states: { from: string; to: string },
  rows: readonly { uuid: string; set: WaybillPatch }[],
  at: Date,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r.set)))];
  const set: Record<string, unknown> = {};
  for (const key of keys) {
    const column = COLUMNS[key as keyof typeof COLUMNS];
    const value = column ? valueFor(column, key, rows) : undefined;
    if (value !== undefined) set[key] = value;
  }
  const written = await db
    .update(waybills)
    .set({ updateTime: at, ...set, status: states.to })
    .where(
      and(
        inArray(
          waybills.uuid,
          rows.map((r) => r.uuid),
        ),
        eq(waybills.status, states.from),
      ),
    )
    .returning({ uuid: waybills.uuid });
  return written.map((r) => r.uuid);
}

/** Columns of some waybills that are not their status (holds, notes, counts), as they stand. */
export async function updateWaybillColumns(db: DbOrTx, where: SQL | undefined, patch: WaybillPatch) {
  return db.update(waybills).set(patch).where(where).returning({ uuid: waybills.uuid });
}

/** Every log row of a call in one insert. */
export async function insertWaybillLogs(db: DbOrTx, logs: readonly WaybillLogInsert[]): Promise<void> {
  if (logs.length > 0) await db.insert(waybillLogs).values([...logs]);
}

/** New waybills with their lines and logs, in batches (PostgreSQL allows 65535 parameters a statement). */
export async function insertWaybillRows(
  db: DbOrTx,
  rows: readonly WaybillInsert[],
  lines: readonly WaybillLineInsert[],
  logs: readonly WaybillLogInsert[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(waybills).values(rows.slice(i, i + 500));
  for (let i = 0; i < lines.length; i += 1000) await db.insert(waybillLines).values(lines.slice(i, i + 1000));
  for (let i = 0; i < logs.length; i += 2000) await db.insert(waybillLogs).values(logs.slice(i, i + 2000));
}
