import { describe, expect, it } from 'vitest';
import { dispatchMessages } from '../messages/dispatch';
import {
  canAssignOrderRoute,
  canDeleteOrder,
  canEditOrder,
  canLockOrder,
  canReviewOrder,
  canUnlockOrder,
  canWithdrawOrder,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderState,
  orderTransition,
} from './order-state';

const order = (over: Partial<OrderState> = {}): OrderState => ({
  status: 'O',
  locked: false,
  manual: true,
  ...over,
});
const keyOf = (d: { ok: boolean; key?: string }) => (d.ok ? 'ok' : d.key);

describe('order review and withdrawal', () => {
  it('an open order can be reviewed and becomes effective', () => {
    expect(canReviewOrder(order())).toEqual({ ok: true, next: order({ status: 'E' }) });
  });

  it('review is refused unless the order is open', () => {
    expect(keyOf(canReviewOrder(order({ status: 'E' })))).toBe('order.state.review');
    expect(keyOf(canReviewOrder(order({ status: 'C' })))).toBe('order.state.review');
  });

  it('an effective order can be withdrawn back to open', () => {
    expect(canWithdrawOrder(order({ status: 'E' }))).toEqual({ ok: true, next: order({ status: 'O' }) });
  });

  it('withdraw is refused unless the order is effective', () => {
    expect(keyOf(canWithdrawOrder(order({ status: 'O' })))).toBe('order.state.withdraw');
    expect(keyOf(canWithdrawOrder(order({ status: 'C' })))).toBe('order.state.withdraw');
  });
});

describe('order lock and unlock', () => {
  it('an open or an effective order can be locked and keeps its status', () => {
    expect(canLockOrder(order({ status: 'O' }))).toEqual({
      ok: true,
      next: order({ status: 'O', locked: true }),
    });
    expect(canLockOrder(order({ status: 'E' }))).toEqual({
      ok: true,
      next: order({ status: 'E', locked: true }),
    });
  });

  it('a closed order cannot be locked', () => {
    expect(keyOf(canLockOrder(order({ status: 'C' })))).toBe('order.state.lock');
  });

  it('a locked order cannot be locked twice', () => {
    expect(keyOf(canLockOrder(order({ locked: true })))).toBe('order.state.lock.locked');
  });

  it('unlocking a locked effective order gives it back as effective', () => {
    expect(canUnlockOrder(order({ status: 'E', locked: true }))).toEqual({
      ok: true,
      next: order({ status: 'E', locked: false }),
    });
  });

  it('unlock is refused unless the order is locked', () => {
    expect(keyOf(canUnlockOrder(order()))).toBe('order.state.unlock');
  });
});

describe('order delete', () => {
  it('an open, manual, unlocked order can be deleted', () => {
    expect(canDeleteOrder(order())).toEqual({ ok: true, next: null });
  });

  it('deleting a non-open order says only open, before manual and lock', () => {
    expect(keyOf(canDeleteOrder(order({ status: 'E', manual: false, locked: true })))).toBe(
      'order.state.delete.open',
    );
  });

  it('deleting an upstream order says only manual, before the lock', () => {
    expect(keyOf(canDeleteOrder(order({ manual: false, locked: true })))).toBe('order.state.delete.manual');
  });

  it('deleting a locked open manual order asks to unlock first', () => {
    expect(keyOf(canDeleteOrder(order({ locked: true })))).toBe('order.state.delete.locked');
  });
});

describe('assign carrier route', () => {
  it('a carrier route can be assigned to an open order, which stays open', () => {
    expect(canAssignOrderRoute(order())).toEqual({ ok: true, next: order() });
  });

  it('assigning a carrier route to an effective order is refused', () => {
    expect(keyOf(canAssignOrderRoute(order({ status: 'E' })))).toBe('order.state.assignRoute');
  });
});

describe('editing', () => {
  it('an open, unlocked order may be changed in the form', () => {
    expect(canEditOrder(order()).ok).toBe(true);
  });

  it('a locked open order, or an effective one, is refused with order.state.edit', () => {
    expect(keyOf(canEditOrder(order({ locked: true })))).toBe('order.state.edit');
    expect(keyOf(canEditOrder(order({ status: 'E' })))).toBe('order.state.edit');
  });
});

describe('the whole order table', () => {
  it('answers every action for every status exactly as the spec allows', () => {
    const table = Object.fromEntries(
      ORDER_STATUSES.map((status) => [
        status,
        Object.fromEntries(ORDER_ACTIONS.map((a) => [a, orderTransition(order({ status }), a).ok])),
      ]),
    );
    expect(table).toEqual({
      O: {
        review: true,
        withdraw: false,
        lock: true,
        unlock: false,
        delete: true,
        assignRoute: true,
        close: false,
        edit: true,
      },
      E: {
        review: false,
        withdraw: true,
        lock: true,
        unlock: false,
        delete: false,
        assignRoute: false,
        close: true,
        edit: false,
      },
      C: {
        review: false,
        withdraw: false,
        lock: false,
        unlock: false,
        delete: false,
        assignRoute: false,
        close: false,
        edit: false,
      },
    });
  });
});

describe('the order transition table', () => {
  it('is read like the waybill and shipment tables: a row per action, known statuses, refusals in the catalog', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_ACTIONS].sort());
    for (const action of ORDER_ACTIONS) {
      const rule = ORDER_TRANSITIONS[action];
      for (const s of [...rule.from, ...(rule.to ? [rule.to] : [])]) expect(ORDER_STATUSES).toContain(s);
      for (const key of [rule.refusal, ...(rule.requires ?? []).map((r) => r.refusal)]) {
        expect(Object.keys(dispatchMessages)).toContain(key);
      }
    }
  });

  it('answers in the dispatch rules’ one shape: allowed with the next state, or refused with a key', () => {
    expect(orderTransition(order(), 'lock')).toEqual({
      ok: true,
      next: { status: 'O', locked: true, manual: true },
    });
    expect(orderTransition(order({ status: 'C' }), 'review')).toEqual({
      ok: false,
      key: 'order.state.review',
    });
  });
});
