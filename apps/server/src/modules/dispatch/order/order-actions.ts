import { type OrderAction, type OrderState, type OrderStatus, orderTransition } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { carrierOfCaller } from '../core/references';
import { orderScopeOf } from './order-scope';
import * as repo from './repository';

type OrderRowLocked = Awaited<ReturnType<typeof repo.lockOrders>>[number];

export const stateOf = (row: Pick<OrderRowLocked, 'status' | 'locked' | 'manual'>): OrderState => ({
  status: row.status as OrderStatus,
  locked: row.locked === 'Y',
  manual: row.manual === 'Y',
});

/** Locks the orders and checks the caller may act on every one (404 missing, HTTP 403 outside scope). */
async function lockInScope(tx: DbOrTx, caller: AuthContext, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.lockOrders(tx, unique);
  if (rows.length !== unique.length) throw AppError.notFound();
  const { where } = await orderScopeOf(tx, caller);
  if (where && (await repo.visibleOrderIds(tx, unique, where)).size !== unique.length) {
    throw AppError.forbidden('common.dataScopeDenied');
  }
  return rows;
}

export type BulkOrderAction = Extract<OrderAction, 'review' | 'withdraw' | 'lock' | 'unlock' | 'delete'>;

/**
 * review, withdraw, lock, unlock and remove (delete) on several orders, all-or-nothing: each is decided
 * by the domain's orderTransition and the first refusal is answered with its key.
 */
export async function actOnOrders(db: Db, caller: AuthContext, ids: string[], action: BulkOrderAction) {
  return db.transaction(async (tx) => {
    const rows = await lockInScope(tx, caller, ids);
    const changes: { uuid: string; next: OrderState | null }[] = [];
    for (const row of rows) {
      const decision = orderTransition(stateOf(row), action);
      if (!decision.ok) throw AppError.invalid(decision.key, { code: row.code, ...decision.params });
      changes.push({ uuid: row.uuid, next: decision.next });
    }
    for (const { uuid, next } of changes) {
      const audit = { updateBy: caller.userName, updateTime: new Date() };
      if (next === null) await repo.updateOrder(tx, uuid, { delFlag: '2', ...audit });
      else
        await repo.updateOrder(tx, uuid, { status: next.status, locked: next.locked ? 'Y' : 'N', ...audit });
    }
    return changes.length;
  });
}

/** POST /order/order/assignRoute: carrier and route detail, only while the order is open. */
export async function assignOrderRoute(
  db: Db,
  caller: AuthContext,
  input: { uuid: string; carrierId: string | null; routeDetailId?: number | null },
) {
  if (input.routeDetailId && !(await repo.routeDetailExists(db, input.routeDetailId))) {
    throw AppError.invalid('order.routeUnknown', { value: input.routeDetailId });
  }
  if (input.carrierId && !(await carrierOfCaller(db, caller, input.carrierId))) {
    throw AppError.invalid('waybill.carrierUnknown', { value: input.carrierId });
  }
  return db.transaction(async (tx) => {
    const [row] = await lockInScope(tx, caller, [input.uuid]);
    if (!row) throw AppError.notFound();
    const decision = orderTransition(stateOf(row), 'assignRoute');
    if (!decision.ok) throw AppError.invalid(decision.key, { code: row.code });
    await repo.updateOrder(tx, row.uuid, {
      carrierId: input.carrierId,
      routeDetailId: input.routeDetailId ?? null,
      updateBy: caller.userName,
      updateTime: new Date(),
    });
    return 1;
  });
}
