import { type OrderAction, type OrderState, type OrderStatus, orderTransition } from '@tms/domain';
import type { Order } from './types';

/** The server paths of the bulk actions and the domain action each one asks orderTransition about. */
export const ORDER_BULK_ACTIONS = {
  review: 'review',
  withdraw: 'withdraw',
  lock: 'lock',
  unlock: 'unlock',
  remove: 'delete',
} as const satisfies Record<string, OrderAction>;
export type OrderBulkPath = keyof typeof ORDER_BULK_ACTIONS;

export const orderStateOf = (row: Pick<Order, 'status' | 'locked' | 'manual'>): OrderState => ({
  status: row.status as OrderStatus,
  locked: row.locked === 'Y',
  manual: row.manual === 'Y',
});

/** A refused action: the domain's message key and the order it names. */
export type OrderRefusal = { key: string; code: string };

/**
 * The first of `rows` the domain refuses `action` for (the server decides the same way, all or
 * nothing), or null when every row may take it.
 */
export function refusalOf(rows: readonly Order[], action: OrderAction): OrderRefusal | null {
  for (const row of rows) {
    const decision = orderTransition(orderStateOf(row), action);
    if (!decision.ok) return { key: decision.key, code: row.code };
  }
  return null;
}

/** The form changes only open, unlocked orders (the same rule the server applies on update). */
export const editRefusal = (row: Order): OrderRefusal | null => refusalOf([row], 'edit');
