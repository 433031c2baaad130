import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { type PoolScope, poolScopeOf } from '../core/scope';
import { lockWaybillsInScope } from '../core/waybill-repository';
import { writeWaybillSteps } from '../core/waybill-writer';
import {
  callerHolds,
  dropHolds,
  dropScheduledHolds,
  holdOf,
  lockStaleHolds,
  NO_HOLD,
  renewCallerHolds,
} from './repository';

/**
 * Expires stale holds (of one center, or all when centerId is undefined): a waybill held in the pool
 * goes back through handmadeCancel, logged 'expired' by 'system'; scheduled waybills held for edit mode
 * just lose the hold. Skips rows another call has locked, so it never waits. Returns how many pool
 * holds expired.
 */
export async function expireStaleHolds(db: DbOrTx, centerId?: string | null): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await lockStaleHolds(tx, centerId);
    if (stale.length === 0) return 0;
    const held = stale.filter((r) => r.status === 'H');
    await writeWaybillSteps(
      tx,
      held.map((waybill) => ({
        waybill,
        action: 'handmadeCancel' as const,
        set: NO_HOLD,
        remark: 'expired',
      })),
      'system',
    );
    await dropHolds(
      tx,
      stale.filter((r) => r.status === 'S').map((r) => r.uuid),
    );
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
 * handmade: takes audited waybills into the caller's pool (held by the caller), all or nothing. One
 * already held by the caller is renewed; one held by someone else is refused naming the holder.
 */
export async function takeIntoPool(db: DbOrTx, caller: AuthContext, ids: string[]): Promise<string[]> {
  const scope = await poolScopeOf(db, caller);
  await expireForScope(db, scope);
  return db.transaction(async (tx) => {
    const rows = await lockWaybillsInScope(tx, scope, ids);
    if (rows.length !== ids.length) notFound(ids, new Set(rows.map((r) => r.uuid)));
    const mine = (row: (typeof rows)[number]) => row.status === 'H' && row.heldBy === scope.userId;
    const hold = holdOf(scope);
    await writeWaybillSteps(
      tx,
      rows
        .filter((row) => !mine(row))
        .map((waybill) => ({ waybill, action: 'handmade' as const, set: hold })),
      String(scope.userId),
    );
    const renewed = rows.filter(mine).map((r) => r.uuid);
    if (renewed.length > 0) await renewCallerHolds(tx, scope, renewed);
    return ids;
  });
}

/**
 * handmadeCancel (and the page-unload beacon): releases the caller's holds among `ids` back to the
 * pool's source; waybills the caller does not hold are left alone. Answers the released ids. Waybills
 * of a shipment the caller had open in edit mode (S, held by the caller) lose the hold and stay on
 * their shipment.
 */
export async function releaseHolds(db: DbOrTx, scope: PoolScope, ids: string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const mine = (await lockWaybillsInScope(tx, scope, ids)).filter((r) => r.heldBy === scope.userId);
    await dropScheduledHolds(
      tx,
      scope,
      mine.filter((r) => r.status === 'S').map((r) => r.uuid),
    );
    const rows = mine.filter((r) => r.status === 'H');
    const moves = await writeWaybillSteps(
      tx,
      rows.map((waybill) => ({ waybill, action: 'handmadeCancel' as const, set: NO_HOLD })),
      String(scope.userId),
    );
    return moves.map((m) => m.uuid);
  });
}

/**
 * handmadeFix (the screen's heartbeat): renews the caller's holds among `ids`; the status stays (the
 * domain's handmadeFix), so nothing is logged. Answers which ids are still held and which were lost.
 */
export async function renewHolds(db: DbOrTx, scope: PoolScope, ids: string[]) {
  await expireForScope(db, scope);
  const held = new Set((await renewCallerHolds(db, scope, ids)).map((r) => r.uuid));
  return { held: ids.filter((id) => held.has(id)), lost: ids.filter((id) => !held.has(id)) };
}

/** handmadeCancelCheck: which of `ids` the caller still holds (after expiry), which it lost. */
export async function checkHolds(db: DbOrTx, scope: PoolScope, ids: string[]) {
  await expireForScope(db, scope);
  const held = new Set((await callerHolds(db, scope, ids)).map((r) => r.uuid));
  return { held: ids.filter((id) => held.has(id)), lost: ids.filter((id) => !held.has(id)) };
}
