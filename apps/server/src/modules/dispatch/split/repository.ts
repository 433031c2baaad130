import { and, asc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import { dispatchCenters, waybillLines, waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

/** The database side of splitting: whole waybill rows and their lines, locked in uuid order. */
export type WaybillRecord = typeof waybills.$inferSelect;
export type LineRecord = typeof waybillLines.$inferSelect;

export const lockWaybills = (db: DbOrTx, where: SQL | undefined) =>
  db.select().from(waybills).where(where).orderBy(asc(waybills.uuid)).for('update');

export const liveChildrenOf = (db: DbOrTx, parentId: string) =>
  lockWaybills(db, and(eq(waybills.parentId, parentId), eq(waybills.delFlag, '0')));

export async function linesOf(db: DbOrTx, waybillIds: string[]): Promise<LineRecord[]> {
  if (waybillIds.length === 0) return [];
  return db
    .select()
    .from(waybillLines)
    .where(inArray(waybillLines.waybillId, waybillIds))
    .orderBy(asc(waybillLines.waybillId), asc(waybillLines.lineNo));
}

/** Raises the root's split count by `count` and answers the new count (the last serial reserved). */
export async function reserveSplitSerials(
  db: DbOrTx,
  rootId: string,
  count: number,
  at: Date,
): Promise<number> {
  const [row] = await db
    .update(waybills)
    .set({ splitCount: sql`${waybills.splitCount} + ${count}`, isSplit: 'Y', updateTime: at })
    .where(eq(waybills.uuid, rootId))
    .returning({ splitCount: waybills.splitCount });
  if (!row) throw new Error(`split root ${rootId} is gone`);
  return row.splitCount;
}

export async function insertLines(db: DbOrTx, rows: (typeof waybillLines.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(waybillLines).values(rows);
}

/** The figures of a line after a split or merge. */
export type LineFigures = Pick<
  LineRecord,
  'quantity' | 'weight' | 'volume' | 'cases' | 'pallets' | 'containerQuantity'
>;

export async function updateLine(db: DbOrTx, uuid: string, set: LineFigures): Promise<void> {
  await db
    .update(waybillLines)
    .set({
      quantity: set.quantity,
      weight: set.weight,
      volume: set.volume,
      cases: set.cases,
      pallets: set.pallets,
      containerQuantity: set.containerQuantity,
      updateTime: new Date(),
    })
    .where(eq(waybillLines.uuid, uuid));
}

export async function deleteLines(db: DbOrTx, uuids: string[]): Promise<void> {
  if (uuids.length > 0) await db.delete(waybillLines).where(inArray(waybillLines.uuid, uuids));
}

export async function deleteLinesOf(db: DbOrTx, waybillIds: string[]): Promise<void> {
  if (waybillIds.length > 0) await db.delete(waybillLines).where(inArray(waybillLines.waybillId, waybillIds));
}

export async function lastLineNo(db: DbOrTx, waybillId: string): Promise<number> {
  const [row] = await db
    .select({ n: max(waybillLines.lineNo) })
    .from(waybillLines)
    .where(eq(waybillLines.waybillId, waybillId));
  return row?.n ?? 0;
}

export async function centerExists(db: DbOrTx, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: dispatchCenters.uuid })
    .from(dispatchCenters)
    .where(eq(dispatchCenters.uuid, uuid))
    .limit(1);
  return !!row;
}
