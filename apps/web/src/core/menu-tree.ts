import { matchPath } from 'react-router-dom';

/** One node of GET /system/menu/lanAndSystemCode (names already in the request's language). */
export type MenuNode = {
  menuId?: number;
  id?: number;
  menuName: string;
  menuKey?: string | null;
  icon?: string | null;
  path?: string | null;
  component?: string | null;
  hidden?: boolean | null;
  redirect?: string | null;
  remark?: string | null;
  target?: string | null;
  query?: string | null;
  hideChildren?: boolean | null;
  hideHeader?: boolean | null;
  affix?: boolean | null;
  parentId?: number | null;
  /** M directory, C menu, F button. */
  menuType?: string | null;
  orderNum?: number | null;
  children?: MenuNode[] | null;
};

/** A screen reachable in the main layout, built from a menu node. */
export type MenuRoute = {
  path: string;
  name: string;
  menuKey: string;
  component: string | null;
  redirect: string | null;
  icon: string | null;
  affix: boolean;
  hidden: boolean;
  hideHeader: boolean;
  query: Record<string, string>;
};

/** A node of the side menu, ready for ProLayout (icons are resolved by the layout). */
export type SideMenuItem = {
  key: string;
  path: string;
  name: string;
  icon: string | null;
  /** Opens in a new window (external link or target _blank). */
  external: boolean;
  /** Where a click goes: the path with the menu's query, or the external URL. */
  href: string;
  hideChildrenInMenu: boolean;
  children: SideMenuItem[];
};

export function isExternalUrl(path: string | null | undefined): boolean {
  return !!path && /^(https?:)?\/\//i.test(path);
}

/** Server paths may be absolute (/system/user) or relative to the parent (user); both end up absolute. */
export function resolvePath(parentPath: string, path: string | null | undefined): string {
  if (!path) return parentPath || '/';
  if (isExternalUrl(path) || path.startsWith('/')) return path;
  const base = parentPath.endsWith('/') ? parentPath.slice(0, -1) : parentPath;
  return `${base}/${path}`;
}

/** The menu's query is a JSON object string ('{"type":"1"}'); anything else is ignored. */
export function parseMenuQuery(query: string | null | undefined): Record<string, string> {
  if (!query) return {};
  try {
    const parsed: unknown = JSON.parse(query);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  } catch {
    return {};
  }
}

function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function byOrder(a: MenuNode, b: MenuNode): number {
  return (a.orderNum ?? 0) - (b.orderNum ?? 0);
}

const isButton = (node: MenuNode) => node.menuType === 'F';
const keyOf = (node: MenuNode, path: string) => node.menuKey || String(node.menuId ?? node.id ?? path);

/**
 * Every screen the menu grants, flattened: menus with a component become pages, directories become
 * redirects (their own redirect, else their first child). Hidden menus stay reachable: hidden only
 * keeps them out of the side menu. External links are not routes.
 */
export function buildMenuRoutes(tree: readonly MenuNode[]): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const walk = (nodes: readonly MenuNode[], parentPath: string): string | null => {
    let first: string | null = null;
    for (const node of [...nodes].sort(byOrder)) {
      if (isButton(node) || isExternalUrl(node.path)) continue;
      const path = resolvePath(parentPath, node.path);
      const query = parseMenuQuery(node.query);
      const childFirst = node.children?.length ? walk(node.children, path) : null;
      const redirect = node.redirect && node.redirect !== 'noRedirect' ? node.redirect : null;
      const component = node.component && node.component !== 'Layout' ? node.component : null;
      if (path !== '/' && (component || redirect || childFirst)) {
        routes.push({
          path,
          name: node.menuName,
          menuKey: keyOf(node, path),
          component,
          redirect: component ? redirect : (redirect ?? childFirst),
          icon: node.icon ?? null,
          affix: !!node.affix,
          hidden: !!node.hidden,
          hideHeader: !!node.hideHeader,
          query,
        });
      }
      if (!first && !node.hidden && (component || childFirst)) first = component ? path : childFirst;
    }
    return first;
  };
  walk(tree, '');
  return routes;
}

/** The route for a location, exact paths first, then patterns with params (/alert/:alertTypes). */
export function findMenuRoute(routes: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  const exact = routes.find((r) => r.path.toLowerCase() === pathname.toLowerCase());
  if (exact) return exact;
  return routes.find((r) => r.path.includes(':') && matchPath({ path: r.path, end: true }, pathname));
}

/** The side menu: no buttons, no hidden menus, sorted, with resolved paths and query strings. */
export function toSideMenu(tree: readonly MenuNode[], parentPath = ''): SideMenuItem[] {
  return [...tree]
    .sort(byOrder)
    .filter((node) => !isButton(node) && !node.hidden)
    .map((node) => {
      const path = resolvePath(parentPath, node.path);
      const external = isExternalUrl(node.path) || node.target === '_blank';
      return {
        key: keyOf(node, path),
        path,
        name: node.menuName,
        icon: node.icon ?? null,
        external,
        href: isExternalUrl(path) ? path : withQuery(path, parseMenuQuery(node.query)),
        hideChildrenInMenu: !!node.hideChildren,
        children: node.children?.length ? toSideMenu(node.children, path) : [],
      };
    });
}

/**
 * Menu search: keeps items whose name contains the keyword (case-insensitive) and the parents that
 * lead to them; a matching directory keeps all its children.
 */
export function filterSideMenu(items: readonly SideMenuItem[], keyword: string): SideMenuItem[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return [...items];
  const out: SideMenuItem[] = [];
  for (const item of items) {
    if (item.name.toLowerCase().includes(word)) {
      out.push(item);
      continue;
    }
    const children = filterSideMenu(item.children, word);
    if (children.length) out.push({ ...item, children });
  }
  return out;
}

/** Keys of every item that has children: opened while searching so matches are visible. */
export function parentKeys(items: readonly SideMenuItem[]): string[] {
  return items.flatMap((item) => (item.children.length ? [item.path, ...parentKeys(item.children)] : []));
}

/** Leaf menus (screens) in menu order: the welcome page's shortcuts. */
export function leafMenus(items: readonly SideMenuItem[]): SideMenuItem[] {
  return items.flatMap((item) => (item.children.length ? leafMenus(item.children) : [item]));
}

/**
 * A path the user has no menu for: 403 when it is a known screen (the registry has its component,
 * so another user could open it), otherwise 404.
 */
export function unknownPathStatus(pathname: string, registryNames: readonly string[]): 403 | 404 {
  const name = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return registryNames.some((n) => n.toLowerCase() === name) ? 403 : 404;
}
