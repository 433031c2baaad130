import { describe, expect, it } from 'vitest';
import { grantsFromButtons, hasButton, hasPermissionAction, hasRole, normalizeRoleIds } from './permissions';

const dispatcher = {
  userId: '7',
  roleKeys: ['dispatcher'],
  buttons: ['order:waybill:list', 'order:waybill:add'],
};

describe('hasButton', () => {
  it('user id "1" passes every check', () =>
    expect(hasButton({ caller: { userId: '1', roleKeys: [], buttons: [] }, keys: ['system:user:add'] })).toBe(
      true,
    ));
  it('role admin passes every check', () =>
    expect(
      hasButton({ caller: { userId: '5', roleKeys: ['admin'], buttons: [] }, keys: ['system:role:remove'] }),
    ).toBe(true));
  it('others pass only with the key', () => {
    expect(hasButton({ caller: dispatcher, keys: ['order:waybill:add'] })).toBe(true);
    expect(hasButton({ caller: dispatcher, keys: ['system:user:add'] })).toBe(false);
  });
  it('an empty button list grants nothing (the strict reading, so the web never shows what the server refuses)', () =>
    expect(
      hasButton({ caller: { userId: '9', roleKeys: ['x'], buttons: [] }, keys: ['system:role:add'] }),
    ).toBe(false));
  it('a tag without value is an error', () =>
    expect(() => hasButton({ caller: dispatcher, keys: [] })).toThrow('请设置操作权限标签值'));
});

describe('hasRole', () => {
  it('admin passes every role check', () =>
    expect(hasRole({ caller: { userId: '5', roleKeys: ['admin'], buttons: [] }, roles: ['carrier'] })).toBe(
      true,
    ));
  it('any matching role shows the element', () =>
    expect(hasRole({ caller: dispatcher, roles: ['carrier', 'dispatcher'] })).toBe(true));
  it('a tag without value is an error', () =>
    expect(() => hasRole({ caller: dispatcher, roles: [] })).toThrow('请设置角色权限标签值'));
});

describe('permissionId and action', () => {
  it('derives grants from button keys', () =>
    expect(grantsFromButtons(['order:waybill:add', 'order:waybill:list'])).toEqual([
      { permissionId: 'order:waybill', actionList: ['add', 'query'] },
    ]));
  it('checks an action on a permissionId', () => {
    const permissions = grantsFromButtons(dispatcher.buttons);
    expect(
      hasPermissionAction({ caller: dispatcher, permissions, permissionId: 'order:waybill', action: 'add' }),
    ).toBe(true);
    expect(
      hasPermissionAction({
        caller: dispatcher,
        permissions,
        permissionId: 'order:waybill',
        action: 'delete',
      }),
    ).toBe(false);
  });
});

describe('normalizeRoleIds', () => {
  it('an empty list becomes the single role -1', () => expect(normalizeRoleIds([])).toEqual([-1]));
  it('a missing list is the spec error', () =>
    expect(() => normalizeRoleIds(undefined)).toThrow('getInfo: roles must be a non-null array'));
});
