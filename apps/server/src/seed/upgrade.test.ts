import { and, eq, inArray, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataGroupCarriers, dictData, menuLanguages, menus, roleMenus, roles, seedItems } from '../db/schema';
import { invalidateCallers } from '../platform/auth/revocation';
import { createTestApp, type TestApp } from '../test/harness';
import { upgradeSeed } from './upgrade';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const menuIdsOf = async (where: ReturnType<typeof or>) =>
  (await t.database.db.select({ id: menus.id }).from(menus).where(where)).map((m) => m.id);

/** Makes the database look seeded by a version that had no messages area and no ALERT message type. */
async function rollBackToAnEarlierSeed() {
  const db = t.database.db;
  const ids = await menuIdsOf(or(eq(menus.menuKey, 'message'), like(menus.menuKey, 'message:%')));
  await db.delete(roleMenus).where(inArray(roleMenus.menuId, ids));
  await db.delete(menuLanguages).where(inArray(menuLanguages.menuId, ids));
  await db.delete(menus).where(inArray(menus.id, ids));
  await db.delete(seedItems).where(and(eq(seedItems.kind, 'menu'), like(seedItems.key, 'message%')));
  await db
    .delete(dictData)
    .where(and(eq(dictData.dictType, 'message_type'), eq(dictData.dictValue, 'ALERT')));
  await db.delete(seedItems).where(eq(seedItems.key, 'message_type:ALERT'));
}

describe('upgrading a database seeded by an earlier version', () => {
  it('adds the new menus under their parent, granted as the seed grants them, and the new dictionary values', async () => {
    await rollBackToAnEarlierSeed();
    // What an administrator did stays: a renamed menu, a removed one.
    await t.database.db.update(menus).set({ menuName: '用户维护' }).where(eq(menus.menuKey, 'system:user'));
    const [requestLog] = await menuIdsOf(or(eq(menus.menuKey, 'monitor:requestlog')));
    await t.database.db.delete(roleMenus).where(eq(roleMenus.menuId, requestLog ?? 0));
    await t.database.db.delete(menus).where(eq(menus.id, requestLog ?? 0));

    const added = await upgradeSeed(t.database.db);
    expect(added.menus).toContain('message');
    expect(added.menus).toContain('message:inbox');
    expect(added.menus).toContain('message:inbox:query');
    expect(added.menus).not.toContain('monitor:requestlog');
    expect(added.dictionaries).toEqual(['message_type:ALERT']);

    const [inbox] = await t.database.db
      .select({ id: menus.id, parentId: menus.parentId, path: menus.path })
      .from(menus)
      .where(eq(menus.menuKey, 'message:inbox'));
    const [parent] = await menuIdsOf(or(eq(menus.menuKey, 'message')));
    expect(inbox).toMatchObject({ parentId: parent, path: '/message/inbox' });
    const [english] = await t.database.db
      .select({ name: menuLanguages.name })
      .from(menuLanguages)
      .where(and(eq(menuLanguages.menuId, inbox?.id ?? 0), eq(menuLanguages.lang, 'en-US')));
    expect(english?.name).toBe('Inbox');
    const grantedTo = async (roleKey: string) =>
      (
        await t.database.db
          .select({ menuId: roleMenus.menuId })
          .from(roleMenus)
          .innerJoin(roles, eq(roles.id, roleMenus.roleId))
          .where(and(eq(roles.roleKey, roleKey), eq(roleMenus.menuId, inbox?.id ?? 0)))
      ).length;
    expect(await grantedTo('dispatcher')).toBe(1);
    expect(await grantedTo('readonly')).toBe(1);

    // Over HTTP: a dispatcher's menu shows the messages again.
    const token = await t.login('zhang.wei');
    expect((await t.call('POST', '/api/message/inbox/list', { token, body: {} })).body.code).toBe(0);

    const [renamed] = await t.database.db
      .select({ name: menus.menuName })
      .from(menus)
      .where(eq(menus.menuKey, 'system:user'));
    expect(renamed?.name).toBe('用户维护');
    expect(await menuIdsOf(or(eq(menus.menuKey, 'monitor:requestlog')))).toEqual([]);
  });

  it('carries the roles’ grant changes to a database seeded before grants were recorded', async () => {
    const db = t.database.db;
    const grant = async (roleKey: string, perms: string, on: boolean) => {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, roleKey));
      const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.perms, perms));
      const pair = { roleId: role?.id ?? 0, menuId: menu?.id ?? 0 };
      if (on) await db.insert(roleMenus).values(pair).onConflictDoNothing();
      else
        await db
          .delete(roleMenus)
          .where(and(eq(roleMenus.roleId, pair.roleId), eq(roleMenus.menuId, pair.menuId)));
    };
    // As an earlier version seeded it: the scheduler without the shipment list, the carrier scheduling.
    await db.delete(seedItems).where(eq(seedItems.kind, 'grant'));
    await grant('scheduler', 'shipment:shipment:list', false);
    await grant('scheduler', 'shipment:shipment:schedule', false);
    await grant('carrier', 'shipment:shipment:schedule', true);
    const scheduler = await t.login('wang.fang');
    expect((await t.call('GET', '/api/shipment/shipment/selectPage', { token: scheduler })).status).toBe(403);

    const upgraded = await upgradeSeed(db);
    expect(upgraded.granted).toEqual(
      expect.arrayContaining(['scheduler>shipment:shipment', 'scheduler>shipment:shipment:schedule']),
    );
    expect(upgraded.revoked).toEqual(['carrier>shipment:shipment:schedule']);
    await invalidateCallers();
    expect((await t.call('GET', '/api/shipment/shipment/selectPage', { token: scheduler })).body.code).toBe(
      0,
    );
    const info = await t.call<{ buttons: string[] }>('GET', '/api/system/user/info', {
      token: await t.login('zhou.carrier'),
    });
    expect(info.body.data.buttons).not.toContain('shipment:shipment:schedule');

    // Afterwards an administrator's changes stay: a grant withdrawn, a grant of their own.
    await grant('scheduler', 'shipment:shipment:schedule', false);
    await grant('dispatcher', 'system:user:list', true);
    expect(await upgradeSeed(db)).toMatchObject({ granted: [], revoked: [] });
  });

  it('puts the demo carriers in their centers’ data groups in a database seeded before groups held carriers', async () => {
    const db = t.database.db;
    await db.delete(seedItems).where(eq(seedItems.kind, 'groupCarrier'));
    await db.delete(dataGroupCarriers);
    await invalidateCallers();
    const dispatcher = await t.login('zhang.wei');
    const offered = async () =>
      (
        await t.call<{ code: string }[]>('GET', '/api/system/carrier/dropBox', { token: dispatcher })
      ).body.data.map((c) => c.code);
    expect(await offered()).toEqual([]);
    const upgraded = await upgradeSeed(db);
    expect(upgraded.groupCarriers).toEqual(
      expect.arrayContaining(['dg-sh>cr01', 'dg-gz>cr04', 'dg-hk>cr07']),
    );
    await invalidateCallers();
    expect(await offered()).toEqual(['CR01', 'CR02']);
    // Taken out by an administrator afterwards: it stays out.
    await db.delete(dataGroupCarriers).where(eq(dataGroupCarriers.carrierId, 'cr02'));
    expect((await upgradeSeed(db)).groupCarriers).toEqual([]);
  });

  it('a second start adds nothing', async () => {
    expect(await upgradeSeed(t.database.db)).toEqual({
      menus: [],
      dictionaries: [],
      groupCarriers: [],
      granted: [],
      revoked: [],
    });
  });
});
