/** ProLayout sider tokens for the classic dark side menu on a light page (theme 'dark'). */
export function darkSiderToken(colorPrimary: string) {
  return {
    colorMenuBackground: '#001529',
    colorMenuItemDivider: 'rgba(255,255,255,0.15)',
    colorTextMenu: 'rgba(255,255,255,0.75)',
    colorTextMenuSecondary: 'rgba(255,255,255,0.65)',
    colorTextMenuSelected: '#fff',
    colorTextMenuActive: '#fff',
    colorTextMenuItemHover: '#fff',
    colorTextMenuTitle: 'rgba(255,255,255,0.95)',
    colorTextSubMenuSelected: '#fff',
    colorBgMenuItemSelected: colorPrimary,
    colorBgMenuItemHover: 'rgba(255,255,255,0.08)',
    colorBgMenuItemCollapsedElevated: '#001529',
    colorBgCollapsedButton: '#fff',
    colorTextCollapsedButton: 'rgba(0,0,0,0.65)',
    colorTextCollapsedButtonHover: 'rgba(0,0,0,0.88)',
  };
}
