import { MENU_ONLY_KEYS, PERMISSION_KEYS } from '@tms/domain';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../db/schema';
import { createTestApp, type TestApp } from './harness';

/**
 * The permission keys agree in every place that names them: the routes (app.routeAccess), the seeded
 * menus (sys_menu.perms) and the domain's catalogue, which types the routes and the web's buttons (so a
 * web key outside the catalogue, or a menu-only one, fails typecheck; app/permission-keys.test.ts in the
 * web checks its literals as well).
 */
let t: TestApp;
let seeded: string[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ perms: menus.perms }).from(menus).where(isNotNull(menus.perms));
  seeded = rows.flatMap((r) => (r.perms ? [r.perms] : []));
});
afterAll(async () => {
  await t.close();
});

const routeKeys = () => new Set(t.app.routeAccess.flatMap((r) => r.permissions));

describe('permission keys', () => {
  it('every key a route requires is a seeded menu or button', () => {
    const held = new Set(seeded);
    const missing = t.app.routeAccess.flatMap((r) =>
      r.permissions.filter((key) => !held.has(key)).map((key) => `${r.method} ${r.url} requires ${key}`),
    );
    expect(t.app.routeAccess.length).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });

  it('the seeded menus hold the catalogue, each key once', () => {
    expect([...seeded].sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it('every seeded key is required by some route, unless it is listed as menu-only with a reason', () => {
    const required = routeKeys();
    const unused = PERMISSION_KEYS.filter((key) => !required.has(key) && !(key in MENU_ONLY_KEYS));
    expect(unused).toEqual([]);
  });

  it('no route requires a menu-only key (the list says why nothing checks them)', () => {
    const required = routeKeys();
    expect(Object.keys(MENU_ONLY_KEYS).filter((key) => required.has(key))).toEqual([]);
  });
});
