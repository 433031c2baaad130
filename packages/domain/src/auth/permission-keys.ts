/**
 * Every permission key of the product, by screen: a key is `<screen>:<action>`. This is the one list:
 * the seed installs it as the menu tree's perms (a screen's `list` is its menu's own key, the other
 * actions its buttons, in this order), the server's routes name their keys with `ApiPermissionKey`,
 * and the web's buttons with the same type, so a key that is not here fails typecheck everywhere.
 * A new key goes here first; the seed gives it a menu row, a route requires it.
 */
export const PERMISSION_SCREENS = {
  'order:waybill': [
    'list',
    'query',
    'add',
    'edit',
    'remove',
    'export',
    'confirm',
    'withdraw',
    'handout',
    'cancel',
    'import',
    'log',
    'push',
  ],
  'order:order': [
    'list',
    'query',
    'add',
    'edit',
    'remove',
    'review',
    'withdraw',
    'lock',
    'unlock',
    'assignRoute',
  ],
  'order:lineAdjust': ['list', 'edit', 'submit', 'split'],
  'shipment:shipment': [
    'list',
    'query',
    'edit',
    'operate',
    'schedule',
    'cancelScheduling',
    'apply',
    'ship',
    'finish',
    'examine',
    'remove',
    'export',
    'annex',
    'print',
  ],
  // Proof of delivery (回单) has no screen of its own: it opens from the shipment list, and its keys are
  // buttons of that menu. list reads receipts, edit records them (quantities, remark, photos), audit
  // approves one (read-only from then on).
  'shipment:epod': ['list', 'edit', 'audit'],
  'base:station': ['list', 'query', 'add', 'edit', 'remove', 'export', 'import', 'enable', 'disable', 'push'],
  'base:client': ['list', 'query', 'add', 'edit', 'remove', 'export', 'import', 'enable', 'disable'],
  'base:dataGroup': ['list', 'query', 'add', 'edit', 'remove', 'bind', 'export'],
  'base:carrier': ['list', 'query', 'add', 'edit', 'remove', 'export', 'review', 'blacklist'],
  'base:driver': ['list', 'query', 'add', 'edit', 'remove', 'export', 'import', 'review'],
  'base:vehicle': ['list', 'query', 'add', 'edit', 'remove', 'export', 'import', 'review', 'deviceKey'],
  'base:vehicleModel': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:item': ['list', 'query', 'add', 'edit', 'remove', 'export', 'import'],
  'base:zone': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:transLocation': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:contact': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:address': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:route': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:routeGroup': ['list', 'query', 'add', 'edit', 'remove', 'export', 'valid'],
  'base:orderType': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:printer': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:printTemplate': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:numberRule': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:integration': ['list', 'query', 'add', 'edit', 'remove'],
  'base:recyclable': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:logisticsPlatform': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:project': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:serviceNetwork': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:sop': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  'base:goodsBarcode': ['list', 'query', 'add', 'edit', 'remove', 'export', 'import'],
  'base:energy': ['list', 'query', 'add', 'edit', 'remove', 'export'],
  // Opinions: any signed-in user submits and reads their own (no key); these keys are the administrator's.
  'base:opinion': ['list', 'query', 'edit', 'remove', 'export'],
  'system:user': ['list', 'query', 'add', 'edit', 'remove', 'export', 'import', 'resetPwd'],
  'system:role': ['list', 'query', 'add', 'edit', 'remove'],
  'system:menu': ['list', 'query', 'add', 'edit', 'remove'],
  'system:dept': ['list', 'query', 'add', 'edit', 'remove'],
  'system:dict': ['list', 'query', 'add', 'edit', 'remove'],
  'system:config': ['list', 'query', 'add', 'edit', 'remove'],
  'system:district': ['list', 'query', 'add', 'edit', 'remove'],
  'system:dispatchCenter': ['list', 'query', 'add', 'edit', 'remove'],
  'system:menuLanguage': ['list', 'query', 'add', 'edit', 'remove'],
  'system:authClient': ['list', 'query', 'add', 'edit', 'remove'],
  'system:oss': ['list', 'query', 'add', 'edit', 'remove'],
  'system:appInfo': ['list', 'query', 'add', 'edit', 'remove'],
  // Message settings: one row per message type, read and changed in place (no add or remove).
  'system:messageSetting': ['list', 'edit'],
  // The control-room wall: a read-only view of the live board, open alerts and the dashboard's KPIs.
  'system:dataScreen': ['list'],
  'monitor:online': ['list', 'forceLogout'],
  'monitor:operlog': ['list', 'query', 'remove'],
  'monitor:logininfor': ['list', 'remove', 'unlock'],
  'monitor:requestlog': ['list'],
  'monitor:alertRule': ['list', 'query', 'add', 'edit', 'remove', 'enable', 'disable'],
  'monitor:alert': ['list', 'deal'],
  // Telemetry has no screen of its own: list reads a vehicle's latest readings (is its tracker sending?),
  // ingest lets a signed-in caller send readings as a device would. Both are buttons of the alerts menu.
  'monitor:telemetry': ['list', 'ingest'],
  'monitor:exceptionEta': ['list', 'deal', 'export'],
  // Shipment exceptions (handover temperature, quantity, missed stops, overdue finish): listed and handled.
  'monitor:expage': ['list', 'handle'],
  'monitor:live': ['list'],
  // Every signed-in user's own messages: reading marks read (query), drafts are written (add) and sent.
  'message:inbox': ['list', 'query', 'remove'],
  'message:outbox': ['list', 'query'],
  'message:draftBox': ['list', 'query', 'add', 'send', 'remove'],
  // The download center has no menu of its own: both keys are buttons under a hidden directory.
  'report:task': ['list', 'download'],
  // The shipment report (report page rpt_shipment): list and export; refresh rebuilds the daily roll-ups of a day range.
  'report:shipment': ['list', 'export', 'refresh'],
  // The dashboard: KPI tiles and charts from the daily roll-ups.
  'report:dashboard': ['list'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

type Screens = typeof PERMISSION_SCREENS;
/** A screen of the catalogue ('base:station'): the part of a key before its action. */
export type PermissionScreen = keyof Screens;
/** The actions one screen has ('list', 'add', …). */
export type ScreenAction<S extends PermissionScreen = PermissionScreen> = Screens[S][number];
/** The keys of one screen ('base:station:list' | …); over a union of screens, the keys of each. */
export type ScreenKey<S extends PermissionScreen> = S extends PermissionScreen
  ? `${S}:${ScreenAction<S>}`
  : never;
/** Every permission key the seeded menus hold. */
export type PermissionKey = ScreenKey<PermissionScreen>;

/**
 * Seeded keys that no call requires, and why each is kept. Roles may hold them and role editors see
 * them, but no route checks them, so a button hidden behind one would not match what the server
 * refuses: `ApiPermissionKey` leaves them out, and the server's contract test fails when a route starts
 * requiring one (it then leaves this list) or a seeded key is neither required nor listed here.
 */
export const MENU_ONLY_KEYS = {
  'order:waybill:remove':
    'waybills are not removed through the API, only cancelled (order:waybill:cancel); the button stays for roles that hold it',
  'base:integration:query': 'the integrations screen edits from its list rows; it has no detail call',
  'system:menu:query': 'the standard query button of the screen; menus are read through the list key',
  'system:dict:query': 'the standard query button of the screen; dictionaries are read through the list key',
  'system:district:query': 'the standard query button of the screen; districts are read through the list key',
  'system:menuLanguage:query':
    'the standard query button of the screen; menu names are read through the list key',
  'system:authClient:query': 'the standard query button of the screen; clients are read through the list key',
  'system:oss:query':
    'the standard query button of the screen; files and storage are read through the list key',
  'system:appInfo:query': 'the standard query button of the screen; apps are read through the list key',
  'system:dataScreen:list':
    'the data screen only shows its menu: it reads the live board, the alerts and the dashboard under their own keys',
} as const satisfies { readonly [K in PermissionKey]?: string };
export type MenuOnlyKey = keyof typeof MENU_ONLY_KEYS;

/** A key some API route requires: what a route's config and a web button may name. */
export type ApiPermissionKey = Exclude<PermissionKey, MenuOnlyKey>;

/** The actions of a screen whose keys some route requires (its menu-only keys left out). */
export type ApiAction<S extends PermissionScreen> =
  ScreenAction<S> extends infer A
    ? A extends string
      ? `${S}:${A}` extends ApiPermissionKey
        ? A
        : never
      : never
    : never;

/**
 * The screens whose routes require the keys of every one of the given actions, for code that builds
 * `${screen}:${action}` (shared list components, the base-data CRUD routes).
 */
export type ScreensWith<A extends string> = {
  [S in PermissionScreen]: [A] extends [ApiAction<S>] ? S : never;
}[PermissionScreen];

/** One screen's keys with their actions, in catalogue order (the seeded menu's order). */
export function screenPermissions<S extends PermissionScreen>(
  screen: S,
): { action: ScreenAction<S>; key: ScreenKey<S> }[] {
  const actions: readonly ScreenAction<S>[] = PERMISSION_SCREENS[screen];
  // The template of a catalogue screen and one of its own actions is a ScreenKey by construction.
  return actions.map((action) => ({ action, key: `${screen}:${action}` as ScreenKey<S> }));
}

/** Every permission key, screen by screen in catalogue order. */
export const PERMISSION_KEYS: readonly PermissionKey[] = (
  Object.keys(PERMISSION_SCREENS) as PermissionScreen[]
)
  .flatMap((screen) => screenPermissions(screen))
  .map(({ key }) => key);

const KNOWN: ReadonlySet<string> = new Set(PERMISSION_KEYS);

/** Whether a stored or received string is a key of the catalogue (a role's perms, a menu row). */
export function isPermissionKey(value: string): value is PermissionKey {
  return KNOWN.has(value);
}
