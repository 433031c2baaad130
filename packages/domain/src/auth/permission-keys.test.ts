import { describe, expect, expectTypeOf, it } from 'vitest';
import { DOWNLOAD_PERMISSION, TASK_LIST_PERMISSION } from '../constants';
import { SHIPMENT_ACTION_PERMISSIONS } from '../dispatch/shipment-permissions';
import {
  type ApiAction,
  type ApiPermissionKey,
  isPermissionKey,
  MENU_ONLY_KEYS,
  PERMISSION_KEYS,
  PERMISSION_SCREENS,
  type PermissionKey,
  type ScreensWith,
  screenPermissions,
} from './permission-keys';

describe('the permission catalogue', () => {
  it('names every key once', () => {
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
  });

  it('starts every screen with its list key, the key of its menu', () => {
    for (const [screen, actions] of Object.entries(PERMISSION_SCREENS)) {
      expect(actions[0], screen).toBe('list');
    }
  });

  it('builds keys as screen and action, in catalogue order', () => {
    expect(screenPermissions('monitor:logininfor')).toEqual([
      { action: 'list', key: 'monitor:logininfor:list' },
      { action: 'remove', key: 'monitor:logininfor:remove' },
      { action: 'unlock', key: 'monitor:logininfor:unlock' },
    ]);
  });

  it('gives every menu-only key a reason', () => {
    for (const [key, reason] of Object.entries(MENU_ONLY_KEYS)) {
      expect(isPermissionKey(key), key).toBe(true);
      expect(reason.length, key).toBeGreaterThan(20);
    }
  });

  it('holds the keys the rules name (shipment actions, the download center)', () => {
    for (const key of [
      ...Object.values(SHIPMENT_ACTION_PERMISSIONS),
      DOWNLOAD_PERMISSION,
      TASK_LIST_PERMISSION,
    ]) {
      expect(isPermissionKey(key), key).toBe(true);
      expect(key in MENU_ONLY_KEYS, key).toBe(false);
    }
  });

  it('knows a stored key from a made-up one', () => {
    expect(isPermissionKey('system:user:add')).toBe(true);
    expect(isPermissionKey('system:user:fly')).toBe(false);
    expect(isPermissionKey('*:*:*')).toBe(false);
  });

  it('types keys so an unknown one does not compile', () => {
    expectTypeOf<'base:station:push'>().toExtend<ApiPermissionKey>();
    expectTypeOf<'base:station:fly'>().not.toExtend<PermissionKey>();
    // A menu-only key is a seeded key, but no route or button may name it.
    expectTypeOf<'order:waybill:remove'>().toExtend<PermissionKey>();
    expectTypeOf<'order:waybill:remove'>().not.toExtend<ApiPermissionKey>();
    expectTypeOf<'remove'>().not.toExtend<ApiAction<'order:waybill'>>();
    expectTypeOf<'cancel'>().toExtend<ApiAction<'order:waybill'>>();
    expectTypeOf<'base:zone'>().toExtend<ScreensWith<'edit' | 'remove'>>();
    expectTypeOf<'base:integration'>().not.toExtend<ScreensWith<'export'>>();
    // @ts-expect-error a key the catalogue does not have
    const unknown: ApiPermissionKey = 'system:user:fly';
    expect(unknown).toBeDefined();
  });
});
