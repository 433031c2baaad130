import { TruckOutlined } from '@ant-design/icons';
import { type MenuDataItem, ProLayout } from '@ant-design/pro-components';
import { Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { MenuIcon } from '../../components/menu-icons';
import { ShortcutHelp } from '../../components/shortcuts';
import {
  buildMenuRoutes,
  filterSideMenu,
  findMenuRoute,
  parentKeys,
  type SideMenuItem,
  toSideMenu,
} from '../../core/menu-tree';
import { useMenus } from '../../core/menus';
import { usePushChannel } from '../../core/push';
import { useSettings } from '../../core/settings';
import { ContentHeader, HEADER_HEIGHT } from './components/ContentHeader';
import { MenuSearch } from './components/MenuSearch';
import { RightContent } from './components/RightContent';
import { SettingsDrawer } from './components/SettingsDrawer';
import { darkSiderToken } from './components/theme-tokens';
import { useMediaQuery } from './components/useMediaQuery';
import { pageTitle, tabKeyOf } from './page-titles';
import { KeepAliveOutlet } from './tabs/KeepAliveOutlet';
import { TabBar } from './tabs/TabBar';
import { useTabs } from './tabs/useTabs';
import './layout.css';

/** Side menu 220 wide, mobile below 576, right content spinner 1.5 s. */
export const SIDER_WIDTH = 220;
export const MOBILE_MAX_WIDTH = 575;
export const RIGHT_CONTENT_DELAY_MS = 1500;

type ProMenuItem = MenuDataItem & { href: string; external: boolean };

function toProMenu(items: readonly SideMenuItem[]): ProMenuItem[] {
  return items.map((item) => ({
    key: item.path,
    path: item.path,
    name: item.name,
    icon: <MenuIcon name={item.icon} />,
    hideChildrenInMenu: item.hideChildrenInMenu,
    href: item.href,
    external: item.external,
    children: item.children.length ? toProMenu(item.children) : undefined,
  }));
}

/** The right content appears after a short spinner on first entry, as the original product does. */
function useFirstEntryDelay(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}

export default function MainLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const settings = useSettings();
  const { data: menus } = useMenus();
  const [collapsed, setCollapsed] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const isXs = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const ready = useFirstEntryDelay(RIGHT_CONTENT_DELAY_MS);
  // The push channel is open while a signed-in user has the app open (one stream per browser, shared by its tabs).
  usePushChannel();

  const routes = useMemo(() => buildMenuRoutes(menus ?? []), [menus]);
  const side = useMemo(() => toSideMenu(menus ?? []), [menus]);
  const shown = useMemo(() => filterSideMenu(side, keyword), [side, keyword]);
  const proMenu = useMemo(() => toProMenu(shown), [shown]);
  const affixPaths = useMemo(() => routes.filter((r) => r.affix && r.component).map((r) => r.path), [routes]);

  const titleOf = useCallback((pathname: string) => pageTitle(pathname, routes, t), [routes, t]);
  const tabKey = useCallback((pathname: string) => tabKeyOf(pathname, routes), [routes]);
  const tabs = useTabs({ affixPaths, tabKeyOf: tabKey });
  const current = findMenuRoute(routes, location.pathname);

  useEffect(() => {
    const title = titleOf(location.pathname);
    document.title = title ? `${title} - ${t('app.title')}` : t('app.title');
  }, [location.pathname, titleOf, t]);

  const dark = settings.theme === 'dark';
  // ProLayout draws no header for the side layout on desktop; the shell draws its own there.
  const ownHeader = settings.layout === 'side' && !isXs;
  const showHeader = !current?.hideHeader;
  const tabBar = settings.multiTab ? (
    <TabBar
      state={tabs.state}
      titleOf={(pathname) => titleOf(pathname) ?? pathname}
      onActivate={tabs.activate}
      onClose={tabs.close}
      onCloseOthers={tabs.closeOthers}
      onCloseAll={tabs.closeAll}
    />
  ) : null;
  return (
    <ProLayout
      title={t('app.title')}
      logo={<TruckOutlined style={{ fontSize: 24, color: settings.colorPrimary }} />}
      layout={settings.layout}
      navTheme={settings.theme === 'realDark' ? 'realDark' : 'light'}
      token={dark ? { sider: darkSiderToken(settings.colorPrimary) } : undefined}
      siderMenuType={settings.siderMenuType}
      splitMenus={settings.layout === 'mix'}
      fixedHeader={settings.fixedHeader}
      fixSiderbar={settings.fixSiderbar}
      contentWidth={settings.contentWidth}
      colorPrimary={settings.colorPrimary}
      siderWidth={SIDER_WIDTH}
      disableMobile={!isXs}
      collapsed={collapsed}
      onCollapse={setCollapsed}
      location={{ pathname: location.pathname }}
      route={{ path: '/', children: proMenu }}
      menu={{ locale: false }}
      openKeys={keyword.trim() ? parentKeys(shown) : undefined}
      headerRender={showHeader ? undefined : false}
      collapsedButtonRender={ownHeader ? false : undefined}
      menuExtraRender={({ collapsed: folded }) =>
        folded ? null : <MenuSearch value={keyword} onChange={setKeyword} dark={dark} empty={!shown.length} />
      }
      menuItemRender={(item, dom) => {
        const { href, external } = item as MenuDataItem & Partial<ProMenuItem>;
        if (external) {
          return (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {dom}
            </a>
          );
        }
        return <Link to={href ?? item.path ?? '/'}>{dom}</Link>;
      }}
      actionsRender={ownHeader ? false : () => [<RightContent key="right" onOpenSettings={openSettings} />]}
      contentStyle={{ padding: 0 }}
    >
      <div
        style={{
          position: settings.fixedHeader ? 'sticky' : 'relative',
          top: ownHeader || !showHeader ? 0 : HEADER_HEIGHT,
          zIndex: 10,
        }}
      >
        {ownHeader && showHeader && (
          <ContentHeader collapsed={collapsed} onCollapse={setCollapsed} onOpenSettings={openSettings} />
        )}
        {tabBar}
      </div>
      <div
        style={{
          padding: 16,
          maxWidth: settings.contentWidth === 'Fixed' ? 1200 : undefined,
          margin: settings.contentWidth === 'Fixed' ? '0 auto' : undefined,
        }}
      >
        {ready ? (
          settings.multiTab ? (
            <KeepAliveOutlet
              tabKey={tabKey(location.pathname)}
              openKeys={tabs.state.tabs.map((tab) => tab.key)}
            />
          ) : (
            <Outlet />
          )
        ) : (
          <div
            style={{ display: 'flex', justifyContent: 'center', padding: 96 }}
            data-testid="content-spinner"
          >
            <Spin size="large" />
          </div>
        )}
      </div>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <ShortcutHelp />
    </ProLayout>
  );
}
