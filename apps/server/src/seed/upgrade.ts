import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { dictData, dictTypes, menus, roleMenus, roles, seedItems } from '../db/schema';
import type { Db, DbOrTx } from '../platform/db';
import { SEED_DICTIONARIES } from './dictionaries';
import { SEED_MENUS, type SeedMenu } from './menus';
import { dictDataRow, insertMenu, type MenuIds, SEED_ROLES } from './system';

type SeedItemKind = (typeof seedItems.$inferInsert)['kind'];
type Item = { kind: SeedItemKind; key: string };

/** Every item the product's seed holds, as sys_seed_item records them. */
export function seedItemKeys(): Item[] {
  const items: Item[] = [];
  const walk = (list: SeedMenu[]) => {
    for (const menu of list) {
      items.push({ kind: 'menu', key: menu.key });
      if (menu.children) walk(menu.children);
    }
  };
  walk(SEED_MENUS);
  for (const dict of SEED_DICTIONARIES) {
    items.push({ kind: 'dictType', key: dict.type });
    for (const [value] of dict.entries) items.push({ kind: 'dictData', key: `${dict.type}:${value}` });
  }
  return items;
}

/** Records the seed's items as applied (a fresh seed wrote them all). */
export async function recordSeedItems(db: DbOrTx, items: Item[] = seedItemKeys()): Promise<void> {
  if (items.length === 0) return;
  await db.insert(seedItems).values(items).onConflictDoNothing();
}

export type SeedUpgrade = { menus: string[]; dictionaries: string[] };

/**
 * Brings a database seeded by an earlier version up to the seed of this one: the menus added since go
 * under their parents (after their siblings) and are granted to the seeded roles the seed grants them
 * to; the dictionary types and values added since are written. Only items never applied before are
 * added, so what an administrator renamed, moved, regranted or removed stays as they left it. Answers
 * what was added.
 */
export async function upgradeSeed(db: Db): Promise<SeedUpgrade> {
  return db.transaction(async (tx) => {
    const applied = new Set(
      (await tx.select({ kind: seedItems.kind, key: seedItems.key }).from(seedItems)).map(
        (r) => `${r.kind}\u0000${r.key}`,
      ),
    );
    const isNew = (kind: SeedItemKind, key: string) => !applied.has(`${kind}\u0000${key}`);
    const added: SeedUpgrade = { menus: [], dictionaries: [] };

    const existing = await tx
      .select({ id: menus.id, key: menus.menuKey, parentId: menus.parentId, orderNum: menus.orderNum })
      .from(menus)
      .where(isNotNull(menus.menuKey));
    const ids: MenuIds = new Map(existing.map((m) => [m.key ?? '', m.id]));
    const lastOrder = new Map<number, number>();
    for (const m of existing)
      lastOrder.set(m.parentId, Math.max(lastOrder.get(m.parentId) ?? 0, m.orderNum ?? 0));
    const newIds = new Set<number>();
    const walk = async (list: SeedMenu[], parentId: number | null) => {
      for (const menu of list) {
        let id = ids.get(menu.key);
        if (id === undefined && isNew('menu', menu.key) && parentId !== null) {
          const order = (lastOrder.get(parentId) ?? 0) + 1;
          lastOrder.set(parentId, order);
          id = await insertMenu(tx, menu, parentId, order);
          ids.set(menu.key, id);
          newIds.add(id);
          added.menus.push(menu.key);
        }
        // A removed parent takes its seed children with it: they are not brought back either.
        if (menu.children) await walk(menu.children, id ?? null);
      }
    };
    await walk(SEED_MENUS, 0);
    if (newIds.size > 0) {
      const seeded = await tx
        .select({ id: roles.id, key: roles.roleKey })
        .from(roles)
        .where(
          and(
            inArray(
              roles.roleKey,
              SEED_ROLES.map((r) => r.key),
            ),
            eq(roles.delFlag, '0'),
          ),
        );
      for (const role of seeded) {
        const grant = SEED_ROLES.find((r) => r.key === role.key)
          ?.menuKeys(ids)
          .filter((id) => newIds.has(id));
        if (grant && grant.length > 0)
          await tx
            .insert(roleMenus)
            .values(grant.map((menuId) => ({ roleId: role.id, menuId })))
            .onConflictDoNothing();
      }
    }

    const types = new Set((await tx.select({ type: dictTypes.dictType }).from(dictTypes)).map((r) => r.type));
    const values = new Set(
      (await tx.select({ type: dictData.dictType, value: dictData.dictValue }).from(dictData)).map(
        (r) => `${r.type}:${r.value}`,
      ),
    );
    for (const dict of SEED_DICTIONARIES) {
      if (!types.has(dict.type) && isNew('dictType', dict.type)) {
        await tx.insert(dictTypes).values({
          dictName: dict.names[0],
          labels: { 'zh-HK': dict.names[1], 'en-US': dict.names[2] },
          dictType: dict.type,
        });
        types.add(dict.type);
        added.dictionaries.push(dict.type);
      }
      if (!types.has(dict.type)) continue;
      const fresh = dict.entries
        .map((entry, index) => ({ entry, sort: index + 1 }))
        .filter(
          ({ entry: [value] }) =>
            !values.has(`${dict.type}:${value}`) && isNew('dictData', `${dict.type}:${value}`),
        );
      if (fresh.length === 0) continue;
      await tx.insert(dictData).values(fresh.map(({ entry, sort }) => dictDataRow(dict.type, entry, sort)));
      added.dictionaries.push(...fresh.map(({ entry: [value] }) => `${dict.type}:${value}`));
    }
    await recordSeedItems(tx);
    return added;
  });
}
