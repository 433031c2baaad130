import { CARRIER_DATA_SCOPE, isReadPermission } from '@tms/domain';
import { sql } from 'drizzle-orm';
import { configs, dictData, dictTypes, menuLanguages, menus, roleMenus, roles } from '../db/schema';
import type { DbOrTx } from '../platform/db';
import { SEED_CONFIGS, SEED_DICTIONARIES, type SeedDictionary } from './dictionaries';
import { permsOf, SEED_MENU_PERMS, SEED_MENUS, type SeedMenu } from './menus';

export type MenuIds = Map<string, number>;

/** One seed menu under its parent, with its names in the other languages; answers its id. */
export async function insertMenu(
  db: DbOrTx,
  item: SeedMenu,
  parentId: number,
  order: number,
): Promise<number> {
  const [row] = await db
    .insert(menus)
    .values({
      menuName: item.names[0],
      menuKey: item.key,
      parentId,
      orderNum: order,
      path: item.path,
      component: item.component,
      redirect: item.redirect,
      menuType: item.type,
      visible: item.visible ?? '0',
      perms: permsOf(item),
      icon: item.icon,
      target: item.target,
      affix: item.affix ?? false,
      createBy: 'seed',
    })
    .returning({ id: menus.id });
  if (!row) throw new Error(`menu ${item.key} not inserted`);
  await db.insert(menuLanguages).values([
    { menuId: row.id, lang: 'zh-HK', name: item.names[1] },
    { menuId: row.id, lang: 'en-US', name: item.names[2] },
  ]);
  return row.id;
}

async function insertMenus(db: DbOrTx, items: SeedMenu[], parentId: number, ids: MenuIds) {
  let order = 1;
  for (const item of items) {
    const id = await insertMenu(db, item, parentId, order++);
    ids.set(item.key, id);
    if (item.children) await insertMenus(db, item.children, id, ids);
  }
}

/** One seed dictionary value, as the seed writes it. */
export const dictDataRow = (
  type: string,
  [value, zhCN, zhHK, enUS, listClass]: SeedDictionary['entries'][number],
  sort: number,
) => ({
  dictType: type,
  dictValue: value,
  dictLabel: zhCN,
  labels: { 'zh-HK': zhHK, 'en-US': enUS },
  dictSort: sort,
  listClass: listClass ?? null,
});

/** Menus, dictionaries and parameters: what the product needs to run at all. */
export async function seedSystem(db: DbOrTx): Promise<MenuIds> {
  const ids: MenuIds = new Map();
  await insertMenus(db, SEED_MENUS, 0, ids);

  for (const dict of SEED_DICTIONARIES) {
    await db.insert(dictTypes).values({
      dictName: dict.names[0],
      labels: { 'zh-HK': dict.names[1], 'en-US': dict.names[2] },
      dictType: dict.type,
    });
    await db
      .insert(dictData)
      .values(dict.entries.map((entry, index) => dictDataRow(dict.type, entry, index + 1)));
  }
  await db.insert(configs).values(
    SEED_CONFIGS.map((c) => ({
      configKey: c.key,
      configName: c.name,
      configValue: c.value,
      configType: 'Y',
      remark: c.remark,
    })),
  );
  return ids;
}

export type SeedRole = {
  key: string;
  name: string;
  sort: number;
  menuKeys: (ids: MenuIds) => number[];
  dataScope?: string;
};

const all = (ids: MenuIds) => [...ids.values()];
const under = (prefixes: string[]) => (ids: MenuIds) =>
  [...ids].filter(([key]) => prefixes.some((p) => key === p || key.startsWith(`${p}:`))).map(([, id]) => id);
/** Menus under the prefixes plus the directories that hold them (a menu needs its directory to show). */
const within = (directories: string[], prefixes: string[]) => (ids: MenuIds) => [
  ...[...ids].filter(([key]) => directories.includes(key)).map(([, id]) => id),
  ...under(prefixes)(ids),
];
/** Exactly these menus and buttons, plus the directories that hold them. */
const exactly = (directories: string[], keys: string[]) => (ids: MenuIds) =>
  [...ids].filter(([key]) => directories.includes(key) || keys.includes(key)).map(([, id]) => id);

/**
 * The read-only role: directories and screens, and of the buttons only those that read (an allow-list
 * in the domain, so a button added later stays out until it is known to only read).
 */
const readOnly = (menuPerms: Map<string, string | null>) => (ids: MenuIds) =>
  [...ids]
    .filter(([key]) => {
      const perms = menuPerms.get(key);
      return perms === null || perms === undefined || isReadPermission(perms);
    })
    .map(([, id]) => id);

/**
 * The demo day's flow (README, "Who does what"): a dispatcher builds lines and submits them, makes the
 * shipments effective and approves or rejects what a scheduler applied for; a scheduler schedules
 * effective shipments (carrier, vehicle, drivers), changes or cancels a schedule and applies for
 * approval; carrier staff ship, finish and record the proofs of delivery of their carrier's shipments,
 * and a dispatcher does the same for carriers with no staff in the product (most of them).
 * Approval is a second person's: whoever applied may not approve (separation of duties).
 */

