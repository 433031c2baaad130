import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  carriers,
  dataGroupCarriers,
  dataGroups,
  dictData,
  dictTypes,
  menus,
  roleMenus,
  roles,
  seedItems,
} from '../db/schema';
import type { Db, DbOrTx } from '../platform/db';
import { seedGroupCarriers } from './base-fleet';
import { SEED_DICTIONARIES } from './dictionaries';
import { SEED_MENUS, type SeedMenu } from './menus';
import { dictDataRow, insertMenu, type MenuIds, SEED_ROLES } from './system';

type SeedItemKind = (typeof seedItems.$inferInsert)['kind'];
type Item = { kind: SeedItemKind; key: string };

/** Every seed menu's key, in tree order. */
function seedMenuKeys(): string[] {
  const keys: string[] = [];
  const walk = (list: SeedMenu[]) => {
    for (const menu of list) {
      keys.push(menu.key);
      if (menu.children) walk(menu.children);
    }
  };
  walk(SEED_MENUS);
  return keys;
}

/** A grant's record key: the seeded role and the menu it is given ("scheduler>shipment:shipment"). */
const grantKey = (roleKey: string, menuKey: string) => `${roleKey}>${menuKey}`;

/** What the seed grants each seeded role, as grant record keys. */
export function seedGrantKeys(): string[] {
  const keys = seedMenuKeys();
  const ids: MenuIds = new Map(keys.map((key, i) => [key, i + 1]));
  return SEED_ROLES.flatMap((role) =>
    [...new Set(role.menuKeys(ids))].map((id) => grantKey(role.key, keys[id - 1] ?? '')),
  );
}

/** Every item the product's seed holds, as sys_seed_item records them. */
export function seedItemKeys(): Item[] {
  const items: Item[] = seedMenuKeys().map((key) => ({ kind: 'menu', key }));
  for (const dict of SEED_DICTIONARIES) {
    items.push({ kind: 'dictType', key: dict.type });
    for (const [value] of dict.entries) items.push({ kind: 'dictData', key: `${dict.type}:${value}` });
  }
  for (const key of seedGrantKeys()) items.push({ kind: 'grant', key });
  for (const { dataGroupId, carrierId } of seedGroupCarriers()) {
    items.push({ kind: 'groupCarrier', key: `${dataGroupId}>${carrierId}` });
  }
  return items;
}

/** Records the seed's items as applied (a fresh seed wrote them all). */
export async function recordSeedItems(db: DbOrTx, items: Item[] = seedItemKeys()): Promise<void> {
  if (items.length === 0) return;
  await db.insert(seedItems).values(items).onConflictDoNothing();
}

export type SeedUpgrade = {
  menus: string[];
  dictionaries: string[];
  /** Demo carriers put in their centers' data groups ("group>carrier"). */
  groupCarriers: string[];
  /** Grants of seeded roles the seed added ("role>menu") and withdrew. */
  granted: string[];
  revoked: string[];
};

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
    const added: SeedUpgrade = { menus: [], dictionaries: [], groupCarriers: [], granted: [], revoked: [] };

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

    await upgradeGrants(tx, ids, newIds, applied, added);
    await upgradeGroupCarriers(tx, applied, added);

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

/**
 * The seeded roles' grants on menus that already existed follow the seed's changes: a grant the seed
 * makes now and never made before is added (the scheduler given the shipment list), one it made before
 * and makes no more is withdrawn (the carrier's scheduling keys). A grant an administrator withdrew stays
 * withdrawn (it is recorded as applied); one they added on their own is never recorded, so never
 * withdrawn. A database seeded before grants were recorded takes its seeded roles' grants on seed menus
 * as the seed's own. Menus added by this upgrade were granted above.
 */
async function upgradeGrants(
  tx: DbOrTx,
  ids: MenuIds,
  newIds: Set<number>,
  applied: Set<string>,
  added: SeedUpgrade,
): Promise<void> {
  const roleRows = await tx
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
  const roleIds = new Map(roleRows.map((r) => [r.key, r.id]));
  const menuKeyOf = new Map([...ids].map(([key, id]) => [id, key]));
  const present = new Set(
    (
      await tx
        .select({ roleId: roleMenus.roleId, menuId: roleMenus.menuId })
        .from(roleMenus)
        .where(inArray(roleMenus.roleId, [...roleIds.values(), -1]))
    ).flatMap((r) => {
      const role = roleRows.find((x) => x.id === r.roleId)?.key;
      const menu = menuKeyOf.get(r.menuId);
      return role && menu ? [grantKey(role, menu)] : [];
    }),
  );
  const recordedGrants = [...applied]
    .filter((item) => item.startsWith('grant\u0000'))
    .map((item) => item.slice('grant\u0000'.length));
  const recorded = new Set(recordedGrants.length > 0 ? recordedGrants : present);
  const wanted = new Set(seedGrantKeys());
  const split = (grant: string) => {
    const [role = '', menu = ''] = grant.split('>');
    return { roleId: roleIds.get(role), menuId: ids.get(menu) };
  };
  for (const grant of wanted) {
    const { roleId, menuId } = split(grant);
    if (recorded.has(grant) || roleId === undefined || menuId === undefined || newIds.has(menuId)) continue;
    if (!present.has(grant)) {
      await tx.insert(roleMenus).values({ roleId, menuId }).onConflictDoNothing();
      added.granted.push(grant);
    }
  }
  const withdrawn = [...recorded].filter((grant) => !wanted.has(grant));
  for (const grant of withdrawn) {
    const { roleId, menuId } = split(grant);
    if (roleId !== undefined && menuId !== undefined && present.has(grant)) {
      await tx.delete(roleMenus).where(and(eq(roleMenus.roleId, roleId), eq(roleMenus.menuId, menuId)));
      added.revoked.push(grant);
    }
  }
  if (withdrawn.length > 0) {
    await tx.delete(seedItems).where(and(eq(seedItems.kind, 'grant'), inArray(seedItems.key, withdrawn)));
  }
}

/**
 * The fleet follows data groups: a database seeded before data groups held carriers gets the demo's
 * carriers in their centers' groups (where both are still there), so its dispatchers keep their fleet.
 * Once recorded, a pair an administrator took out stays out.
 */
async function upgradeGroupCarriers(tx: DbOrTx, applied: Set<string>, added: SeedUpgrade): Promise<void> {
  const wanted = seedGroupCarriers().filter(
    (p) => !applied.has(`groupCarrier\u0000${p.dataGroupId}>${p.carrierId}`),
  );
  if (wanted.length === 0) return;
  const groups = new Set(
    (
      await tx
        .select({ uuid: dataGroups.uuid })
        .from(dataGroups)
        .where(
          and(
            eq(dataGroups.delFlag, '0'),
            inArray(dataGroups.uuid, [...new Set(wanted.map((p) => p.dataGroupId))]),
          ),
        )
    ).map((r) => r.uuid),
  );
  const present = new Set(
    (
      await tx
        .select({ uuid: carriers.uuid })
        .from(carriers)
        .where(
          and(
            eq(carriers.delFlag, '0'),
            inArray(carriers.uuid, [...new Set(wanted.map((p) => p.carrierId))]),
          ),
        )
    ).map((r) => r.uuid),
  );
  const pairs = wanted.filter((p) => groups.has(p.dataGroupId) && present.has(p.carrierId));
  if (pairs.length === 0) return;
  await tx.insert(dataGroupCarriers).values(pairs).onConflictDoNothing();
  added.groupCarriers.push(...pairs.map((p) => `${p.dataGroupId}>${p.carrierId}`));
}
