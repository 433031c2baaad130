import type { Translations } from '../i18n/messages';
import type { DispatchRefusal } from './types';

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

/** Allowed: the order's next state, or null when the action removes it (delete). */
export type OrderDecision = { ok: true; next: OrderState | null } | DispatchRefusal;

const refuse = (key: DispatchRefusal['key']): DispatchRefusal => ({ ok: false, key });

/** Decides one action on one order; the server applies `next`, the screen greys out refused buttons. */
export function orderTransition(order: OrderState, action: OrderAction): OrderDecision {
  switch (action) {
    case 'review':
      return order.status === 'O'
        ? { ok: true, next: { ...order, status: 'E' } }
        : refuse('order.state.review');
    case 'withdraw':
      return order.status === 'E'
        ? { ok: true, next: { ...order, status: 'O' } }
        : refuse('order.state.withdraw');
    case 'lock':
      if (order.status !== 'O' && order.status !== 'E') return refuse('order.state.lock');
      if (order.locked) return refuse('order.state.lock.locked');
      return { ok: true, next: { ...order, locked: true } };
    case 'unlock':
      return order.locked ? { ok: true, next: { ...order, locked: false } } : refuse('order.state.unlock');
    case 'delete':
      // The spec's three messages, in its order: only open, only manual, unlock first.
      if (order.status !== 'O') return refuse('order.state.delete.open');
      if (!order.manual) return refuse('order.state.delete.manual');
      if (order.locked) return refuse('order.state.delete.locked');
      return { ok: true, next: null };
    case 'assignRoute':
      return order.status === 'O' ? { ok: true, next: order } : refuse('order.state.assignRoute');
    case 'close':
      return order.status === 'E'
        ? { ok: true, next: { ...order, status: 'C' } }
        : refuse('order.state.close');
    case 'edit':
      // The form changes an order only while it is open and unlocked.
      return order.status === 'O' && !order.locked ? { ok: true, next: order } : refuse('order.state.edit');
    default:
      return assertUnreachable(action);
  }
}

function assertUnreachable(value: never): never {
  throw new Error(`unknown order action: ${String(value)}`);
}

/** Shorthands for buttons and use cases: `canReviewOrder(order).ok`. */
export const canReviewOrder = (order: OrderState) => orderTransition(order, 'review');
export const canWithdrawOrder = (order: OrderState) => orderTransition(order, 'withdraw');
export const canLockOrder = (order: OrderState) => orderTransition(order, 'lock');
export const canUnlockOrder = (order: OrderState) => orderTransition(order, 'unlock');
export const canDeleteOrder = (order: OrderState) => orderTransition(order, 'delete');
export const canAssignOrderRoute = (order: OrderState) => orderTransition(order, 'assignRoute');
export const canEditOrder = (order: OrderState) => orderTransition(order, 'edit');
