import { describe, expect, it } from 'vitest';
import { editRefusal, refusalOf } from './order-rules';
import type { Order } from './types';

const order = (code: string, over: Partial<Order> = {}): Order => ({
  uuid: code,
  code,
  clientId: null,
  clientName: null,
  dispatchCenterId: null,
  orderType: null,
  orderBreed: null,
  status: 'O',
  locked: 'N',
  manual: 'Y',
  carrierId: null,
  carrierName: null,
  routeDetailId: null,
  source: 'FORM',
  remark: null,
  waybillCount: 0,
  createTime: '2026-01-01T00:00:00Z',
  updateTime: null,
  ...over,
});

describe('order buttons follow the domain rule', () => {
  it('a locked open order cannot be deleted: unlock first', () => {
    expect(refusalOf([order('OR1', { locked: 'Y' })], 'delete')).toEqual({
      key: 'order.state.delete.locked',
      code: 'OR1',
    });
  });
  it('checked rows are refused by the first order the rule refuses, named', () => {
    const rows = [order('OR1'), order('OR2', { status: 'E' }), order('OR3', { status: 'C' })];
    expect(refusalOf(rows, 'review')).toEqual({ key: 'order.state.review', code: 'OR2' });
    expect(refusalOf(rows.slice(0, 1), 'review')).toBeNull();
  });
  it('an upstream order cannot be deleted, an effective one can be withdrawn', () => {
    expect(refusalOf([order('OR4', { manual: 'N' })], 'delete')?.key).toBe('order.state.delete.manual');
    expect(refusalOf([order('OR5', { status: 'E' })], 'withdraw')).toBeNull();
  });
  it('the form edits open, unlocked orders only', () => {
    expect(editRefusal(order('OR6'))).toBeNull();
    expect(editRefusal(order('OR7', { locked: 'Y' }))?.key).toBe('order.state.edit');
    expect(editRefusal(order('OR8', { status: 'E' }))?.key).toBe('order.state.edit');
  });
});
