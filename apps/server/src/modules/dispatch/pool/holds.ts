import { waybillTarget } from '@tms/domain';
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { type PoolScope, waybillWithin } from './scope';
import { decide, logTransitions, type WaybillLogEntry } from './transitions';

/** Holds not renewed (handmadeFix) for this long expire: H back to E, an edit-mode hold is dropped. */
export const HOLD_MINUTES = 30;
const staleBefore = sql`now() - make_interval(mins => ${HOLD_MINUTES})`;

/** What a transition needs of the waybills matching `where`, locked for update in uuid order. */
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

const lockState = (db: DbOrTx, ids: string[], scope: PoolScope) =>
  lockWaybillStates(db, and(inArray(waybills.uuid, ids), waybillWithin(scope)));

/**
 * Expires stale holds (of one center, or all when centerId is undefined): H -> E, logged as
 * handmadeCancel 'expired'; scheduled waybills held for edit mode just lose the hold. Skips rows another
 * call has locked, so it never waits. Returns how many pool holds expired.
 */
export async function expireStaleHolds(db: DbOrTx, centerId?: string | null): Promise<number> {
  const center = centerId ? eq(waybills.dispatchCenterId, centerId) : undefined;
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ uuid: waybills.uuid, code: waybills.code, status: waybills.status })
      .from(waybills)
      .where(and(inArray(waybills.status, ['H', 'S']), lt(waybills.heldAt, staleBefore), center))
      .orderBy(waybills.uuid)
      .for('update', { skipLocked: true });
    if (stale.length === 0) return 0;
    const held = stale.filter((r) => r.status === 'H');
    const scheduled = stale.filter((r) => r.status === 'S').map((r) => r.uuid);
    const release = { heldBy: null, heldByName: null, heldAt: null, updateTime: new Date() };
    if (held.length > 0) {
      const to = decide(held[0] as (typeof held)[number], 'handmadeCancel');
      await tx
        .update(waybills)
        .set({ ...release, status: to })
        .where(
          inArray(
            waybills.uuid,
            held.map((r) => r.uuid),
          ),
        );
      await logTransitions(
        tx,
        held.map((r) => ({
          waybillId: r.uuid,
          action: 'handmadeCancel',
          fromStatus: 'H',
          toStatus: to,
          remark: 'expired',
        })),
        'system',
      );
    }
    if (scheduled.length > 0) await tx.update(waybills).set(release).where(inArray(waybills.uuid, scheduled));
    return held.length;
  });
}

/** Expiry on read: the caller's center before any pool call looks at holds. */
export const expireForScope = (db: DbOrTx, scope: PoolScope) => expireStaleHolds(db, scope.centerId);

function notFound(ids: string[], found: Set<string>): never {
  const missing = ids.find((id) => !found.has(id)) ?? '';
  throw AppError.invalid('waybill.pool.notFound', { code: missing });
}

/**
 * handmade: takes audited waybills into the caller's pool (E -> H held by the caller), all or nothing.
 * One already held by the caller is renewed; one held by someone else is refused naming the holder.
 */
export async function takeIntoPool(db: DbOrTx, scope: PoolScope, ids: string[]): Promise<string[]> {
  await expireForScope(db, scope);
  return db.transaction(async (tx) => {
    const rows = await lockState(tx, ids, scope);
    if (rows.length !== ids.length) notFound(ids, new Set(rows.map((r) => r.uuid)));
    const fresh: WaybillLogEntry[] = [];
    for (const row of rows) {
      if (row.status === 'H' && row.heldBy === scope.userId) continue;
      fresh.push({
        waybillId: row.uuid,
        action: 'handmade',
        fromStatus: row.status,
        toStatus: decide(row, 'handmade'),
      });
    }
    const hold = {
      heldBy: scope.userId,
      heldByName: scope.holderName,
      heldAt: new Date(),
      updateTime: new Date(),
    };
    await tx
      .update(waybills)
      .set({ ...hold, status: waybillTarget('handmade') })
      .where(
        and(
          inArray(waybills.uuid, ids),
          or(eq(waybills.status, 'E'), and(eq(waybills.status, 'H'), eq(waybills.heldBy, scope.userId))),
        ),
      );
    await logTransitions(tx, fresh, String(scope.userId));
    return ids;
  });
}

/**
 * handmadeCancel (and the page-unload beacon): releases the caller's holds among `ids` (H -> E);
 * waybills the caller does not hold are left alone. Answers the released ids. Waybills of a shipment
 * the caller had open in edit mode (S, held by the caller) lose the hold and stay on their shipment.
 */
export async function releaseHolds(db: DbOrTx, scope: PoolScope, ids: string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const mine = (await lockState(tx, ids, scope)).filter((r) => r.heldBy === scope.userId);
    const scheduled = mine.filter((r) => r.status === 'S').map((r) => r.uuid);
    if (scheduled.length > 0) {
      await tx
        .update(waybills)
        .set({ heldBy: null, heldByName: null, heldAt: null })
        .where(
          and(inArray(waybills.uuid, scheduled), eq(waybills.status, 'S'), eq(waybills.heldBy, scope.userId)),
        );
    }
    const rows = mine.filter((r) => r.status === 'H');
    if (rows.length === 0) return [];
    const entries = rows.map(
      (row): WaybillLogEntry => ({
        waybillId: row.uuid,
        action: 'handmadeCancel',
        fromStatus: row.status,
        toStatus: decide(row, 'handmadeCancel'),
      }),
    );
    const released = rows.map((r) => r.uuid);
    await tx
      .update(waybills)
      .set({
        status: waybillTarget('handmadeCancel'),
        heldBy: null,
        heldByName: null,
        heldAt: null,
        updateTime: new Date(),
      })
      .where(
        and(inArray(waybills.uuid, released), eq(waybills.status, 'H'), eq(waybills.heldBy, scope.userId)),
      );
    await logTransitions(tx, entries, String(scope.userId));
    return released;
  });
}

/**
 * handmadeFix (the screen's heartbeat): renews the caller's holds among `ids`; H stays H (the domain's
 * handmadeFix), so nothing is logged. Answers which ids are still held and which were lost.
 */
export async function renewHolds(db: DbOrTx, scope: PoolScope, ids: string[]) {
  await expireForScope(db, scope);
  const renewed = await db
    .update(waybills)
    .set({ heldAt: new Date() })
    .where(
      and(
        inArray(waybills.uuid, ids),
        waybillWithin(scope),
        eq(waybills.heldBy, scope.userId),
        inArray(waybills.status, ['H', 'S']),
      ),
    )
    .returning({ uuid: waybills.uuid });
  const held = new Set(renewed.map((r) => r.uuid));
  return { held: ids.filter((id) => held.has(id)), lost: ids.filter((id) => !held.has(id)) };
}

/** handmadeCancelCheck: which of `ids` the caller still holds (after expiry), which it lost. */
export async function checkHolds(db: DbOrTx, scope: PoolScope, ids: string[]) {
  await expireForScope(db, scope);
  const rows = await db
    .select({ uuid: waybills.uuid })
    .from(waybills)
    .where(
      and(
        inArray(waybills.uuid, ids),
        waybillWithin(scope),
        eq(waybills.heldBy, scope.userId),
        inArray(waybills.status, ['H', 'S']),
      ),
    );
  const held = new Set(rows.map((r) => r.uuid));
  return { held: ids.filter((id) => held.has(id)), lost: ids.filter((id) => !held.has(id)) };
}

/** Nobody else holds these (for edit mode): null or the caller. */
export const notHeldByOthers = (userId: number) => or(isNull(waybills.heldBy), eq(waybills.heldBy, userId));