/** The scheduling steps: the scheduler's, and nobody else's in the seeded roles but the administrator's. */
const SCHEDULING_KEYS = [
  'shipment:shipment:schedule',
  'shipment:shipment:cancelScheduling',
  'shipment:shipment:apply',
];
/** Carrier staff: their carrier's waybills (read), shipments (ship, finish, receipts) and fleet. */
const CARRIER_KEYS = [
  'welcome',
  'order:waybill',
  'order:waybill:query',
  'order:waybill:export',
  'order:waybill:log',
  'shipment:shipment',
  'shipment:shipment:query',
  'shipment:shipment:ship',
  'shipment:shipment:finish',
  'shipment:shipment:print',
  'shipment:shipment:export',
  'shipment:shipment:annex',
  // Drivers record the receipts of what they deliver; a dispatcher audits them.
  'shipment:epod:list',
  'shipment:epod:edit',
  'report:task:list',
  'report:task:download',
];

/**
 * The scheduler: the shipment list of their center with the scheduling steps, the waybills riding on
 * those shipments (read), the fleet they pick from (read), stations and routes, reports and messages.
 */
const SCHEDULER_KEYS = [
  'welcome',
  'order:waybill',
  'order:waybill:query',
  'order:waybill:export',
  'order:waybill:log',
  'shipment:shipment',
  'shipment:shipment:query',
  ...SCHEDULING_KEYS,
  'shipment:shipment:print',
  'shipment:shipment:export',
  'shipment:epod:list',
  ...['base:carrier', 'base:driver', 'base:vehicle', 'base:vehicleModel'].flatMap((screen) => [
    screen,
    `${screen}:query`,
    `${screen}:export`,
  ]),
];

/** Every key under the prefixes except the named ones. */
const underExcept = (prefixes: string[], except: string[]) => (ids: MenuIds) =>
  under(prefixes)(new Map([...ids].filter(([key]) => !except.includes(key))));

export const SEED_ROLES: SeedRole[] = [
  { key: 'admin', name: '超级管理员', sort: 1, menuKeys: all },
  {
    key: 'dispatcher',
    name: '调度员',
    sort: 2,
    // Dispatchers build and submit lines, make shipments effective and approve them; they ship, finish
    // and record receipts for carriers with no staff in the product, handle the alerts of their
    // shipments and read the rules (administrators set the rules). Scheduling and applying are the
    // scheduler's, so the approver is never the one who applied.
    menuKeys: (ids) => [
      ...new Set([
        ...underExcept(
          [
            'welcome',
            'order',
            'shipment',
            'base',
            'report',
            // The reports directory (rpt); its screens' keys start with report: as above.
            'rpt',
            'message',
            'alertRule',
            'monitor:alert',
            'monitor:live',
          ],
          SCHEDULING_KEYS,
        )(ids),
        // The control room's wall shows their centers' live fleet, open alerts and today's figures.
        ...exactly(['system'], ['system:dataScreen'])(ids),
        ...exactly(
          ['alert', 'alertRule'],
          [
            'monitor:alertRule:list',
            'monitor:alertRule:query',
            'monitor:exceptionEta',
            'monitor:exceptionEta:deal',
            'monitor:expage',
            'monitor:expage:handle',
          ],
        )(ids),
      ]),
    ],
    dataScope: '4',
  },
  {
    key: 'scheduler',
    name: '计划员',
    sort: 3,
    menuKeys: (ids) => [
      ...new Set([
        ...exactly(['order', 'shipment', 'base', 'rpt', 'report'], SCHEDULER_KEYS)(ids),
        ...within(
          ['base', 'rpt'],
          ['base:station', 'base:route', 'base:routeGroup', 'report', 'message'],
        )(ids),
      ]),
    ],
    dataScope: '3',
  },
  {
    key: 'carrier',
    name: '承运商人员',
    sort: 4,
    // Carrier staff keep their own drivers and vehicles up to date; approving them is the operator's job.
    menuKeys: (ids) => [
      ...exactly(['order', 'shipment', 'report', 'base'], CARRIER_KEYS)(ids),
      ...under(['message'])(ids),
      ...under(['base:driver', 'base:vehicle'])(
        new Map([...ids].filter(([key]) => !key.endsWith(':review'))),
      ),
    ],
    dataScope: CARRIER_DATA_SCOPE,
  },
  { key: 'readonly', name: '只读用户', sort: 5, menuKeys: readOnly(SEED_MENU_PERMS), dataScope: '1' },
];

export async function seedRoles(db: DbOrTx, ids: MenuIds): Promise<Map<string, number>> {
  const roleIds = new Map<string, number>();
  for (const role of SEED_ROLES) {
    const [row] = await db
      .insert(roles)
      .values({
        roleKey: role.key,
        roleName: role.name,
        roleSort: role.sort,
        dataScope: role.dataScope ?? '1',
        createBy: 'seed',
      })
      .returning({ id: roles.id });
    if (!row) throw new Error(`role ${role.key} not inserted`);
    roleIds.set(role.key, row.id);
    const menuIds = role.menuKeys(ids);
    if (menuIds.length > 0)
      await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: row.id, menuId })));
  }
  return roleIds;
}

/** Identity sequences must move past explicitly inserted ids. */
export async function resyncSequences(db: DbOrTx): Promise<void> {
  for (const table of ['sys_user', 'sys_dept']) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
      ),
    );
  }
}
