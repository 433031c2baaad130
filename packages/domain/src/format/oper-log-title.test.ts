import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import { type MessageKey, serverMessages } from '../messages';
import { operLogActionKey, operLogRoutesTitled, operLogTitleKey, operLogTitleText } from './oper-log-title';

const en = (key: MessageKey) => translate(serverMessages, key, 'en-US');

describe('operation log titles', () => {
  it('a route’s module is its deepest titled subject: three segments below /api, else two, else one', () => {
    expect(operLogTitleKey('/api/system/user/:id')).toBe('operlog.title.system.user');
    expect(operLogTitleKey('/api/order/waybill/waybillConfirmation')).toBe('operlog.title.order.waybill');
    expect(operLogTitleKey('/api/shipment/exception/eta/deal')).toBe('operlog.title.shipment.exception.eta');
    expect(operLogTitleKey('/api/shipment/exception/handle')).toBe('operlog.title.shipment.exception');
    expect(operLogTitleKey('/api/auth/login')).toBe('operlog.title.auth');
    expect(operLogTitleKey('/api/nothing/here')).toBeNull();
    expect(operLogTitleKey(null)).toBeNull();
  });

  it('a route’s action is what follows its module, else its last segment; parameters are not words', () => {
    expect(operLogActionKey('/api/shipment/epod/image/upload')).toBe('operlog.action.image.upload');
    expect(operLogActionKey('/api/message/draftBox/create')).toBe('operlog.action.draftBox.create');
    expect(operLogActionKey('/api/message/inbox/batchRead')).toBe('operlog.action.batchRead');
    expect(operLogActionKey('/api/system/dept/remove/:id')).toBe('operlog.action.remove');
    expect(operLogActionKey('/api/message/inbox/delete/')).toBe('operlog.action.delete');
    expect(operLogActionKey('/api/system/user/profile/updatePwd')).toBe('operlog.action.profile.updatePwd');
    expect(operLogActionKey('/api/system/user')).toBeNull();
    expect(operLogActionKey('/api/order/waybill/somethingNew')).toBeNull();
  });

  it('reads "Module · Action" in every language', () => {
    const row = { method: '/api/shipment/shipment/examine', title: 'stored' };
    expect(operLogTitleText(row, en)).toBe('Dispatch orders · Approve');
    expect(operLogTitleText(row, (k) => translate(serverMessages, k, 'zh-CN'))).toBe('调度单管理 · 审批');
    expect(operLogTitleText({ method: '/api/message/inbox/batchRead', title: null }, en)).toBe(
      'Messages · Mark as read',
    );
  });

  it('the stored title stands in for a part no message names, never an empty title', () => {
    expect(operLogTitleText({ method: '/api/order/waybill/somethingNew', title: 'Old title' }, en)).toBe(
      'Waybills · Old title',
    );
    expect(operLogTitleText({ method: '/api/gone/away', title: null }, en)).toBe('/api/gone/away');
  });

  it('a title search finds the routes whose module or action the reader sees contains the text', () => {
    expect(operLogRoutesTitled('运单管理', 'zh-CN').prefixes).toEqual(['/api/order/waybill/']);
    expect(operLogRoutesTitled('waybills', 'en-US').prefixes).toEqual(['/api/order/waybill/']);
    expect(operLogRoutesTitled('mark as read', 'en-US')).toEqual({ prefixes: [], endings: ['/batchRead'] });
    expect(operLogRoutesTitled('upload photo', 'en-US').endings).toEqual(['/image/upload']);
    expect(operLogRoutesTitled(' ', 'en-US')).toEqual({ prefixes: [], endings: [] });
  });
});
