import { findMenuRoute, type MenuRoute } from '../../core/menu-tree';

/** i18n keys of the pages the shell itself provides (not from the menu). */
const STATIC_TITLES: [prefix: string, key: string][] = [
  ['/welcome', 'menu.welcome'],
  ['/account/center', 'menu.accountCenter'],
  ['/account/settings', 'menu.accountSettings'],
  ['/userPermissions', 'menu.userPermissions'],
  ['/account/opinions', 'menu.opinions'],
  // The header's alert badges open /alert/<types>: one tab, whatever the types.
  ['/alert', 'menu.alert'],
];

function staticPage(pathname: string): [prefix: string, key: string] | undefined {
  return STATIC_TITLES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function staticTitleKey(pathname: string): string | null {
  return staticPage(pathname)?.[1] ?? null;
}

/**
 * The tab a location belongs to: a menu screen has its own tab; a shell page and its sub-pages share
 * one (/account/settings/base and /account/settings/security are one tab); other paths get none.
 */
export function tabKeyOf(pathname: string, routes: readonly MenuRoute[]): string | null {
  const route = findMenuRoute(routes, pathname);
  if (route?.component) return pathname;
  return staticPage(pathname)?.[0] ?? null;
}

/**
 * The title of a page: the menu's (translated by the server) name first, so a renamed menu renames its
 * tab; then the shell's own pages; null for pages that get no tab (errors, unknown paths).
 */
export function pageTitle(
  pathname: string,
  routes: readonly MenuRoute[],
  t: (key: string) => string,
): string | null {
  const route = findMenuRoute(routes, pathname);
  if (route?.component) return route.name;
  const key = staticTitleKey(pathname);
  return key ? t(key) : null;
}
