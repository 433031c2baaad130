import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import { serverMessages } from '../messages';
import { operLogRoutesTitled, operLogTitleKey } from './oper-log-title';

describe('operation log titles', () => {
  it('a route is titled by its subject, two segments below /api, else one', () => {
    expect(operLogTitleKey('/api/system/user/:id')).toBe('operlog.title.system.user');
    expect(operLogTitleKey('/api/order/waybill/waybillConfirmation')).toBe('operlog.title.order.waybill');
    expect(operLogTitleKey('/api/auth/login')).toBe('operlog.title.auth');
    expect(operLogTitleKey('/api/nothing/here')).toBeNull();
    expect(operLogTitleKey(null)).toBeNull();
  });

  it('reads in every language', () => {
    const key = operLogTitleKey('/api/order/waybill/cancel') ?? 'common.ok';
    expect(translate(serverMessages, key, 'zh-CN')).toBe('运单管理');
    expect(translate(serverMessages, key, 'en-US')).toBe('Waybills');
  });

  it('a title search finds the routes whose title the reader sees contains the text', () => {
    expect(operLogRoutesTitled('运单', 'zh-CN')).toEqual(['/api/order/waybill']);
    expect(operLogRoutesTitled('waybill', 'en-US')).toEqual(['/api/order/waybill']);
    expect(operLogRoutesTitled(' ', 'en-US')).toEqual([]);
  });
});
