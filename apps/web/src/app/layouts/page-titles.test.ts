import { describe, expect, it } from 'vitest';
import { buildMenuRoutes } from '../../core/menu-tree';
import { pageTitle, staticTitleKey, tabKeyOf } from './page-titles';

const routes = buildMenuRoutes([
  { menuName: 'Home', path: '/welcome', component: 'Welcome', menuType: 'C' },
  { menuName: 'Users', path: '/system/user', component: 'system/user', menuType: 'C' },
]);
const t = (key: string) => `t:${key}`;

describe('pageTitle (tab titles)', () => {
  it('uses the menu name first, then the shell page titles', () => {
    expect(pageTitle('/welcome', routes, t)).toBe('Home');
    expect(pageTitle('/system/user', routes, t)).toBe('Users');
    expect(pageTitle('/account/settings/security', routes, t)).toBe('t:menu.accountSettings');
  });
  it('error and unknown pages get no title (and so no tab)', () => {
    expect(pageTitle('/404', routes, t)).toBeNull();
    expect(pageTitle('/nope', routes, t)).toBeNull();
    expect(staticTitleKey('/welcomeX')).toBeNull();
  });
});

describe('tabKeyOf', () => {
  it('a menu screen is its own tab; a shell page and its sub-pages share one', () => {
    expect(tabKeyOf('/system/user', routes)).toBe('/system/user');
    expect(tabKeyOf('/account/settings', routes)).toBe('/account/settings');
    expect(tabKeyOf('/account/settings/security', routes)).toBe('/account/settings');
    expect(tabKeyOf('/userPermissions/permissions', routes)).toBe('/userPermissions');
    expect(tabKeyOf('/account/opinions', routes)).toBe('/account/opinions');
    expect(pageTitle('/account/opinions', routes, t)).toBe('t:menu.opinions');
  });
  it('the alert list opened from a header badge gets its own tab, whatever types it was opened with', () => {
    expect(tabKeyOf('/alert/temp,speed', routes)).toBe('/alert');
    expect(pageTitle('/alert/temp', routes, t)).toBe('t:menu.alert');
  });
  it('error and unknown pages get no tab', () => {
    expect(tabKeyOf('/404', routes)).toBeNull();
    expect(tabKeyOf('/system/role', routes)).toBeNull();
  });
});
