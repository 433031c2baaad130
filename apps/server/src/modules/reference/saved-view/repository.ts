import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { savedViews } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type SavedViewRow = typeof savedViews.$inferSelect;
type Owner = { userId: number; listKey: string };

const ofList = ({ userId, listKey }: Owner) =>
  and(eq(savedViews.userId, userId), eq(savedViews.listKey, listKey));

export const viewsOf = (db: DbOrTx, owner: Owner) =>
  db.select().from(savedViews).where(ofList(owner)).orderBy(asc(savedViews.name), asc(savedViews.id));

export async function viewOf(db: DbOrTx, userId: number, id: number): Promise<SavedViewRow | null> {
  const [row] = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)));
  return row ?? null;
}

export async function countViews(db: DbOrTx, owner: Owner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedViews).where(ofList(owner));
  return row?.n ?? 0;
}

/** Whether another of the owner's views of the list already has the name. */
export async function nameTaken(db: DbOrTx, owner: Owner, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(and(ofList(owner), eq(savedViews.name, name), exceptId ? ne(savedViews.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

/** At most one default per list: marking one clears the others. */
export async function clearDefault(db: DbOrTx, owner: Owner, exceptId?: number): Promise<void> {
  await db
    .update(savedViews)
    .set({ isDefault: false })
    .where(
      and(ofList(owner), eq(savedViews.isDefault, true), exceptId ? ne(savedViews.id, exceptId) : undefined),
    );
}

export async function insertView(
  db: DbOrTx,
  row: Omit<typeof savedViews.$inferInsert, 'id' | 'createTime' | 'updateTime'>,
): Promise<number> {
  const [inserted] = await db.insert(savedViews).values(row).returning({ id: savedViews.id });
  if (!inserted) throw new Error('saved view insert returned no row');
  return inserted.id;
}

export async function updateView(
  db: DbOrTx,
  userId: number,
  id: number,
  patch: Partial<Pick<SavedViewRow, 'name' | 'payload' | 'isDefault'>>,
): Promise<void> {
  await db
    .update(savedViews)
    .set({ ...patch, updateTime: sql`now()` })
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)));
}

export async function deleteView(db: DbOrTx, userId: number, id: number): Promise<number> {
  const rows = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id });
  return rows.length;
}
