import type { Translations } from '../i18n/messages';
import type { DispatchMessageKey } from '../messages/dispatch';
import type { Verdict } from './types';

/**
 * The Order state machine and its refusal messages.
 *
 * | status | meaning                                                                  |
 * |--------|--------------------------------------------------------------------------|
 * | O      | open (打开): created or withdrawn, may still change                       |
 * | E      | effective (生效): reviewed; its waybills are produced from it             |
 * | C      | closed (关闭): done; set by the system once its waybills are finished     |
 *
 * Locking is a flag beside the status, not a status: "delete only when open, manual and unlocked" needs
 * an open order that is also locked, and unlocking must give back the status it had.
 * `manual` is true for orders keyed in by hand rather than received from an upstream system.
 */
export const ORDER_STATUSES = ['O', 'E', 'C'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_OPEN: OrderStatus = 'O';
export const ORDER_EFFECTIVE: OrderStatus = 'E';
export const ORDER_CLOSED: OrderStatus = 'C';

/** Labels and tag colours (listClass) of the statuses: what the server seeds into the order_status dictionary. */
export const ORDER_STATUS_INFO = [
  { code: 'O', labels: { 'zh-CN': '打开', 'zh-HK': '打開', 'en-US': 'Open' }, listClass: 'default' },
  { code: 'E', labels: { 'zh-CN': '生效', 'zh-HK': '生效', 'en-US': 'Effective' }, listClass: 'processing' },
  { code: 'C', labels: { 'zh-CN': '关闭', 'zh-HK': '關閉', 'en-US': 'Closed' }, listClass: 'success' },
] as const satisfies readonly {
  code: OrderStatus;
  labels: Translations;
  listClass: 'default' | 'processing' | 'success';
}[];

export const ORDER_ACTIONS = [
  'review',
  'withdraw',
  'lock',
  'unlock',
  'delete',
  'assignRoute',
  'close',
  'edit',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderState = { status: OrderStatus; locked: boolean; manual: boolean };

/** A flag the action needs beside the status, with the refusal when it is not so. */
type OrderFlagRule = { flag: 'locked' | 'manual'; is: boolean; refusal: DispatchMessageKey };

export type OrderTransition = {
  from: readonly OrderStatus[];
  /** Checked in order after the status (the spec's order of messages); the first unmet one answers. */
  requires?: readonly OrderFlagRule[];
  /** Absent: the status stays. */
  to?: OrderStatus;
  /** The lock flag the action sets (lock, unlock). */
  locks?: boolean;
  /** The action removes the order (delete): no next state. */
  removes?: true;
  /** The refusal from any other status. */
  refusal: DispatchMessageKey;
};

/**
 * Every order action, one row each, read as the waybill and shipment tables are: the one place an
 * order's next state is decided. Locking is a flag, so lock and unlock keep the status.
 */
export const ORDER_TRANSITIONS: Record<OrderAction, OrderTransition> = {
  review: { from: ['O'], to: 'E', refusal: 'order.state.review' },
  withdraw: { from: ['E'], to: 'O', refusal: 'order.state.withdraw' },
  lock: {
    from: ['O', 'E'],
    requires: [{ flag: 'locked', is: false, refusal: 'order.state.lock.locked' }],
    locks: true,
    refusal: 'order.state.lock',
  },
  unlock: {
    from: ORDER_STATUSES,
    requires: [{ flag: 'locked', is: true, refusal: 'order.state.unlock' }],
    locks: false,
    refusal: 'order.state.unlock',
  },
  // The spec's three messages, in its order: only open, only manual, unlock first.
  delete: {
    from: ['O'],
    requires: [
      { flag: 'manual', is: true, refusal: 'order.state.delete.manual' },
      { flag: 'locked', is: false, refusal: 'order.state.delete.locked' },
    ],
    removes: true,
    refusal: 'order.state.delete.open',
  },
  assignRoute: { from: ['O'], refusal: 'order.state.assignRoute' },
  close: { from: ['E'], to: 'C', refusal: 'order.state.close' },
  // The form changes an order only while it is open and unlocked.
  edit: {
    from: ['O'],
    requires: [{ flag: 'locked', is: false, refusal: 'order.state.edit' }],
    refusal: 'order.state.edit',
  },
};

/** Allowed: the order's next state, or null when the action removes it (delete). */
export type OrderDecision = Verdict<{ next: OrderState | null }>;

/** Decides one action on one order from the table; the server applies `next`, the screen greys out refused buttons. */
export function orderTransition(order: OrderState, action: OrderAction): OrderDecision {
  const rule = ORDER_TRANSITIONS[action];
  if (!rule.from.includes(order.status)) return { ok: false, key: rule.refusal };
  const unmet = rule.requires?.find((r) => order[r.flag] !== r.is);
  if (unmet) return { ok: false, key: unmet.refusal };
  if (rule.removes) return { ok: true, next: null };
  return {
    ok: true,
    next: { ...order, status: rule.to ?? order.status, locked: rule.locks ?? order.locked },
  };
}

/** Shorthands for buttons and use cases: `canReviewOrder(order).ok`. */
export const canReviewOrder = (order: OrderState) => orderTransition(order, 'review');
export const canWithdrawOrder = (order: OrderState) => orderTransition(order, 'withdraw');
export const canLockOrder = (order: OrderState) => orderTransition(order, 'lock');
export const canUnlockOrder = (order: OrderState) => orderTransition(order, 'unlock');
export const canDeleteOrder = (order: OrderState) => orderTransition(order, 'delete');
export const canAssignOrderRoute = (order: OrderState) => orderTransition(order, 'assignRoute');
export const canEditOrder = (order: OrderState) => orderTransition(order, 'edit');
