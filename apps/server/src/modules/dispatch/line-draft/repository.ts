import { POOL_SOURCE_STATUS } from '@tms/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { lineDrafts, waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { type PoolScope, waybillWithin } from '../core/scope';

/** Whose draft: one per user and dispatch center ('' when the session has none selected). */
export type DraftOwner = { userId: number; centerKey: string };

const ownedBy = (owner: DraftOwner) =>
  and(eq(lineDrafts.userId, owner.userId), eq(lineDrafts.dispatchCenterId, owner.centerKey));

export async function findDraft(db: DbOrTx, owner: DraftOwner) {
  const [row] = await db
    .select({ payload: lineDrafts.payload, updateTime: lineDrafts.updateTime })
    .from(lineDrafts)
    .where(ownedBy(owner));
  return row ?? null;
}

/** Writes the owner's draft, replacing the one kept before. */
export async function upsertDraft(db: DbOrTx, owner: DraftOwner, payload: unknown): Promise<Date> {
  const [row] = await db
    .insert(lineDrafts)
    .values({ userId: owner.userId, dispatchCenterId: owner.centerKey, payload })
    .onConflictDoUpdate({
      target: [lineDrafts.userId, lineDrafts.dispatchCenterId],
      set: { payload, updateTime: sql`now()` },
    })
    .returning({ updateTime: lineDrafts.updateTime });
  if (!row) throw new Error('line draft upsert returned no row');
  return row.updateTime;
}

export async function deleteDraft(db: DbOrTx, owner: DraftOwner): Promise<void> {
  await db.delete(lineDrafts).where(ownedBy(owner));
}

/**
 * The waybills among `ids` the caller may still plan: held in the caller's pool (H), or audited and
 * waiting (the pool's source status) so the screen can take them back; both inside the caller's scope.
 */
export async function stillPlannable(db: DbOrTx, scope: PoolScope, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ uuid: waybills.uuid })
    .from(waybills)
    .where(
      and(
        inArray(waybills.uuid, ids),
        waybillWithin(scope),
        or(
          and(eq(waybills.status, 'H'), eq(waybills.heldBy, scope.userId)),
          eq(waybills.status, POOL_SOURCE_STATUS),
        ),
      ),
    );
  return new Set(rows.map((r) => r.uuid));
}

/** The codes of some waybills inside the caller's scope (a waybill outside it stays unnamed). */
export async function codesOf(db: DbOrTx, scope: PoolScope, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ uuid: waybills.uuid, code: waybills.code })
    .from(waybills)
    .where(and(inArray(waybills.uuid, ids), waybillWithin(scope)));
  return new Map(rows.map((r) => [r.uuid, r.code]));
}
