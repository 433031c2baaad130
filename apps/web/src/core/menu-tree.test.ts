import { describe, expect, it } from 'vitest';
import {
  buildMenuRoutes,
  filterSideMenu,
  findMenuRoute,
  leafMenus,
  type MenuNode,
  parentKeys,
  parseMenuQuery,
  resolvePath,
  toSideMenu,
  unknownPathStatus,
} from './menu-tree';

const menu = (over: Partial<MenuNode> & { menuName: string }): MenuNode => ({
  menuType: 'C',
  orderNum: 0,
  ...over,
});

const tree: MenuNode[] = [
  menu({
    menuName: '首页',
    menuKey: 'welcome',
    path: '/welcome',
    component: 'Welcome',
    affix: true,
    orderNum: 1,
  }),
  menu({
    menuName: '系统管理',
    menuKey: 'system',
    path: '/system',
    menuType: 'M',
    orderNum: 3,
    children: [
      menu({
        menuName: '角色管理',
        menuKey: 'system:role',
        path: 'role',
        component: 'system/role',
        orderNum: 2,
      }),
      menu({
        menuName: '用户管理',
        menuKey: 'system:user',
        path: '/system/user',
        component: 'system/user',
        orderNum: 1,
        children: [menu({ menuName: '新增', menuType: 'F' })],
      }),
      menu({
        menuName: '用户详情',
        menuKey: 'system:user:detail',
        path: '/system/user/:id',
        component: 'system/user-detail',
        hidden: true,
        orderNum: 3,
      }),
    ],
  }),
  menu({
    menuName: '订单管理',
    menuKey: 'order',
    path: '/Order',
    menuType: 'M',
    orderNum: 2,
    redirect: '/Order/Waybill',
    children: [
      menu({
        menuName: 'Waybills',
        menuKey: 'order:waybill',
        path: '/Order/Waybill',
        component: 'Order/Waybill',
        query: '{"status":"U"}',
      }),
    ],
  }),
  menu({
    menuName: 'Docs',
    menuKey: 'docs',
    path: 'https://example.com/docs',
    target: '_blank',
    orderNum: 9,
  }),
];

describe('resolvePath and parseMenuQuery', () => {
  it('joins a relative path to its parent and keeps absolute paths and URLs', () => {
    expect(resolvePath('/system', 'role')).toBe('/system/role');
    expect(resolvePath('/system', '/system/user')).toBe('/system/user');
    expect(resolvePath('', 'https://x.io')).toBe('https://x.io');
  });
  it('reads a JSON object query and ignores anything else', () => {
    expect(parseMenuQuery('{"type":1}')).toEqual({ type: '1' });
    expect(parseMenuQuery('type=1')).toEqual({});
    expect(parseMenuQuery('[1]')).toEqual({});
  });
});

describe('buildMenuRoutes (routes from the server menu)', () => {
  const routes = buildMenuRoutes(tree);
  it('turns every menu with a component into a route with its resolved path', () => {
    expect(routes.filter((r) => r.component).map((r) => [r.path, r.component])).toEqual([
      ['/welcome', 'Welcome'],
      ['/Order/Waybill', 'Order/Waybill'],
      ['/system/user', 'system/user'],
      ['/system/role', 'system/role'],
      ['/system/user/:id', 'system/user-detail'],
    ]);
  });
  it('keeps hidden menus reachable as routes and marks affix and query', () => {
    expect(routes.find((r) => r.menuKey === 'system:user:detail')?.hidden).toBe(true);
    expect(routes.find((r) => r.path === '/welcome')?.affix).toBe(true);
    expect(routes.find((r) => r.path === '/Order/Waybill')?.query).toEqual({ status: 'U' });
  });
  it('a directory redirects to its own redirect, else to its first visible child', () => {
    expect(routes.find((r) => r.path === '/Order')?.redirect).toBe('/Order/Waybill');
    expect(routes.find((r) => r.path === '/system')?.redirect).toBe('/system/user');
  });
  it('leaves buttons and external links out', () => {
    expect(routes.some((r) => r.path.startsWith('http'))).toBe(false);
    expect(routes.some((r) => r.name === '新增')).toBe(false);
  });
});

describe('findMenuRoute', () => {
  const routes = buildMenuRoutes(tree);
  it('matches exact paths regardless of case, then patterns with params', () => {
    expect(findMenuRoute(routes, '/order/waybill')?.component).toBe('Order/Waybill');
    expect(findMenuRoute(routes, '/system/user/42')?.component).toBe('system/user-detail');
    expect(findMenuRoute(routes, '/system/dept')).toBeUndefined();
  });
});

describe('toSideMenu', () => {
  const side = toSideMenu(tree);
  it('drops hidden menus and buttons, sorts by order and adds the menu query to the link', () => {
    expect(side.map((i) => i.name)).toEqual(['首页', '订单管理', '系统管理', 'Docs']);
    expect(side[2]?.children.map((i) => i.name)).toEqual(['用户管理', '角色管理']);
    expect(side[2]?.children[0]?.children).toEqual([]);
    expect(side[1]?.children[0]?.href).toBe('/Order/Waybill?status=U');
  });
  it('marks external links to open in a new window', () => {
    expect(side[3]).toMatchObject({ external: true, href: 'https://example.com/docs' });
    expect(side[0]?.external).toBe(false);
  });
});

describe('filterSideMenu (menu search box)', () => {
  const side = toSideMenu(tree);
  it('keeps matching leaves and the directories leading to them', () => {
    const found = filterSideMenu(side, '角色');
    expect(found.map((i) => i.name)).toEqual(['系统管理']);
    expect(found[0]?.children.map((i) => i.name)).toEqual(['角色管理']);
    expect(parentKeys(found)).toEqual(['/system']);
  });
  it('is case-insensitive and a matching directory keeps all its children', () => {
    expect(filterSideMenu(side, 'WAYBILL').map((i) => i.name)).toEqual(['订单管理']);
    expect(filterSideMenu(side, '系统')[0]?.children).toHaveLength(2);
  });
  it('an empty keyword keeps everything and no match gives nothing', () => {
    expect(filterSideMenu(side, '  ')).toHaveLength(4);
    expect(filterSideMenu(side, 'zzz')).toEqual([]);
  });
  it('leafMenus lists the screens in menu order', () => {
    expect(leafMenus(side).map((i) => i.name)).toEqual(['首页', 'Waybills', '用户管理', '角色管理', 'Docs']);
  });
});

describe('unknownPathStatus', () => {
  it('is 403 for a known screen the user has no menu for, 404 otherwise', () => {
    expect(unknownPathStatus('/system/user', ['system/user', 'Welcome'])).toBe(403);
    expect(unknownPathStatus('/nope', ['system/user'])).toBe(404);
  });
});
